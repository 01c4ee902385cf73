import type { Locale } from '@vag/domain';
import { AppError } from '../../lib/errors';
import { type MessageCode, message } from '../../lib/messages';

/**
 * A refusal whose message names a value (places left, a coupon's minimum). The app's error
 * handler words errors by code alone, so the cart routes answer these themselves (`text`).
 */
export class WordedError extends AppError {
  constructor(
    status: 403 | 404 | 409 | 422,
    code: MessageCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(status, code);
  }

  text(locale: Locale): string {
    return Object.entries(this.params).reduce(
      (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
      message(this.code, locale),
    );
  }
}
