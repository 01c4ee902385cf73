import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { withinDays } from '../admin-lists';

/*
 * The outbox as the back office's mail log reads it (issue 20): a page of mails by state, kind,
 * recipient and day, one mail with its bodies, and a copy queued again.
 */

export type MailRow = typeof mailOutbox.$inferSelect;

export interface MailLogFilter {
  status?: string;
  kind?: string;
  /** A lower-cased LIKE pattern of the recipient's address. */
  like?: string;
  /** Budapest days, both included. */
  from?: string;
  to?: string;
}

function mailConditions(filter: MailLogFilter): SQL | undefined {
  return and(
    filter.status ? eq(mailOutbox.status, filter.status) : undefined,
    filter.kind ? eq(mailOutbox.kind, filter.kind) : undefined,
    filter.like ? sql`lower(${mailOutbox.toAddress}) like ${filter.like}` : undefined,
    withinDays(mailOutbox.createdAt, filter.from, filter.to),
  );
}

const { textBody: _text, htmlBody: _html, ...listColumns } = getTableColumns(mailOutbox);
export type MailLogRow = Omit<MailRow, 'textBody' | 'htmlBody'>;

/** A page of mails, newest first (without their bodies), and how many match. */
export async function selectMailPage(db: Db, filter: MailLogFilter, limit: number, offset: number) {
  const where = mailConditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { rows: rows as MailLogRow[], total: Number(total?.n ?? 0) };
}

/** One mail with its bodies. */
export async function selectMail(db: Db, id: number): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/**
 * Queues a copy of a mail: the same recipient, language, subject, bodies and reference, a new row
 * that the worker sends as any other.
 */
export async function queueMailCopy(db: Db, original: MailRow): Promise<MailRow | undefined> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: original.kind,
      toAddress: original.toAddress,
      localeId: original.localeId,
      subject: original.subject,
      textBody: original.textBody,
      htmlBody: original.htmlBody,
      refType: original.refType,
      refId: original.refId,
    })
    .returning();
  return row;
}
