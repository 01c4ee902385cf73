import { type ErrorBody, type Locale, LocaleId } from '@vag/domain';
import type { Query } from './client';

/**
 * The write half of the admin client, as the storefront's (packages/web/app/api-client/submit.ts):
 * every mutation names its endpoint once with `write()` and goes through one `Submit`.
 */
export interface Write {
  readonly method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
}

const declared: Write[] = [];

export function write(method: Write['method'], path: string): Write {
  const endpoint = Object.freeze({ method, path });
  declared.push(endpoint);
  return endpoint;
}

/** Every write declared by the modules loaded so far (checked against the admin API's routes). */
export function declaredWrites(): readonly Write[] {
  return declared;
}

export interface SubmitCall {
  write: Write;
  params?: Record<string, string | number>;
  query?: Query;
  /** A posted form (its `_token` is the CSRF token), or a JSON body. */
  body?: FormData | Record<string, unknown>;
}

export function filledPath(endpoint: Write, params: SubmitCall['params'] = {}): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The API's answer to a write: never thrown, a refusal is an answer the form shows. */
export interface Submitted<T> {
  status: number;
  ok: boolean;
  body: Partial<T> & Partial<ErrorBody>;
  /** The API's Set-Cookie headers, to pass on with the page's response or redirect. */
  headers: Headers;
}

export type Submit = <T = Record<string, unknown>>(call: SubmitCall) => Promise<Submitted<T>>;

export function inLocale(locale: Locale) {
  return { locale_id: LocaleId[locale] };
}
