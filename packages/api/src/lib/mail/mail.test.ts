import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { createTestDatabase, type TestDatabase, testDriver } from '../../testing';
import { listMailbox, readMailboxMessage } from './dev-mailbox';
import { enqueueMail } from './outbox';
import { createMailTransport, type MailTransport, type OutgoingMail } from './transport';
import { deliverDueMail, startMailWorker } from './worker';

const logger = pino({ level: 'silent' });
let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.dispose());

function recordingTransport(
  fail?: (mail: OutgoingMail) => boolean,
  concurrency = 1,
): MailTransport & { sent: OutgoingMail[]; mostAtOnce: number; mostToOneAtOnce: number } {
  const sent: OutgoingMail[] = [];
  const sending = new Map<string, number>();
  let inFlight = 0;
  const transport = {
    kind: 'file' as const,
    concurrency,
    sent,
    mostAtOnce: 0,
    mostToOneAtOnce: 0,
    async send(mail: OutgoingMail) {
      inFlight += 1;
      sending.set(mail.to, (sending.get(mail.to) ?? 0) + 1);
      transport.mostAtOnce = Math.max(transport.mostAtOnce, inFlight);
      transport.mostToOneAtOnce = Math.max(transport.mostToOneAtOnce, sending.get(mail.to) ?? 0);
      try {
        // A real send takes a while: give a concurrent worker the chance to grab the same row.
        await new Promise((resolve) => setTimeout(resolve, 2));
        if (fail?.(mail)) throw new Error('SMTP 451 try later');
        sent.push(mail);
      } finally {
        inFlight -= 1;
        sending.set(mail.to, (sending.get(mail.to) ?? 1) - 1);
      }
    },
    close() {},
  };
  return transport;
}

const queue = (to: string, tx: Db = db) =>
  enqueueMail(tx, {
    to,
    kind: 'verify_email',
    locale: 'hu',
    data: { firstName: 'Éva', url: 'http://x.test/verify-email?id=1&token=t' },
  });

/** A message whose link tells it apart; returns its outbox id. */
const queueNumbered = async (to: string, n: number) => {
  await enqueueMail(db, {
    to,
    kind: 'verify_email',
    locale: 'hu',
    data: { firstName: 'Éva', url: `http://x.test/verify-email?id=${n}&token=t` },
  });
  const [row] = await queryRows<{ id: number | string }>(db, sql`select max(id) as id from mail_outbox`);
  return row?.id;
};

const statusOf = async (to: string) =>
  queryRows<{ status: string; attempts: number; retry_later: boolean; last_error: string | null }>(
    db,
    sql`select status, attempts, next_attempt_at > now() as retry_later, last_error from mail_outbox where to_address = ${to}`,
  );

