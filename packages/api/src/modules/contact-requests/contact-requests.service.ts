import {
  CONTACT_CAPTCHA_ACTION,
  type ContactRequestInput,
  type HostId,
  type Locale,
  LocaleId,
  siteKeyOf,
} from '@vag/domain';
import type { Db } from '../../db/client';
import type { CaptchaVerifier } from '../../lib/captcha';
import type { ApiOptions } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { enqueueMail } from '../../lib/mail';
import { queueOperatorMail } from '../../lib/operator-mail';
import { type ContactRequestRow, insertContactRequest } from './contact-requests.queries';

/** Contact form: 5 messages per caller in 10 minutes (DESIGN §8 rate limits). */
export const CONTACT_RATE_LIMIT = { name: 'contact', limit: 5, windowMs: 10 * 60_000 } as const;

export interface ContactRequestCommand {
  hostId: HostId;
  locale: Locale;
  input: ContactRequestInput;
  captcha: CaptchaVerifier;
  remoteIp?: string;
  /** Who is told of the message (OPERATOR_MAIL_*_CONTACT); nobody without it. */
  operators?: Pick<ApiOptions, 'operatorMail'>;
}

/**
 * Stores a contact message after the bot check and queues the copy mail to the sender and the
 * operators' notice.
 */
export async function submitContactRequest(db: Db, command: ContactRequestCommand): Promise<ContactRequestRow> {
  const { input } = command;
  const human = await command.captcha.verify(input.captcha_token, CONTACT_CAPTCHA_ACTION, command.remoteIp);
  if (!human) throw new AppError(422, 'contact_recaptcha_error');
  // The copy to the sender is queued with the stored request: both or neither (DESIGN §6 outbox).
  return db.transaction(async (tx) => {
    const stored = await insertContactRequest(tx as unknown as Db, {
      hostId: command.hostId,
      localeId: LocaleId[command.locale],
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      message: input.message,
      consentAt: new Date(),
    });
    await enqueueMail(tx as unknown as Db, {
      to: input.email,
      kind: 'contact_copy',
      locale: command.locale,
      data: { name: input.name, message: input.message, site: siteKeyOf(command.hostId) },
    });
    await queueOperatorMail(tx as unknown as Db, command.operators ?? {}, command.hostId, {
      event: 'contact',
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      text: input.message,
    });
    return stored;
  });
}
