import { createHash, randomBytes } from 'node:crypto';
import {
  CLOSED_STATUSES,
  isLanguage,
  isNotCollectedReason,
  NOT_COLLECTED_REASON_TEXT,
  ownerDetailPath,
  photoUrlsOf,
  STATUS_TOKEN_BYTES,
  STATUS_TOKEN_PATTERN,
  statusLinkAlive,
  statusLinkUrl,
  type Principal,
  type StatusLinkKind,
  type StatusView,
} from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { isUuid } from '../lib/values';

/** The hex SHA-256 a token is kept as. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A new link to a record, made when a notice needs one: 128 random bits in base64url (22
 * characters), of which only the hash is kept. Runs in the notice's transaction.
 */
export async function mintStatusLink(q: Db, kind: StatusLinkKind, recordId: string, portalUrl: string): Promise<string> {
  const token = randomBytes(STATUS_TOKEN_BYTES).toString('base64url');
  await q.query('INSERT INTO status_links (token_hash, record_kind, record_id) VALUES ($1, $2, $3)', [hashToken(token), kind, recordId]);
  return statusLinkUrl(portalUrl, token);
}

/** Ends every live link of a record; answers how many. */
export async function revokeStatusLinks(q: Db, kind: StatusLinkKind, recordId: string): Promise<number> {
  const rows = await q.query<{ id: string }>(
    'UPDATE status_links SET revoked = now() WHERE record_kind = $1 AND record_id = $2 AND revoked IS NULL RETURNING id',
    [kind, recordId],
  );
  return rows.length;
}

/** The record of a kind by id, as the page needs it: its number, status, owner and photos. */
interface RecordRow {
  id: string;
  number: string;
  status: string;
  owner_id: string | null;
  language: string | null;
  photo_urls: unknown;
  pickup_date: string | null;
  pickup_time_from: string | null;
  pickup_time_to: string | null;
  zone_name: string | null;
  /** A pickup's Not collected attempt that waits to be rescheduled: its reason's code. */
  failed_reason: string | null;
}

const RECORD_SQL: Record<StatusLinkKind, string> = {
  package: `SELECT p.id, p.tracking_id AS number, p.status, p.user_id AS owner_id, u.language, p.photo_urls,
                   NULL AS pickup_date, NULL AS pickup_time_from, NULL AS pickup_time_to, NULL AS zone_name, NULL AS failed_reason
              FROM packages p LEFT JOIN users u ON u.id = p.user_id WHERE p.id = $1 AND NOT p.is_deleted`,
  pickup: `SELECT p.id, p.pickup_number AS number, p.status, p.customer_id AS owner_id, u.language, '[]'::jsonb AS photo_urls,
                  p.pickup_date, p.pickup_time_from, p.pickup_time_to, z.name AS zone_name, a.reason AS failed_reason
             FROM pickups p LEFT JOIN users u ON u.id = p.customer_id LEFT JOIN zones z ON z.id = p.zone_id
                  LEFT JOIN pickup_attempts a ON a.id = p.failed_attempt_id
            WHERE p.id = $1`,
  dropoff: `SELECT d.id, d.dropoff_number AS number, d.status, d.customer_id AS owner_id, u.language, '[]'::jsonb AS photo_urls,
                   NULL AS pickup_date, NULL AS pickup_time_from, NULL AS pickup_time_to, NULL AS zone_name, NULL AS failed_reason
              FROM dropoffs d LEFT JOIN users u ON u.id = d.customer_id WHERE d.id = $1`,
};

const TIMELINE_SQL: Record<StatusLinkKind, string> = {
  package: 'SELECT status, date FROM package_status_history WHERE package_id = $1 ORDER BY date, id',
  pickup: "SELECT status, date FROM record_status_history WHERE record_kind = 'pickup' AND record_id = $1 ORDER BY date, id",
  dropoff: "SELECT status, date FROM record_status_history WHERE record_kind = 'dropoff' AND record_id = $1 ORDER BY date, id",
};

interface Opened {
  kind: StatusLinkKind;
  record: RecordRow;
  timeline: { status: string; date: string }[];
}

const isoOf = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * The record a token opens, or null for any token that is malformed, unknown, revoked, of a record
 * gone, or of a record closed more than 90 days ago: the caller answers all of them alike.
 */
export async function openStatusLink(q: Db, token: string, now: Date = new Date()): Promise<Opened | null> {
  if (!STATUS_TOKEN_PATTERN.test(token)) return null;
  const [link] = await q.query<{ record_kind: StatusLinkKind; record_id: string; revoked: Date | null }>(
    'SELECT record_kind, record_id, revoked FROM status_links WHERE token_hash = $1',
    [hashToken(token)],
  );
  if (!link || link.revoked || !isUuid(link.record_id) || !Object.hasOwn(RECORD_SQL, link.record_kind)) return null;
  const kind = link.record_kind;
  const [record] = await q.query<RecordRow>(RECORD_SQL[kind], [link.record_id]);
  if (!record) return null;
  const timeline = (await q.query<{ status: string; date: Date | string }>(TIMELINE_SQL[kind], [record.id])).map((h) => ({
    status: h.status,
    date: isoOf(h.date),
  }));
  // A closed record closed when it last took a closing status.
  const closedAt = [...timeline].reverse().find((h) => CLOSED_STATUSES[kind].includes(h.status))?.date ?? null;
  if (!statusLinkAlive(kind, record.status, closedAt, now)) return null;
  return { kind, record, timeline };
}

/** The stored key of a record's n-th photo (1-based), or null. */
export const photoKeyOf = (opened: Opened, n: number): string | null => photoUrlsOf(opened.record.photo_urls)[n - 1] ?? null;

/** What the page shows of an opened link, and the owner's detail path when the caller owns the record. */
export function statusViewOf(opened: Opened, token: string, apiUrl: string, who: Principal): StatusView {
  const { kind, record, timeline } = opened;
  const photos = photoUrlsOf(record.photo_urls).map((_, i) => `${apiUrl}/status/${token}/photos/${i + 1}`);
  const owns = who.loggedIn && !!who.cid && who.cid === record.owner_id;
  return {
    kind,
    number: record.number,
    status: record.status,
    timeline,
    pickup:
      kind === 'pickup'
        ? { date: record.pickup_date, time_from: record.pickup_time_from, time_to: record.pickup_time_to, zone: record.zone_name }
        : null,
    // The reason only, in the customer's words: never the driver's remark or name.
    failure: isNotCollectedReason(record.failed_reason)
      ? { reason: NOT_COLLECTED_REASON_TEXT[isLanguage(record.language) ? record.language : 'en'][record.failed_reason] }
      : null,
    photos,
    language: isLanguage(record.language) ? record.language : 'en',
    detail_path: owns ? ownerDetailPath(kind, record.id) : null,
  };
}
