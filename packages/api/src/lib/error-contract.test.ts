import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/client';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../testing';
import { testCaptcha } from './captcha';

describe('the error contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  it('security: sends the security headers on API answers', async () => {
    const response = await t.request('/api/v1/street-types');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('documents the account calls in the OpenAPI document', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/sanctum/csrf-cookie',
        '/auth/login',
        '/auth/register',
        '/auth/forgot-password',
        '/auth/reset-password',
        '/api/v1/user',
        '/api/v1/refresh',
        '/api/v1/users/{id}',
        '/api/v1/credential/',
        '/api/v1/credential/self-activate-from-order',
        '/api/v1/email/verify/{id}/{token}',
        '/api/v1/addresses',
        '/api/v1/zipcodes',
        '/api/v1/street-types',
        '/api/v1/education-levels',
        '/api/v1/user-wishlist',
        '/api/v1/credential/subscribe',
        '/api/v1/trainings/add-recommendation',
        '/api/v1/balance-transactions',
      ]),
    );
  });

  it('answers a malformed JSON body with 400 in the contract shape', async () => {
    const agent = t.agent();
    await agent.csrf();
    const response = await agent.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'http_error' });
  });
});

describe('security: a server error', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('answers 500 with a message and a code, never the error or its stack', async () => {
    const failing = new Proxy(database.db, {
      get(target, property) {
        if (property === 'select') {
          return () => {
            throw new Error('connection to 10.0.0.5 refused: password=hunter2');
          };
        }
        return Reflect.get(target, property);
      },
    }) as Db;
    const app = createApp({
      database: { ...database, db: failing },
      logger: pino({ level: 'silent' }),
      shopHostWord: 'vagheggi',
      captcha: testCaptcha,
    });
    const response = await app.request('http://localhost/api/v1/street-types?locale_id=2', {
      headers: { host: 'localhost' },
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      message: 'A server error occurred, please try again later.',
      code: 'server_error',
    });
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('at ');
  });
});
