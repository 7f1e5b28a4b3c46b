import { hasPrivilege, type Principal, type Privilege } from './access';
import type { Language } from './languages';
import { routePath, type RouteKey } from './routes';

/**
 * Status links: every package, pickup and drop-off has a page `<portal origin>/s/<token>` that opens
 * without signing in (GET /status/{token} behind it). The token is 16 random bytes (128 bits) in
 * base64url, 22 characters; the api keeps only its SHA-256.
 */
export const STATUS_LINK_KINDS = ['package', 'pickup', 'dropoff'] as const;
export type StatusLinkKind = (typeof STATUS_LINK_KINDS)[number];

export const STATUS_TOKEN_BYTES = 16;
export const STATUS_TOKEN_LENGTH = 22;
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** The page's path before the token (the shell's route /s/:token). */
export const STATUS_LINK_PREFIX = '/s/';
/** The format variable of every notice (Settings' formats). */
export const STATUS_LINK_VARIABLE = 'status_link';

/** The one answer to a token that is unknown, revoked or expired: nothing tells them apart. */
export const STATUS_LINK_INVALID_MSG = 'This link is not valid';
export const STATUS_LINK_REVOKED_MSG = 'The status link was revoked: the next notice brings a new one';

/** A closed record's links stop this many days after it closed. */
export const STATUS_LINK_DAYS_AFTER_CLOSE = 90;
const DAY_MS = 86_400_000;

/** The statuses that close a record (a package is closed once delivered: shipped and handed over). */
export const CLOSED_STATUSES: Record<StatusLinkKind, readonly string[]> = {
  package: ['delivered'],
  pickup: ['completed', 'canceled'],
  dropoff: ['completed', 'canceled'],
};

/** Whether a record's link still opens: open records always; closed ones up to 90 days after closing. */
export function statusLinkAlive(kind: StatusLinkKind, status: string, closedAt: Date | string | null, now: Date = new Date()): boolean {
  if (!CLOSED_STATUSES[kind].includes(status)) return true;
  if (!closedAt) return false;
  return now.getTime() - new Date(closedAt).getTime() <= STATUS_LINK_DAYS_AFTER_CLOSE * DAY_MS;
}

/** The staff privilege that manages a kind of record, and so may revoke its links. */
export const STATUS_LINK_PRIVILEGE: Record<StatusLinkKind, Privilege> = { package: 'pkg', pickup: 'pku', dropoff: 'df' };

export const canRevokeStatusLink = (who: Principal, kind: StatusLinkKind): boolean =>
  who.loggedIn && hasPrivilege(who.privileges, STATUS_LINK_PRIVILEGE[kind]);

/** The owner's full detail screen of each kind. */
const DETAIL_ROUTE: Record<StatusLinkKind, RouteKey> = { package: 'myPackageDetail', pickup: 'myPickupDetail', dropoff: 'myDropoffDetail' };
export const ownerDetailPath = (kind: StatusLinkKind, id: string): string => routePath(DETAIL_ROUTE[kind], { id });

/** A link as a notice writes it: the portal's origin, /s/, the token. */
export const statusLinkUrl = (portalOrigin: string, token: string): string =>
  `${portalOrigin.replace(/\/+$/, '')}${STATUS_LINK_PREFIX}${token}`;

/** The token of a /s/<token> path ('' when the path is not one). */
export function tokenOfStatusPath(pathname: string): string {
  if (!pathname.startsWith(STATUS_LINK_PREFIX)) return '';
  try {
    return decodeURIComponent(pathname.slice(STATUS_LINK_PREFIX.length).replace(/\/+$/, ''));
  } catch {
    return '';
  }
}

/**
 * What the status page shows, and nothing else: no phone, e-mail, street address, remark, another
 * person's name, nor any id that opens something (photos come through the link itself).
 */
export interface StatusView {
  kind: StatusLinkKind;
  /** The tracking number, pickup number or drop-off number. */
  number: string;
  status: string;
  /** Each status with its moment (UTC ISO), oldest first. */
  timeline: { status: string; date: string }[];
  /** A pickup's day (yyyymmdd), time window and zone. */
  pickup: { date: string | null; time_from: string | null; time_to: string | null; zone: string | null } | null;
  /** A failed pickup attempt's reason, when the record has one. */
  failure: { reason: string } | null;
  /** A package's intake photos, each served through the link (GET /status/{token}/photos/{n}). */
  photos: string[];
  /** The language of the customer the record belongs to. */
  language: Language;
  /** The full detail screen, only for the signed-in customer who owns the record. */
  detail_path: string | null;
}
