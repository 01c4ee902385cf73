import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../testing';
import { testCaptcha } from './captcha';
import { isDatabaseUnavailable } from './errors';

/** An error as node-postgres raises it, wrapped by Drizzle as `cause`. */
function driverError(message: string, code?: string): Error {
  const cause = Object.assign(new Error(message), code ? { code } : {});
  return new Error('Failed query: select "id" from "street_types"', { cause });
}

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is down, restarting or out of connections', () => {
    expect(isDatabaseUnavailable(driverError('terminating connection due to administrator command', '57P01'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(driverError('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(driverError('sorry, too many clients already', '53300'))).toBe(true);
    expect(isDatabaseUnavailable(driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(driverError('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(driverError('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves other failures to be server errors', () => {
    expect(isDatabaseUnavailable(driverError('syntax error at or near "form"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(driverError('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('reliability: a request while the database is unreachable', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const appFailingWith = (error: Error) =>
    createApp({
      database: {
        ...database,
        db: new Proxy(database.db, {
          get: (target, property) =>
            property === 'select'
              ? () => {
                  throw error;
                }
              : Reflect.get(target, property),
        }) as Db,
      },
      logger: pino({ level: 'silent' }),
      shopHostWord: 'vagheggi',
      captcha: testCaptcha,
    });

  it('answers 503 in the contract’s shape, in the request’s language, with Retry-After', async () => {
    const app = appFailingWith(driverError('terminating connection due to administrator command', '57P01'));
    const response = await app.request('http://localhost/api/v1/street-types?locale_id=2', {
      headers: { host: 'localhost' },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await response.json()).toEqual({
      message: 'The service is temporarily unavailable.',
      code: 'service_unavailable',
    });
  });

  it('still answers 500 for a failure of our own', async () => {
    const app = appFailingWith(driverError('column "nme" does not exist', '42703'));
    const response = await app.request('http://localhost/api/v1/street-types', { headers: { host: 'localhost' } });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'server_error' });
  });
});
