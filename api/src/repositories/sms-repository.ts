import {
  REPORT_TIME_ZONE,
  SMS_MONTH_ID,
  type SmsLogRow,
  type SmsMessagesPage,
  type SmsRateRow,
  type SmsUsageMonth,
} from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { iso, isUuid } from '../lib/values';

interface LogRow {
  id: string;
  date: Date | string;
  from_number: string;
  to_number: string;
  message: string;
  amount: number | string | null;
  status: string;
  segments: number;
  country_code: string | null;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

const toLogRow = (r: LogRow): SmsLogRow => ({
  id: r.id,
  date: iso(r.date),
  from: r.from_number,
  to: r.to_number,
  message: r.message,
  amount: num(r.amount),
  status: r.status,
  segments: Number(r.segments),
  country_code: r.country_code,
});

const toRate = (r: { id: string; country: string; country_code: string; rate: number | string }): SmsRateRow => ({
  id: r.id,
  country: r.country,
  country_code: r.country_code,
  rate: Number(r.rate),
});

/** The month's bounds as instants: its first and the next month's first midnight in America/New_York. */
const MONTH_BOUNDS = `make_timestamp($1::int, $2::int, 1, 0, 0, 0) AT TIME ZONE '${REPORT_TIME_ZONE}'`;
const NEXT_MONTH = `(make_timestamp($1::int, $2::int, 1, 0, 0, 0) + interval '1 month') AT TIME ZONE '${REPORT_TIME_ZONE}'`;

/** The SMS log by month (spec 3 "SMS usage") and the rates per country ("SMS rates"). */
export function smsRepository(db: Db) {
  return {
    /** The last `last` months up to the current one (ET), newest first, with 0 for months without SMS. */
    async months(last: number, q: Db = db): Promise<SmsUsageMonth[]> {
      const rows = await q.query<{ id: string; count: number; amount: number | string }>(
        `WITH m AS (
           SELECT date_trunc('month', now() AT TIME ZONE '${REPORT_TIME_ZONE}') - make_interval(months => g) AS start
             FROM generate_series(0, $1::int - 1) g),
         ids AS (SELECT start, to_char(start, 'YYYY') || extract(month FROM start)::int::text AS id FROM m)
         SELECT ids.id, COALESCE(s.count, 0)::int AS count, COALESCE(s.amount, 0) AS amount
           FROM ids LEFT JOIN sms_months s ON s.id = ids.id
          ORDER BY ids.start DESC`,
        [last],
      );
      return rows.map((r) => ({ id: r.id, count: Number(r.count), amount: Number(r.amount) }));
    },

    /** One page of a month's messages, newest first, with the month's count and amount. */
    async messages(month: string, limit: number, offset: number, q: Db = db): Promise<SmsMessagesPage> {
      const [, year, mon] = SMS_MONTH_ID.exec(month)!;
      const params = [Number(year), Number(mon)];
      const inMonth = `date >= ${MONTH_BOUNDS} AND date < ${NEXT_MONTH}`;
      const [rows, [sum]] = await Promise.all([
        q.query<LogRow>(
          `SELECT id, date, from_number, to_number, message, amount, status, segments, country_code
             FROM sms_messages WHERE ${inMonth} ORDER BY date DESC, id DESC LIMIT $3 OFFSET $4`,
          [...params, limit, offset],
        ),
        q.query<{ total: number; amount: number | string }>(
          `SELECT count(*)::int AS total, COALESCE(sum(amount), 0) AS amount FROM sms_messages WHERE ${inMonth}`,
          params,
        ),
      ]);
      return { rows: rows.map(toLogRow), total: Number(sum?.total ?? 0), amount: Number(sum?.amount ?? 0) };
    },

    async rates(q: Db = db): Promise<SmsRateRow[]> {
      return (
        await q.query<SmsRateRow>(
          'SELECT id, country, country_code, rate FROM sms_rates WHERE delete_time = 0 ORDER BY country, country_code, id',
        )
      ).map(toRate);
    },

    async activeRate(id: string, q: Db = db): Promise<SmsRateRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await q.query<SmsRateRow>(
        'SELECT id, country, country_code, rate FROM sms_rates WHERE id = $1 AND delete_time = 0 FOR UPDATE',
        [id],
      );
      return row ? toRate(row) : null;
    },

    /** The active rate of a calling code other than `exceptId`, if any. */
    async rateOfCode(code: string, exceptId: string | null, q: Db = db): Promise<SmsRateRow | null> {
      const [row] = await q.query<SmsRateRow>(
        'SELECT id, country, country_code, rate FROM sms_rates WHERE country_code = $1 AND delete_time = 0 AND id IS DISTINCT FROM $2::uuid',
        [code, exceptId],
      );
      return row ? toRate(row) : null;
    },

    async createRate(input: Omit<SmsRateRow, 'id'>, q: Db = db): Promise<SmsRateRow> {
      const [row] = await q.query<SmsRateRow>(
        'INSERT INTO sms_rates (country, country_code, rate) VALUES ($1, $2, $3) RETURNING id, country, country_code, rate',
        [input.country, input.country_code, input.rate],
      );
      return toRate(row!);
    },

    async updateRate(input: SmsRateRow, q: Db = db): Promise<SmsRateRow> {
      const [row] = await q.query<SmsRateRow>(
        `UPDATE sms_rates SET country = $2, country_code = $3, rate = $4, updated_date = now()
          WHERE id = $1 AND delete_time = 0 RETURNING id, country, country_code, rate`,
        [input.id, input.country, input.country_code, input.rate],
      );
      return toRate(row!);
    },

    /** Soft delete: delete_time is the moment in milliseconds. */
    async deleteRate(id: string, q: Db = db): Promise<void> {
      await q.query(
        `UPDATE sms_rates SET delete_time = (extract(epoch FROM clock_timestamp()) * 1000)::bigint, updated_date = now()
          WHERE id = $1 AND delete_time = 0`,
        [id],
      );
    },
  };
}
