import type { ErrorBody } from '@vag/domain';
import type { MessageCode } from './messages';

/** A failure a service reports; the error handler turns it into the contract's status and body. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 419 | 422 | 429 | 503,
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

export class ValidationError extends AppError {
  constructor(errors: NonNullable<ErrorBody['errors']>) {
    super(422, 'validation_failed', errors);
  }
}
