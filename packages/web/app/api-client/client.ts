import { type ErrorBody, HTTP_RETRIES } from '@vag/domain';
import type { ApiTransport } from '../context';

type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/** A non-2xx answer of the API, with the contract's body when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | undefined,
  ) {
    super(body?.message ?? `API answered ${status}`);
    this.name = 'ApiError';
  }
}

const RETRYABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/** An answer of the API as it came: its status and its body's text. */
export interface RawAnswer {
  status: number;
  text: string;
}

/**
 * The GET answers one render has had, by method, path and cookies (`serverApi`): an identical GET
 * asked again by another loader of the same request is answered from here. Each caller parses
 * its own copy, so no loader sees what another did to its data.
 */
export type ReadMemo = Map<string, Promise<RawAnswer>>;

export interface ApiClientOptions {
  baseUrl: string;
  transport: ApiTransport;
  /** Headers sent with every call (on the server: the shopper's cookies, host and request id). */
  headers?: HeadersInit;
  /** Waits between retries; tests pass a no-op. */
  sleep?: (ms: number) => Promise<void>;
  /** The reads of one request (server side only); a write empties it. */
  reads?: ReadMemo;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function buildQuery(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * One client for the browser and the server. Idempotent calls are retried up to
 * HTTP_RETRIES times (spec §7) on network failures and gateway errors; a POST never is,
 * so an order is never placed twice by a retry.
 */
export class ApiClient {
  private readonly sleep: (ms: number) => Promise<void>;
  /** Whose reads these are: the memo's keys carry the cookies the calls send. */
  private readonly cookie: string;

  constructor(private readonly options: ApiClientOptions) {
    this.sleep = options.sleep ?? defaultSleep;
    this.cookie = options.reads ? (new Headers(options.headers).get('cookie') ?? '') : '';
  }

  get<T>(path: string, query?: Query): Promise<T> {
    return this.send<T>('GET', `${path}${buildQuery(query)}`);
  }

  post<T>(path: string, body?: FormData | Record<string, unknown>, query?: Query): Promise<T> {
    return this.send<T>('POST', `${path}${buildQuery(query)}`, body);
  }

  private async send<T>(method: string, path: string, body?: FormData | Record<string, unknown>): Promise<T> {
    const { status, text } = await this.answer(method, path, body);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (status < 200 || status > 299) throw new ApiError(status, json as ErrorBody | undefined);
    return json as T;
  }

  private answer(method: string, path: string, body?: FormData | Record<string, unknown>): Promise<RawAnswer> {
    const reads = this.options.reads;
    if (!reads) return this.exchange(method, path, body);
    if (method !== 'GET') {
      reads.clear();
      return this.exchange(method, path, body).finally(() => reads.clear());
    }
    const key = `${path}\n${this.cookie}`;
    let answer = reads.get(key);
    if (!answer) {
      answer = this.exchange(method, path, body);
      reads.set(key, answer);
      // A call that failed outright is not kept: the next loader asks again.
      answer.catch(() => reads.get(key) === answer && reads.delete(key));
    }
    return answer;
  }

  private async exchange(method: string, path: string, body?: FormData | Record<string, unknown>): Promise<RawAnswer> {
    const retries = RETRYABLE_METHODS.has(method) ? HTTP_RETRIES : 0;
    for (let attempt = 0; ; attempt++) {
      const headers = new Headers(this.options.headers);
      headers.set('accept', 'application/json');
      let payload: BodyInit | undefined;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        headers.set('content-type', 'application/json');
        payload = JSON.stringify(body);
      }
      const request = new Request(new URL(path, this.options.baseUrl), { method, headers, body: payload });
      let response: Response;
      try {
        response = await this.options.transport(request);
      } catch (error) {
        if (attempt < retries) {
          await this.sleep(100 * 2 ** attempt);
          continue;
        }
        throw error;
      }
      if (RETRYABLE_STATUSES.has(response.status) && attempt < retries) {
        await response.body?.cancel();
        await this.sleep(100 * 2 ** attempt);
        continue;
      }
      return { status: response.status, text: await response.text() };
    }
  }
}
