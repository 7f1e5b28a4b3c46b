import { smsCharge } from '@fcs/shared/contract';
import { SMS_RATES } from './demo-data';
import { DAY, prng } from './random';

const TEXTS = [
  'FCS: pickup PU%n% confirmed for %d% 09:00-12:00. Driver: Daniel Reyes.',
  'FCS: parcels of pickup PU%n% collected. Thank you!',
  'FCS: pickup PU%n% moved to %d% 13:00-16:00.',
  'FCS: drop-off DO%n% completed. Thank you!',
  // Long enough for two segments.
  'FCS: your pickup PU%n% is confirmed for %d% between 09:00 and 12:00. Please have your parcels packed and labelled; our driver Daniel Reyes will call you 30 minutes before arriving. Reply STOP to opt out.',
];
// Burmese: UCS-2, 70 characters a segment.
const BURMESE = ['FCS: ပစ္စည်းလာယူမှု PU%n% ကို %d% တွင် အတည်ပြုပြီးပါပြီ။', 'FCS: PU%n% ပစ္စည်းများ ရယူပြီးပါပြီ။ ကျေးဇူးတင်ပါသည်။'];
const US_PHONES = ['+15550100001', '+15550100002', '+15550100011', '+15550100003'];
const MM_PHONES = ['+959250100021', '+959450100022'];

export interface SeedSms {
  date: Date;
  to: string;
  message: string;
  countryCode: string | null;
  segments: number;
  encoding: 'GSM-7' | 'UCS-2';
  amount: number | null;
  status: string;
  error: string | null;
}

/** About a year of sent SMS, busier in some months than others, newest two within the last hours. */
export function smsHistory(now: Date): SeedSms[] {
  const r = prng(12_2026);
  const out: SeedSms[] = [];
  let n = 1;
  for (let daysAgo = 364; daysAgo >= 0; daysAgo--) {
    // A seasonal wave (more before the holidays) on top of chance.
    const month = new Date(now.getTime() - daysAgo * DAY).getUTCMonth();
    const busy = month === 10 || month === 11 ? 0.75 : month === 6 || month === 7 ? 0.25 : 0.45;
    const count = (r.next() < busy ? 1 : 0) + (r.next() < busy / 3 ? 1 : 0) + (daysAgo <= 1 ? 1 : 0);
    for (let i = 0; i < count; i++) {
      const date = new Date(now.getTime() - daysAgo * DAY - r.int(1, 20) * 1_800_000);
      const burmese = r.next() < 0.2;
      const to = burmese ? r.pick(MM_PHONES) : r.pick(US_PHONES);
      const when = `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
      const message = r
        .pick(burmese ? BURMESE : TEXTS)
        .replace('%n%', String(n++).padStart(6, '0'))
        .replace('%d%', when);
      const failed = r.next() < 0.03;
      const charge = smsCharge(message, to, SMS_RATES);
      out.push({
        date,
        to,
        message,
        countryCode: charge.countryCode,
        segments: charge.segments,
        encoding: charge.encoding,
        amount: failed ? 0 : charge.amount,
        status: failed ? 'failed' : 'delivered',
        error: failed ? 'SMS provider answered 503: carrier unreachable' : null,
      });
    }
  }
  return out;
}
