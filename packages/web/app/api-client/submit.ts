import { type ErrorBody, type Locale, LocaleId } from '@vag/domain';
import type { Query } from './client';

/**
 * The write half of the typed client (DESIGN §2 "Writes have one path too"): every mutation
 * function of `api-client/` names its endpoint with `write()` and hands the call to a `Submit`.
 * On the server that is `serverSubmit` (session, CSRF, forwarded headers); a test passes one
 * that records the calls.
 */
export interface SubmitCall {
  write: Write;
  /** The values of the path's `{name}` parameters. */
  params?: Record<string, string | number>;
  query?: Query;
  /** A posted form (its `_token` is the CSRF token), or a JSON body (its `_token` likewise). */
  body?: FormData | Record<string, unknown>;
}

declare const declaredMark: unique symbol;

/**
 * One write of the API: its method and its path as the API's OpenAPI document writes it, `{name}`
 * marking a parameter. Only `write()` makes one, so every endpoint the client writes to is listed
 * by `declaredWrites()`, which packages/server/src/api-contract.test.ts checks against the API.
 */
export interface Write {
  readonly method: 'POST' | 'DELETE';
  readonly path: string;
  readonly [declaredMark]: true;
}

const declared: Write[] = [];

export function write(method: Write['method'], path: string): Write {
  const endpoint = Object.freeze({ method, path }) as Write;
  declared.push(endpoint);
  return endpoint;
}

/** Every write declared by the modules loaded so far. */
export function declaredWrites(): readonly Write[] {
  return declared;
}

/** The write's path with its parameters filled in (each one encoded as a path segment). */
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
  /** The API's JSON body (the contract's error body when not ok; `{}` when it sent no JSON). */
  body: Partial<T> & Partial<ErrorBody>;
  /** The API's Set-Cookie headers, to pass on with the page's response or redirect. */
  headers: Headers;
}

export type Submit = <T = Record<string, unknown>>(call: SubmitCall) => Promise<Submitted<T>>;

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

/**
 * The form fields of a contract's body (`z.input` of its schema): its keys, as the strings a form
 * posts, the required ones required. A renamed or removed field breaks the action that builds it.
 */
export type FormFields<T> = { [K in RequiredKeys<T>]: string } & {
  [K in Exclude<keyof T, RequiredKeys<T>>]?: string;
} & { _token?: string };

/** A typed form body as the browser would have posted it. */
export function formDataOf(fields: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  return form;
}

/** What a zod schema takes and gives, read from its type (the web reads zod only through `@vag/domain`). */
interface SchemaLike {
  _zod: { input: unknown; output: unknown };
}
/** The answer a contract's schema describes. */
export type Answer<S extends SchemaLike> = S['_zod']['output'];
/** The body a contract's schema takes. */
export type Posted<S extends SchemaLike> = S['_zod']['input'];
/** The form body a contract's schema takes. */
export type FormOf<S extends SchemaLike> = FormFields<S['_zod']['input']>;

/** The query that makes the API answer in the page's language. */
export function inLocale(locale: Locale) {
  return { locale_id: LocaleId[locale] };
}
