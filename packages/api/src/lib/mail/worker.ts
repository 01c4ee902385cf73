import { inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, queryRows } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { type BatchWorker, startBatchWorker } from '../batch-worker';
import type { MailTransport } from './transport';

/** How long a claimed message belongs to its worker; SMTP timeouts stay well below it. */
const LEASE_SECONDS = 300;
const MAX_ATTEMPTS = 6;
/** Retry after 1, 5, 30, 120 and 360 minutes. */
const BACKOFF_MINUTES = [1, 5, 30, 120, 360];
/** Sent messages are marked at least this often while a batch is being sent. */
const MARK_SENT_EVERY_MS = 1000;

interface ClaimedMail {
  id: number | string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

/**
 * Claims up to `limit` due messages for this worker in one statement. FOR UPDATE SKIP LOCKED
 * lets concurrent workers (other instances) take other rows instead of waiting for these, and
 * the lease hands a message back only if its worker died before finishing.
 */
export async function claimDueMail(db: Db, limit: number): Promise<ClaimedMail[]> {
  const claimed = await queryRows<ClaimedMail>(
    db,
    sql`update mail_outbox
        set status = 'sending', attempts = attempts + 1,
            locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
        where id in (
          select id from mail_outbox
          where (status = 'pending' and next_attempt_at <= now())
             or (status = 'sending' and locked_until < now())
          order by id
          limit ${limit}
          for update skip locked)
        returning id, to_address, subject, text_body, html_body, attempts`,
  );
  // RETURNING keeps no order: a buyer gets "paid" before "shipped" when both wait in one batch.
  return claimed.sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * Sends one claimed batch; returns how many messages it claimed. Up to the transport's
 * `concurrency` recipients are sent to at once (an SMTP pool's connections), each recipient's
 * messages one after the other in the order they were queued ("paid" before "shipped"). Sent
 * messages are marked together, one statement for the batch (or for each `MARK_SENT_EVERY_MS` of
 * a slow transport's sending), not one per message: a crash before the mark resends those few
 * when their lease ends, as it resends the ones in flight.
 */
export async function deliverDueMail(db: Db, transport: MailTransport, logger: Logger, limit = 20): Promise<number> {
  const batch = await claimDueMail(db, limit);
  let sent: number[] = [];
  let markedAt = Date.now();
  let marking: Promise<void> | undefined;
  const markSent = async () => {
    markedAt = Date.now();
    if (!sent.length) return;
    const ids = sent;
    sent = [];
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(inArray(mailOutbox.id, ids));
  };
  const deliver = async (mail: ClaimedMail) => {
    const id = Number(mail.id);
    try {
      await transport.send({
        id,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      });
    } catch (error) {
      const finalAttempt = mail.attempts >= MAX_ATTEMPTS;
      const delay = BACKOFF_MINUTES[Math.min(mail.attempts - 1, BACKOFF_MINUTES.length - 1)] ?? 60;
      logger.warn({ err: error, mailId: id, attempt: mail.attempts }, 'mail not sent');
      await db.execute(
        sql`update mail_outbox
            set status = ${finalAttempt ? 'failed' : 'pending'}, locked_until = null,
                next_attempt_at = now() + make_interval(mins => ${delay}),
                last_error = ${String(error instanceof Error ? error.message : error).slice(0, 1000)}
            where id = ${id}`,
      );
      return;
    }
    sent.push(id);
    if (Date.now() - markedAt > MARK_SENT_EVERY_MS) {
      // One mark at a time; every sender that finds it due waits for it (and sees it fail).
      marking ??= markSent().finally(() => {
        marking = undefined;
      });
      await marking;
    }
  };
  // Each recipient's messages in the batch's order (by id), recipients in the order of their first.
  const byRecipient = new Map<string, ClaimedMail[]>();
  for (const mail of batch) {
    const mails = byRecipient.get(mail.to_address);
    if (mails) mails.push(mail);
    else byRecipient.set(mail.to_address, [mail]);
  }
  const recipients = [...byRecipient.values()];
  const sender = async () => {
    for (let mails = recipients.shift(); mails; mails = recipients.shift()) {
      for (const mail of mails) await deliver(mail);
    }
  };
  try {
    // Every sender ends before the batch does (the database down, say): none is left running
    // with a failure nobody waits for, which would end the process.
    const outcomes = await Promise.allSettled(
      Array.from({ length: Math.min(transport.concurrency, recipients.length) }, sender),
    );
    const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  } finally {
    await marking?.catch(() => undefined);
    await markSent();
  }
  return batch.length;
}

export type MailWorker = BatchWorker;

/** A loop that sends due mail every `intervalMs` until stopped; safe to run in every instance. */
export function startMailWorker(options: {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  intervalMs?: number;
}): MailWorker {
  const { db, transport, logger, intervalMs = 5000 } = options;
  const worker = startBatchWorker({
    batch: () => deliverDueMail(db, transport, logger),
    logger,
    name: 'mail worker',
    intervalMs,
  });
  return {
    poke: worker.poke,
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}