describe('the mail outbox', () => {
  it('is written in the caller’s transaction: nothing when it rolls back, one row when it commits', async () => {
    await expect(
      db.transaction(async (tx) => {
        await queue('rolled-back@example.hu', tx as unknown as Db);
        throw new Error('registration failed');
      }),
    ).rejects.toThrow();
    await db.transaction(async (tx) => queue('committed@example.hu', tx as unknown as Db));
    expect(await statusOf('rolled-back@example.hu')).toEqual([]);
    expect(await statusOf('committed@example.hu')).toEqual([
      { status: 'pending', attempts: 0, retry_later: false, last_error: null },
    ]);
  });

  it('sends each due message once and marks it sent', async () => {
    await queue('once@example.hu');
    const transport = recordingTransport();
    while ((await deliverDueMail(db, transport, logger)) > 0) {}
    expect(await deliverDueMail(db, transport, logger)).toBe(0);
    const mine = transport.sent.filter((mail) => mail.to === 'once@example.hu');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.subject).toBe('Erősítse meg az e-mail címét');
    expect(mine[0]?.html).toContain('Kedves Éva!');
    expect(await statusOf('once@example.hu')).toEqual([
      { status: 'sent', attempts: 1, retry_later: false, last_error: null },
    ]);
  });

  it('sends a batch in the order it was queued, even when a row was rewritten since', async () => {
    const to = 'in-order@example.hu';
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push(Number(await queueNumbered(to, n)));
    // Rewriting the first row moves it to the end of the table, where a scan finds it last.
    await db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${ids[0]}`);
    const transport = recordingTransport();
    while ((await deliverDueMail(db, transport, logger)) > 0) {}
    expect(transport.sent.filter((mail) => mail.to === to).map((mail) => mail.id)).toEqual(ids);
  });

  it("sends to as many recipients at once as the transport takes, each recipient's messages one by one in order", async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4]) ids.push(Number(await queueNumbered('many@example.hu', n)));
    for (const n of [5, 6, 7, 8, 9]) await queueNumbered(`one${n}@example.hu`, n);
    const transport = recordingTransport(undefined, 3);
    while ((await deliverDueMail(db, transport, logger)) > 0) {}
    expect(transport.sent.filter((mail) => mail.to === 'many@example.hu').map((mail) => mail.id)).toEqual(ids);
    expect(transport.sent.filter((mail) => mail.to.startsWith('one'))).toHaveLength(5);
    expect(transport.mostAtOnce).toBe(3);
    expect(transport.mostToOneAtOnce).toBe(1);
    expect(await statusOf('many@example.hu')).toEqual(
      ids.map(() => ({ status: 'sent', attempts: 1, retry_later: false, last_error: null })),
    );
  });

  it('fails the batch when marking sent fails mid-batch, once every send has ended (never a failure left unawaited)', async () => {
    for (const n of [1, 2]) await queueNumbered(`mark-fails${n}@example.hu`, n);
    // The database goes away after the claim: marking what was sent fails.
    const goneAfterClaim = new Proxy(db, {
      get: (target, name, receiver) =>
        name === 'update'
          ? () => ({ set: () => ({ where: () => Promise.reject(new Error('Connection terminated')) }) })
          : Reflect.get(target, name, receiver),
    });
    const ended: string[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      concurrency: 2,
      async send(mail) {
        // The first recipient's send outlasts the second's, after which a mark is due (1 s).
        await new Promise((resolve) => setTimeout(resolve, mail.to.startsWith('mark-fails1') ? 1_500 : 1_100));
        ended.push(mail.to);
      },
      close() {},
    };
    await expect(deliverDueMail(goneAfterClaim, transport, logger)).rejects.toThrow('Connection terminated');
    expect(ended.filter((to) => to.startsWith('mark-fails')).sort()).toEqual([
      'mark-fails1@example.hu',
      'mark-fails2@example.hu',
    ]);
  });

  it('retries a failed send later and gives up after the last attempt', async () => {
    await queue('flaky@example.hu');
    const failing = recordingTransport((mail) => mail.to === 'flaky@example.hu');
    await deliverDueMail(db, failing, logger);
    expect(await statusOf('flaky@example.hu')).toEqual([
      { status: 'pending', attempts: 1, retry_later: true, last_error: 'SMTP 451 try later' },
    ]);
    await db.execute(
      sql`update mail_outbox set attempts = 5, next_attempt_at = now() where to_address = 'flaky@example.hu'`,
    );
    await deliverDueMail(db, failing, logger);
    expect((await statusOf('flaky@example.hu'))[0]?.status).toBe('failed');
  });

  it('takes back a message whose worker died while sending, once its lease is over', async () => {
    await queue('orphan@example.hu');
    await db.execute(
      sql`update mail_outbox set status = 'sending', attempts = 1, locked_until = now() - interval '1 second'
          where to_address = 'orphan@example.hu'`,
    );
    const transport = recordingTransport();
    await deliverDueMail(db, transport, logger);
    expect(transport.sent.map((mail) => mail.to)).toContain('orphan@example.hu');
  });

  it(`sends every message exactly once with two concurrent workers (${testDriver()})`, async () => {
    const addresses = Array.from({ length: 40 }, (_, i) => `concurrent${i}@example.hu`);
    for (const to of addresses) await queue(to);
    const first = recordingTransport();
    const second = recordingTransport();
    const drain = async (transport: MailTransport) => {
      while ((await deliverDueMail(db, transport, logger, 3)) > 0) {}
    };
    await Promise.all([drain(first), drain(second)]);
    const sent = [...first.sent, ...second.sent].map((mail) => mail.to).filter((to) => to.startsWith('concurrent'));
    expect(sent.sort()).toEqual([...addresses].sort());
    if (testDriver() === 'pg') {
      // On PostgreSQL both workers really ran at once and shared the work.
      expect(first.sent.length).toBeGreaterThan(0);
      expect(second.sent.length).toBeGreaterThan(0);
    }
  });

  it('runs as a loop that a poke drives and stop ends', async () => {
    await queue('loop@example.hu');
    const transport = recordingTransport();
    const worker = startMailWorker({ db, transport, logger, intervalMs: 60_000 });
    await worker.poke();
    await worker.stop();
    expect(transport.sent.map((mail) => mail.to)).toContain('loop@example.hu');
  });
});

describe('the file transport and the development mailbox', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vag-mail-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes .eml files that /dev/mail lists with decoded Hungarian subjects', async () => {
    const transport = createMailTransport({ from: 'Vagheggi <no-reply@vagheggi.hu>', dir });
    await transport.send({
      id: 7,
      to: 'anna@example.hu',
      subject: 'Jelszó visszaállítása',
      text: 'Szia',
      html: '<p>Szia</p>',
    });
    const [entry] = await listMailbox(dir);
    expect(entry).toMatchObject({
      to: 'anna@example.hu',
      subject: 'Jelszó visszaállítása',
      file: expect.stringMatching(/-7\.eml$/),
    });
    const source = await readMailboxMessage(dir, entry?.file ?? '');
    expect(source).toContain('Message-ID: <outbox-7@vagheggi.hu>');
    expect(await readMailboxMessage(dir, '../../etc/passwd')).toBeUndefined();
    transport.close();
  });
});
