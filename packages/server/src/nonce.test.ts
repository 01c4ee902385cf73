import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { nextNonce, pooledNonce } from './nonce';

describe('CSP nonces', () => {
  it('are 128 bits of base64, never the same, across several refills of the pool', () => {
    const nonces = Array.from({ length: 1000 }, () => nextNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('give each response its own nonce, in the policy and in the context the page reads', async () => {
    const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
    app.use(secureHeaders({ contentSecurityPolicy: { scriptSrc: ["'self'", pooledNonce] } }));
    app.get('/', (c) => c.text(c.get('secureHeadersNonce') ?? ''));
    const answers = await Promise.all([app.request('/'), app.request('/')]);
    const seen = await Promise.all(
      answers.map(async (response) => {
        const nonce = await response.text();
        expect(response.headers.get('content-security-policy')).toBe(`script-src 'self' 'nonce-${nonce}'`);
        return nonce;
      }),
    );
    expect(seen[0]).not.toBe(seen[1]);
  });
});
