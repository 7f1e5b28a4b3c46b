import type { AddressCreate, AddressRef, AddressUpdate } from '@fcs/shared/contract/addresses';
import type { EmailUpdate, EmailVerification, ProfileLanguage, ProfileUpdate } from '@fcs/shared/contract/profile';
import type { PickupCancel, PickupRequest, PickupUpdate } from '@fcs/shared/contract/pickups';
import type { Address, InvoiceRow, Pickup, PickupDate, User, Zone } from '@fcs/shared/model/entities';
import type { InvoiceDetail } from '@fcs/shared/model/invoices';
import type { DevOutboxMessage, EmailUpdateResult } from '@fcs/shared/model/profile';
import type { ReportQuery } from '@fcs/shared/model/report';
import { request } from './http';

/**
 * Customer self-service (spec 2, spec 1 §2.7). Each resolves with the answer's data or rejects
 * with {status, message} (the server's words: show them as they are). The api answers the spec's
 * success texts as `message`; the screens show the same MSG constants.
 */

// Zones and pickup dates.
export const listZones = () => request<Zone[]>('main', { method: 'GET', url: '/zones' });
/** The zone holding a zip code; rejects 404 with message MSG.zoneNotFound ('zone not found') when none does. */
export const getZoneByZip = (zip: string) =>
  request<Zone>('main', { method: 'GET', url: `/zones/by_zip/${encodeURIComponent(zip.trim())}` });
/** Every active pickup date; with a zone: only its dates that are today or later (ET), in date order. */
export const listPickupDates = (zoneId?: string) =>
  request<PickupDate[]>('main', { method: 'GET', url: '/pickup_dates', params: zoneId ? { zone_id: zoneId } : undefined });

// Pickups.
export const getPickup = (id: string) => request<Pickup>('main', { method: 'GET', url: `/pickups/${encodeURIComponent(id)}` });
export const requestPickup = (body: PickupRequest) => request<Pickup>('main', { method: 'POST', url: '/pickups', data: body });
export const updatePickup = (body: PickupUpdate) => request<Pickup>('main', { method: 'PUT', url: '/pickups', data: body });
export const cancelPickup = (body: PickupCancel) => request<Pickup>('main', { method: 'PUT', url: '/pickups/cancel', data: body });
/** My Requested Pickups: only the caller's own, whatever their privileges. */
export const listMyPickups = (query: ReportQuery) =>
  request<Pickup[]>('report', { method: 'POST', url: '/data/pickups', data: { ...query, view: 'mine' } });
export const countMyPickups = (query: Pick<ReportQuery, 'filters'>) =>
  request<number>('report', { method: 'POST', url: '/row/pickups', data: { ...query, view: 'mine' } });

// Delivery addresses.
export const listAddresses = () => request<Address[]>('main', { method: 'GET', url: '/delivery_addresses' });
export const getAddress = (userId: string, addressId: string) =>
  request<Address>('main', { method: 'GET', url: `/delivery_addresses/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}` });
export const addAddress = (body: AddressCreate) => request<Address>('main', { method: 'POST', url: '/delivery_address', data: body });
export const updateAddress = (body: AddressUpdate) => request<Address>('main', { method: 'PUT', url: '/delivery_address', data: body });
/** Answers the remaining addresses, the (possibly new) default first. */
export const deleteAddress = (address: AddressRef) =>
  request<Address[]>('main', { method: 'DELETE', url: '/delivery_address', data: address });
/** Answers the addresses, the new default first. */
export const makeDefaultAddress = (address: AddressRef) =>
  request<Address[]>('main', { method: 'PUT', url: '/default_delivery_address', data: address });

// Profile and e-mail.
export const updateProfile = (body: ProfileUpdate) => request<User>('main', { method: 'PUT', url: '/profile', data: body });
/** The portal's language, kept with the caller's profile (issue 24). */
export const updateLanguage = (body: ProfileLanguage) => request<User>('main', { method: 'PUT', url: '/profile/language', data: body });
/** email_verification 'Verified': nothing more to do; 'Unverified': a code was e-mailed, ask for it. */
export const updateEmail = (body: EmailUpdate) => request<EmailUpdateResult>('main', { method: 'PUT', url: '/update_email', data: body });
export const verifyEmail = (body: EmailVerification) =>
  request<User>('main', { method: 'PUT', url: '/update_email_verification', data: body });

// Invoices.
export const getInvoice = (id: string) => request<InvoiceDetail>('main', { method: 'GET', url: `/invoices/${encodeURIComponent(id)}` });
/** My Invoices: only the caller's own. */
export const listMyInvoices = (query: ReportQuery) =>
  request<InvoiceRow[]>('report', { method: 'POST', url: '/data/invoices', data: { ...query, view: 'mine' } });
export const countMyInvoices = (query: Pick<ReportQuery, 'filters'>) =>
  request<number>('report', { method: 'POST', url: '/row/invoices', data: { ...query, view: 'mine' } });

/** Development only (api with the Auth emulator): the latest outbox messages, where the e-mail code can be read. */
export const listDevOutbox = (limit = 20) => request<DevOutboxMessage[]>('main', { method: 'GET', url: '/dev/outbox', params: { limit } });
