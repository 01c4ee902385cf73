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
