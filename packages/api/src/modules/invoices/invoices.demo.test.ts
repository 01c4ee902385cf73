import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing';
import { invoicingOf } from './invoices.settings';
import { issueDueInvoices } from './invoices.worker';

/* The demo's paid sales are invoiced like real ones: every queued invoice issues, reversals after theirs. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.dispose());

describe('the demo', () => {
  it("queues an invoice for each paid sale, and the worker issues all of them, in the sites' series", async () => {
    const db = t.database.db;
    const queued = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from invoices`);
    expect(queued[0]?.n).toBeGreaterThan(0);
    // Reversals wait for their invoice's number: a second round issues them.
    await issueDueInvoices(db, invoicingOf(t.options), pino({ level: 'silent' }));
    await db.execute(sql`update invoices set next_attempt_at = now() where status = 'pending'`);
    await issueDueInvoices(db, invoicingOf(t.options), pino({ level: 'silent' }));
    const rows = await queryRows<{ status: string; number: string | null; last_error: string | null; host_id: number }>(
      db,
      sql`select status, number, last_error, host_id from invoices order by id`,
    );
    expect(rows.filter((row) => row.status !== 'issued')).toEqual([]);
    for (const row of rows)
      expect(row.number).toMatch(row.host_id === 1 ? /^VAGSZ-\d{4}-\d{6}$/ : /^AKASZ-\d{4}-\d{6}$/);
  });
});
