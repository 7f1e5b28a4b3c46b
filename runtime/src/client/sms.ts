import type {
  SmsMessagesPage,
  SmsMessagesQuery,
  SmsRateInput,
  SmsRateRow,
  SmsRateUpdateInput,
  SmsUsageMonth,
} from '@fcs/shared/contract/sms';
import { request } from './http';

/**
 * SMS usage (admin) and SMS rates (the list for admin, writes for sa) — issue 12. Each resolves
 * with the answer's data or rejects with {status, message}; the success texts are MSG's
 * createSmsRate, updateSmsRate and deleteSmsRate (the api answers the same).
 */
export const listSmsMonths = (last = 12) => request<SmsUsageMonth[]>('main', { method: 'GET', url: '/sms_months', params: { last } });
export const listSmsMessages = (query: SmsMessagesQuery) =>
  request<SmsMessagesPage>('main', { method: 'GET', url: '/sms_messages', params: query });
export const listSmsRates = () => request<SmsRateRow[]>('main', { method: 'GET', url: '/sms_rates' });
export const createSmsRate = (body: SmsRateInput) => request<SmsRateRow>('main', { method: 'POST', url: '/sms_rates', data: body });
export const updateSmsRate = (body: SmsRateUpdateInput) => request<SmsRateRow>('main', { method: 'PUT', url: '/sms_rates', data: body });
export const deleteSmsRate = (id: string) => request<{ id: string }>('main', { method: 'DELETE', url: '/sms_rates', data: { id } });
