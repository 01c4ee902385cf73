import { fieldErrors } from '@vag/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import type { AppEnv } from './context';
import { AppError, ValidationError } from './errors';

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
    if (/json/i.test(type)) {
      const value = ((await c.req.json()) as Record<string, unknown>)[name];
      return typeof value === 'string' ? value : '';
    }
    if (/form/i.test(type)) {
      const value = (await c.req.formData()).get(name);
      return typeof value === 'string' ? value : '';
    }
  } catch {
    // A malformed body is the validator's to report.
  }
  return '';
}

/** The largest body of an account form without a file: ample for any of them, small for a flood. */
export const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Refuses bodies above `maxBytes` with 413 before they are read into memory. A form the CSRF
 * check already parsed for its `_token` (HTML form posts) is checked by its declared length.
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
