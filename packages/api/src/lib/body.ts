import { fieldErrors, type IssueLike, type Locale, MEDIA_MAX_BYTES, UPLOAD_MAX_BYTES } from '@vag/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import type { AppEnv } from './context';
import { AppError, ValidationError } from './errors';
import { message } from './messages';

/**
 * A request body that may come as JSON (the typed client) or as a form (HTML form posts and
 * multipart uploads: "forms send string values", spec §5). For `createRoute`'s `request.body`:
 * the route validates whichever arrives with the same schema.
 */
export function jsonOrForm<T extends z.ZodType>(schema: T, description?: string) {
  return {
    description,
    content: {
      'application/json': { schema },
      'multipart/form-data': { schema },
    },
  };
}

/**
 * The validated body of a `jsonOrForm` route. A request without any body skips the route's
 * validators, so the empty body is validated here: missing fields are named, not ignored.
 */
export function bodyOf<T extends z.ZodType>(c: Context<AppEnv>, schema: T): z.output<T> {
  const type = c.req.header('content-type') ?? '';
  if (/json/i.test(type)) return c.req.valid('json' as never) as z.output<T>;
  if (/form/i.test(type)) return c.req.valid('form' as never) as z.output<T>;
  const result = schema.safeParse({});
  if (!result.success) throw new ValidationError(fieldErrors(result.error.issues, c.var.locale, {}));
  return result.data;
}

/** A request body of one field, read before validation (rate-limit keys); '' when absent. */
export async function peekField(c: Context, name: string): Promise<string> {
  const type = c.req.header('content-type') ?? '';
  try {
    let value: unknown;
    if (/json/i.test(type)) value = ((await c.req.json()) as Record<string, unknown>)[name];
    else if (/form/i.test(type)) {
      // A form the CSRF check parsed is reused; otherwise it is parsed from the cached bytes, never
      // cached as formData(): a rejected one would fail the validator, which must answer 400.
      const parsed = c.req.bodyCache.formData as Promise<FormData> | undefined;
      const form = await (parsed ??
        new Response(await c.req.arrayBuffer(), { headers: { 'content-type': type } }).formData());
      value = form.get(name);
    }
    // The value becomes a database key (rate limits) before validation: PostgreSQL text holds no NUL.
    return typeof value === 'string' ? value.replaceAll('\u0000', '') : '';
  } catch {
    // A malformed body is the validator's to report.
  }
  return '';
}

/** The largest body of an account form without a file: ample for any of them, small for a flood. */
export const FORM_BODY_LIMIT = 64 * 1024;

/** A form with one uploaded document (registration's proof_of_conduct): the file and the fields. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 512 * 1024;

/**
 * The API paths that take more than a form: the server refuses a larger body as it streams in,
 * before any route reads it (packages/server/src/body-limit.ts); every other API path takes
 * FORM_BODY_LIMIT. A route's own `limitBody` says the same.
 */
const API_UPLOAD_PATHS = [
  /^\/auth\/register\/?$/,
  /^\/api\/v1\/credential\/self-activate-from-order\/?$/,
  // The back office's product file (issue 21): the route itself refuses a file over 2 MB.
  /^\/api\/admin\/v1\/products\/import\/?$/,
];

/** An image for the media library (issue 21): the route refuses a file over MEDIA_MAX_BYTES with 422 itself. */
export const MEDIA_UPLOAD_BODY_LIMIT = MEDIA_MAX_BYTES + 512 * 1024;
const MEDIA_UPLOAD_PATH = /^\/api\/admin\/v1\/media\/?$/;

/** The largest request body the API takes on a path. */
export function apiBodyLimit(pathname: string): number {
  if (MEDIA_UPLOAD_PATH.test(pathname)) return MEDIA_UPLOAD_BODY_LIMIT;
  return API_UPLOAD_PATHS.some((path) => path.test(pathname)) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
}

/** The contract's error body of a refused oversized request (413). */
export function payloadTooLargeBody(locale: Locale): { message: string; code: 'payload_too_large' } {
  return { message: message('payload_too_large', locale), code: 'payload_too_large' };
}

/**
 * Refuses bodies above `maxBytes` with 413 before they are read into memory. A form the CSRF
 * check already parsed for its `_token` (HTML form posts) is checked by its declared length.
 * In our server the edge (packages/server/src/body-limit.ts) has refused larger bodies already,
 * by `apiBodyLimit`; a route's limit here must be the same, for the API served without it.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError(413, 'payload_too_large');
    },
  });
  return async (c, next) => {
    if (Object.keys(c.req.bodyCache).length === 0) return limit(c, next);
    if (Number(c.req.header('content-length') ?? 0) > maxBytes) throw new AppError(413, 'payload_too_large');
    await next();
  };
}

/** PostgreSQL's `integer`, which every id, count and forint amount column is. */
const DB_INTEGER = { min: -2_147_483_648, max: 2_147_483_647 };

/**
 * Values of a validated input that the database cannot take, as validation issues: integers
 * beyond `integer` and text with a NUL character (PostgreSQL refuses both with an error). Input
 * like that is the caller's mistake, so it answers 422 like any invalid field, never 500.
 */
export function unstorableIssues(input: unknown): IssueLike[] {
  const issues: IssueLike[] = [];
  // Iterative: a validated value may still hold arbitrarily deep JSON under a free-form field.
  const pending: [unknown, PropertyKey[]][] = [[input, []]];
  while (pending.length > 0) {
    const [value, path] = pending.pop() as [unknown, PropertyKey[]];
    if (typeof value === 'number' && Number.isInteger(value)) {
      if (value > DB_INTEGER.max)
        issues.push({ code: 'too_big', origin: 'number', maximum: DB_INTEGER.max, message: '', path });
      if (value < DB_INTEGER.min)
        issues.push({ code: 'too_small', origin: 'number', minimum: DB_INTEGER.min, message: '', path });
    } else if (typeof value === 'string' && value.includes('\u0000')) {
      issues.push({ code: 'invalid_format', message: '', path });
    } else if (Array.isArray(value) || (value !== null && typeof value === 'object' && value.constructor === Object)) {
      for (const [key, item] of Object.entries(value))
        pending.push([item, [...path, Array.isArray(value) ? Number(key) : key]]);
    }
  }
  return issues;
}
