import { request } from '@fcs/shared/client';

/** What the preview needs of an SMS rate (spec 3 §3). */
export interface PreviewRate {
  id: string;
  country: string;
  country_code: string;
  rate: number;
}

/** The active SMS rates (spec 3 §7: SMS rates with delete_time 0), the list the SMS Rates page reads. */
export const listRatesForPreview = () => request<PreviewRate[]>('main', { method: 'GET', url: '/sms_rates' });
