import type { ErrorBody } from '@vag/domain';
import type { ApiTransport } from '../context';

type QueryValue = string | number | undefined | null;
export type Query = Record<string, QueryValue>;

/** A non-2xx answer of the admin API, with the contract's body when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | undefined,
  ) {
    super(body?.message ?? `admin API answered ${status}`);
    this.name = 'ApiError';
  }
}

export function buildQuery(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The reads of the back office: GETs through the server's transport (in-process on our server). */
export class AdminApi {
  constructor(private readonly options: { baseUrl: string; transport: ApiTransport; headers: Headers }) {}

  async get<T>(path: string, query?: Query): Promise<T> {
    const headers = new Headers(this.options.headers);
    headers.set('accept', 'application/json');
    const response = await this.options.transport(
      new Request(new URL(`${path}${buildQuery(query)}`, this.options.baseUrl), { headers }),
    );
    const json = await response.json().catch(() => undefined);
    if (!response.ok) throw new ApiError(response.status, json as ErrorBody | undefined);
    return json as T;
  }
}
