import type {
  EmailFormatUpdateInput,
  PickupDateWriteInput,
  SettingsRefInput,
  SettingsUpdateInput,
  ZipPlace,
  ZoneCreateInput,
  ZoneUpdateInput,
} from '@fcs/shared/contract/settings';
import type { EmailFormat, PickupDate, Settings, Zone } from '@fcs/shared/model/entities';
import type { SetupStatus } from '@fcs/shared/model/setup';
import { request } from './http';

/**
 * The settings pages (issue 12, admin): pickup zones and dates, the e-mail/SMS formats, the contact
 * block and the zip lookup. The reads of zones, dates and settings are the customer forms' own
 * (listZones, GET /pickup_dates, getSettings); these are the admin's.
 */
export const listAllPickupDates = () => request<PickupDate[]>('main', { method: 'GET', url: '/pickup_dates' });
export const makePickupDate = (body: PickupDateWriteInput) =>
  request<PickupDate>('main', { method: 'POST', url: '/pickup_dates', data: body });
export const updatePickupDate = (body: PickupDateWriteInput) =>
  request<PickupDate>('main', { method: 'PUT', url: '/pickup_dates', data: body });
export const deletePickupDate = (body: SettingsRefInput) =>
  request<{ id: string }>('main', { method: 'DELETE', url: '/pickup_dates', data: body });
export const makeZone = (body: ZoneCreateInput) => request<Zone>('main', { method: 'POST', url: '/zones', data: body });
export const updateZone = (body: ZoneUpdateInput) => request<Zone>('main', { method: 'PUT', url: '/zones', data: body });
export const deleteZone = (body: SettingsRefInput) => request<{ id: string }>('main', { method: 'DELETE', url: '/zones', data: body });
export const lookupZip = (zip: string) => request<ZipPlace>('main', { method: 'GET', url: `/zip_codes/${encodeURIComponent(zip)}` });
export const listEmailFormats = () => request<EmailFormat[]>('main', { method: 'GET', url: '/email_formats' });
export const updateEmailFormat = (body: EmailFormatUpdateInput) =>
  request<EmailFormat>('main', { method: 'PUT', url: '/email_formats', data: body });
export const updateSettings = (body: SettingsUpdateInput) => request<Settings>('main', { method: 'PUT', url: '/settings', data: body });

// issue 32 · going live: the super-admin's first-run steps.
export const getSetupStatus = () => request<SetupStatus>('main', { method: 'GET', url: '/setup' });
