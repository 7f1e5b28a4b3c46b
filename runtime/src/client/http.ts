import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { ApiFailure, Envelope } from '@fcs/shared/model/envelope';
import { toFailure } from './failure';

export { isApiFailure, toFailure } from './failure';

/** What the shell (or a remote's standalone host) tells the client at start. */
export interface ClientConfig {
  /** Main API base URL, e.g. http://localhost:8080 */
  apiUrl: string;
  /** Report service base URL, e.g. http://localhost:8080/api */
  reportUrl: string;
  projectId: string;
  /**
   * The signed-in (or anonymous) user's ID token; null while there is none. For a public read
   * (PUBLIC in the contract's ENDPOINTS) the host may answer null to send the call without one.
   */
  getToken: (publicRead?: boolean) => Promise<string | null>;
  /** Told every failure before the caller is: the shell learns from a 403 that the account is disabled. */
  onFailure?: (failure: ApiFailure) => void;
}

let config: ClientConfig | null = null;
const http: AxiosInstance = axios.create({ timeout: 30_000 });

export function configureClient(next: ClientConfig): void {
  config = next;
}

export function clientConfig(): ClientConfig | null {
  return config;
}

export type Base = 'main' | 'report';

/**
 * One call's axios options; `publicRead` for an endpoint PUBLIC in the contract (no token needed);
 * `idempotencyKey` to send a write under a key of the caller's (the same action sent again, from a
 * queue that survives a reload): by default each write gets a fresh one.
 */
export type CallOptions = AxiosRequestConfig & { publicRead?: boolean; withoutProjectId?: boolean; idempotencyKey?: string };

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
/**
 * A write is sent again, with the same Idempotency-Key, after a failure that may not have reached
 * the api or whose outcome is unknown: no answer at all, 502 (a commit whose outcome is unknown) or
 * 503 (nothing was done). The api answers a repeat of a key it has done with its first answer, so
 * the action is never applied twice nor lost to a dropped answer.
 */
export const WRITE_RETRIES = 2;
const RETRY_AFTER_MS = [400, 1_200];
const mayRetry = (f: ApiFailure) => f.status === 0 || f.status === 502 || f.status === 503;

/** A fresh key: crypto.randomUUID, or the same form from getRandomValues where the page is not a secure context. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * One call: adds Token and Project-ID, runs only with a non-empty token (a public read may go
 * without), unwraps `data` of an Ok
 * envelope, and throws {status, message} for anything else.
 */
export async function request<T>(base: Base, options: CallOptions): Promise<T> {
  return (await requestEnvelope<T>(base, options)).data as T;
}

/** The same call, answering the whole Ok envelope (for the fields beside `data`: cursors, count_kind). */
export async function requestEnvelope<T, Extra extends object = object>(
  base: Base,
  options: CallOptions,
): Promise<Envelope<T> & Partial<Extra>> {
  if (!config) throw { status: 0, message: 'The api client is not configured' } satisfies ApiFailure;
  const { publicRead, withoutProjectId, idempotencyKey, ...axiosOptions } = options;
  const token = await config.getToken(publicRead);
  if (!token && !publicRead) throw { status: 401, message: 'Please wait for sign-in to finish and try again' } satisfies ApiFailure;
  const write = WRITES.has((axiosOptions.method ?? 'get').toLowerCase());
  const key = write ? (idempotencyKey ?? newIdempotencyKey()) : undefined;
  for (let attempt = 0; ; attempt++) {
    let answered = false;
    try {
      const res = await http.request<Envelope<T>>({
        ...axiosOptions,
        baseURL: base === 'main' ? config.apiUrl : config.reportUrl,
        headers: {
          ...options.headers,
          ...(token ? { Token: token } : {}),
          ...(withoutProjectId ? {} : { 'Project-ID': config.projectId }),
          ...(key ? { 'Idempotency-Key': key } : {}),
        },
      });
      answered = true;
      if (res.data?.status !== 'Ok') throw { status: res.status, message: res.data?.message || 'Unexpected answer' } satisfies ApiFailure;
      return res.data as Envelope<T> & Partial<Extra>;
    } catch (e) {
      const failure = toFailure(e);
      if (write && !answered && attempt < WRITE_RETRIES && mayRetry(failure)) {
        await new Promise((r) => setTimeout(r, RETRY_AFTER_MS[attempt]));
        continue;
      }
      config?.onFailure?.(failure);
      throw failure;
    }
  }
}
