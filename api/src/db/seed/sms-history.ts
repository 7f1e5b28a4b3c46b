import {
  FORMAT_OF_NOTICE,
  formatTextsIn,
  pickupNoticeVariables,
  renderFormatTexts,
  smsCharge,
  type PickupNotice,
  type PickupNoticeSource,
} from '@fcs/shared/contract';
import { EMAIL_FORMATS, ROUTE_CUSTOMERS, SMS_RATES } from './demo-data';
import { dateOfId, DAY, etDateId, prng } from './random';

const HOUR = 3_600_000;

/**
 * One of the office's pickups of the past year, before the seeded weeks (issue 38: the SMS history
 * named pickups PU000037 and up, which did not exist, and the portal's next pickups were given those
 * numbers). A route customer's, by index, on an office day `daysAgo` before the seeding.
 */
export interface PastPickup {
  customer: number;
  daysAgo: number;
  from: string;
  to: string;
  staff: 'driver' | 'pickups';
  status: 'completed' | 'canceled';
  /** Moved once before it was collected (its SMS: the move, then the collection). */
  rescheduled: boolean;
  boxes: number;
}

/** The seeded pickups reach back 21 days; the past year's end the day before. */
const FIRST_SEEDED_DAY = 21;
const WINDOWS: readonly [string, string][] = [
  ['09:00', '12:00'],
  ['10:00', '13:00'],
  ['13:00', '16:00'],
  ['14:00', '17:00'],
];

/**
 * About a year of pickups, busier before the holidays and quieter in summer, on office days only
 * (Monday to Saturday, spec 1 §9), so that the year of SMS they sent has months that differ.
 */
export function pastPickups(now: Date): PastPickup[] {
  const r = prng(12_2026);
  const out: PastPickup[] = [];
  for (let daysAgo = 364; daysAgo > FIRST_SEEDED_DAY; daysAgo--) {
    const day = etDateId(new Date(now.getTime() - daysAgo * DAY));
    if (dateOfId(day).getUTCDay() === 0) continue;
    const month = Number(day.slice(4, 6));
    const busy = month >= 11 ? 0.6 : month === 7 || month === 8 ? 0.15 : 0.35;
    const count = (r.next() < busy ? 1 : 0) + (r.next() < busy / 4 ? 1 : 0);
    for (let i = 0; i < count; i++) {
      const [from, to] = r.pick(WINDOWS);
      const canceled = r.next() < 0.08;
      out.push({
        customer: r.int(0, ROUTE_CUSTOMERS.length - 1),
        daysAgo,
        from,
        to,
        staff: r.next() < 0.5 ? 'driver' : 'pickups',
        status: canceled ? 'canceled' : 'completed',
        rescheduled: !canceled && r.next() < 0.15,
        boxes: r.int(1, 4),
      });
    }
  }
  return out;
}

/** A seeded pickup as the SMS history reads it: the notice's source and the customer's language. */
export interface HistoryPickup extends PickupNoticeSource {
  id: string;
  status: string;
  created_date: Date;
  updated_date: Date;
  language: string | null;
}

export interface SeedSms {
  date: Date;
  to: string;
  message: string;
  formatId: string;
  pickupId: string;
  countryCode: string | null;
  segments: number;
  encoding: 'GSM-7' | 'UCS-2';
  amount: number | null;
  status: string;
  error: string | null;
}

/**
 * The SMS the demo's pickups sent, as the api sends them (the seeded SMS formats, in the customer's
 * language, to the customer's phone, each charged by its country's rate): a confirmation the day
 * before (or the move, for a rescheduled one) and, for a collected one, the collection. Only the
 * formats whose SMS is switched on send one (Cancel Pickup's is off). No message is later than now.
 */
export function smsHistory(pickups: readonly HistoryPickup[], now: Date): SeedSms[] {
  const r = prng(20_261_201);
  const out: SeedSms[] = [];
  const send = (p: HistoryPickup, notice: PickupNotice, at: Date) => {
    const format = EMAIL_FORMATS.find((f) => f.id === FORMAT_OF_NOTICE[notice])!;
    const to = p.customer_phone_number;
    if (!format.enable_send_sms || !to) return;
    // After the request, and before now: a pickup of the next days was confirmed (or moved) in the last hours.
    const latest = now.getTime() - r.int(1, 12) * 15 * 60_000;
    const date = new Date(Math.min(Math.max(at.getTime(), p.created_date.getTime() + HOUR), latest));
    const message = renderFormatTexts(
      formatTextsIn(format, p.language),
      pickupNoticeVariables(notice, p, date, p.language === 'my' ? 'my' : 'en'),
    ).sms;
    const failed = r.next() < 0.03;
    const charge = smsCharge(message, to, SMS_RATES);
    out.push({
      date,
      to,
      message,
      formatId: format.id,
      pickupId: p.id,
      countryCode: charge.countryCode,
      segments: charge.segments,
      encoding: charge.encoding,
      amount: failed ? 0 : charge.amount,
      status: failed ? 'failed' : 'delivered',
      error: failed ? 'SMS provider answered 503: carrier unreachable' : null,
    });
  };
  for (const p of pickups) {
    if (!p.pickup_date) continue;
    const day = dateOfId(p.pickup_date);
    // Confirmed (or moved) in the afternoon before the day, within the office's hours.
    const before = new Date(day.getTime() - 20 * HOUR + r.int(0, 4 * 60) * 60_000 + r.int(0, 59) * 1000);
    if (p.status === 'completed' || p.status === 'confirmed') send(p, p.reschedule_remark ? 'reschedule' : 'confirm', before);
    if (p.status === 'rescheduled') send(p, 'reschedule', before);
    if (p.status === 'completed') send(p, 'complete', p.updated_date);
  }
  return out.sort((a, b) => a.date.getTime() - b.date.getTime());
}
