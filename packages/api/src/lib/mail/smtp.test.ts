import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing';
import { enqueueMail } from './outbox';
import { createMailTransport, pooledSmtp } from './transport';
import { deliverDueMail } from './worker';

/*
 * The outbox through a real SMTP conversation (a local smtp-server): the transport keeps a pool
 * of connections, so a sale day's confirmations go out several at a time over a few connections
 * instead of one connection per message, one after the other.
 */

const logger = pino({ level: 'silent' });
let database: TestDatabase;
let server: SMTPServer;
let port = 0;
const connections: string[] = [];
const received: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(session, callback) {
      connections.push(session.id);
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.dispose();
});

describe('the SMTP transport', () => {
  it('sends a batch over a pool of connections, several messages at once', async () => {
    const addresses = Array.from({ length: 8 }, (_, i) => `pool${i}@example.hu`);
    for (const to of addresses) {
      await enqueueMail(database.db, {
        to,
        kind: 'verify_email',
        locale: 'hu',
        data: { firstName: 'Éva', url: 'http://x.test/verify-email?id=1&token=t' },
      });
    }
    const transport = createMailTransport({
      from: 'Vagheggi <no-reply@vagheggi.hu>',
      smtpUrl: `smtp://127.0.0.1:${port}?maxConnections=3`,
      dir: tmpdir(),
    });
    expect(transport.concurrency).toBe(3);
    while ((await deliverDueMail(database.db, transport, logger)) > 0) {}
    transport.close();
    expect([...received].sort()).toEqual([...addresses].sort());
    // One connection per message before the pool: eight here.
    expect(connections.length).toBeGreaterThan(1);
    expect(connections.length).toBeLessThanOrEqual(3);
  });

  it('pools unless the URL says otherwise, with nodemailer’s five connections by default', () => {
    expect(pooledSmtp('smtps://user:p%40ss@smtp.example.com:465')).toEqual({
      url: 'smtps://user:p%40ss@smtp.example.com:465?pool=true',
      connections: 5,
    });
    expect(pooledSmtp('smtp://smtp.example.com?pool=false').connections).toBe(1);
    expect(pooledSmtp('smtp://smtp.example.com?maxConnections=2').connections).toBe(2);
  });
});
