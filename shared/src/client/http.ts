import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { ApiFailure, Envelope } from '../model/envelope';

/** What the shell (or a remote's standalone host) tells the client at start. */
export interface ClientConfig {
  /** Main API base URL, e.g. http://localhost:8080 */
  apiUrl: string;
  /** Report service base URL, e.g. http://localhost:8080/api */
  reportUrl: string;
  projectId: string;
  /** The signed-in (or anonymous) user's ID token; null while there is none. */
  getToken: () => Promise<string | null>;
}

let config: ClientConfig | null = null;
const http: AxiosInstance = axios.create({ timeout: 30_000 });

export function configureClient(next: ClientConfig): void {
  config = next;
}

export function clientConfig(): ClientConfig | null {
  return config;
}

export function isApiFailure(e: unknown): e is ApiFailure {
  return typeof e === 'object' && e !== null && 'status' in e && 'message' in e && typeof (e as ApiFailure).status === 'number';
}

/** Every failure becomes {status, message}: the server's message, or the network error's. */
export function toFailure(e: unknown): ApiFailure {
  // An axios error has a numeric status and a message of its own ("Request failed with status code
  // 400"): read the server's message first. isAxiosError, not instanceof: a bundle may hold the class twice.
  if (axios.isAxiosError(e)) {
    const body = e.response?.data as Partial<Envelope<unknown>> | undefined;
    return { status: e.response?.status ?? 0, message: body?.message || e.message || 'Network Error' };
  }
  if (isApiFailure(e)) return { status: e.status, message: e.message };
  return { status: 0, message: e instanceof Error ? e.message : String(e) };
}

export type Base = 'main' | 'report';

/**
 * One call: adds Token and Project-ID, runs only with a non-empty token, unwraps `data` of an Ok
 * envelope, and throws {status, message} for anything else.
 */
export async function request<T>(base: Base, options: AxiosRequestConfig): Promise<T> {
  return (await requestEnvelope<T>(base, options)).data as T;
}

/** The same call, answering the whole Ok envelope (for the fields beside `data`: cursors, count_kind). */
export async function requestEnvelope<T, Extra extends object = object>(
  base: Base,
  options: AxiosRequestConfig,
): Promise<Envelope<T> & Partial<Extra>> {
  if (!config) throw { status: 0, message: 'The api client is not configured' } satisfies ApiFailure;
  const token = await config.getToken();
  if (!token) throw { status: 401, message: 'Please wait for sign-in to finish and try again' } satisfies ApiFailure;
  try {
    const res = await http.request<Envelope<T>>({
      ...options,
      baseURL: base === 'main' ? config.apiUrl : config.reportUrl,
      headers: { ...options.headers, Token: token, 'Project-ID': config.projectId },
    });
    if (res.data?.status !== 'Ok') throw { status: res.status, message: res.data?.message || 'Unexpected answer' } satisfies ApiFailure;
    return res.data as Envelope<T> & Partial<Extra>;
  } catch (e) {
    throw toFailure(e);
  }
}
