import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { ApiFailure, Envelope } from '../model/envelope';
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

/** One call's axios options; `publicRead` for an endpoint PUBLIC in the contract (no token needed). */
export type CallOptions = AxiosRequestConfig & { publicRead?: boolean; withoutProjectId?: boolean };

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
  const { publicRead, withoutProjectId, ...axiosOptions } = options;
  const token = await config.getToken(publicRead);
  if (!token && !publicRead) throw { status: 401, message: 'Please wait for sign-in to finish and try again' } satisfies ApiFailure;
  try {
    const res = await http.request<Envelope<T>>({
      ...axiosOptions,
      baseURL: base === 'main' ? config.apiUrl : config.reportUrl,
      headers: { ...options.headers, ...(token ? { Token: token } : {}), ...(withoutProjectId ? {} : { 'Project-ID': config.projectId }) },
    });
    if (res.data?.status !== 'Ok') throw { status: res.status, message: res.data?.message || 'Unexpected answer' } satisfies ApiFailure;
    return res.data as Envelope<T> & Partial<Extra>;
  } catch (e) {
    const failure = toFailure(e);
    config?.onFailure?.(failure);
    throw failure;
  }
}
