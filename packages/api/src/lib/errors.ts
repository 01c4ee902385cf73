import { type ErrorBody, isValidationMessageCode, type Locale, validationMessage } from '@vag/domain';
import { type MessageCode, message, messages } from './messages';

/** A failure a service reports; the error handler turns it into the contract's status and body. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 419 | 422 | 429 | 502 | 503,
    readonly code: MessageCode,
    readonly errors?: ErrorBody['errors'],
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export class NotFoundError extends AppError {
  constructor() {
    super(404, 'not_found');
  }
}

/**
 * Field errors. Services name message codes (of `domain`'s validation messages or of the API
 * catalogue), never texts: the error handler writes them in the request's language.
 */
export class ValidationError extends AppError {
  constructor(errors: NonNullable<ErrorBody['errors']>) {
    super(422, 'validation_failed', errors);
  }
}

/** One field's error by code: `fieldError('email', 'email_taken')`. */
export function fieldError(field: string, code: string): ValidationError {
  return new ValidationError({ [field]: [code] });
}

/** Message codes in field errors become texts; texts (already translated) stay as they are. */
export function translateFieldErrors(errors: ErrorBody['errors'], locale: Locale): ErrorBody['errors'] {
  if (!errors) return undefined;
  const translate = (text: string) => {
    if (isValidationMessageCode(text)) return validationMessage(text, locale);
    if (Object.hasOwn(messages, text)) return message(text as MessageCode, locale);
    return text;
  };
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map(translate)]));
}

/** SQLSTATEs of a database that is down, restarting or out of connections: class 08, 57P01–57P03, 53300. */
const UNAVAILABLE_SQLSTATE = /^(08\w{3}|57P0[123]|53300)$/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** What node-postgres says when a connection is lost or cannot be had (it sets no code). */
const UNAVAILABLE_MESSAGE =
  /^Connection terminated|not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/;

/**
 * Whether an error means the database cannot be reached right now (a restart, a failover, a
 * full connection table), not that the request or our code is wrong: such requests answer 503,
 * and the pool reconnects by itself once the database is back. Drizzle wraps the driver's error
 * as `cause`, so the chain is searched.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
