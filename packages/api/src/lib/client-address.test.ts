import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy, TRUST_NOBODY, type TrustProxy, TrustProxyError } from './client-address';
import { clientIp } from './rate-limit';

describe('clientAddress', () => {
  it('believes no X-Forwarded-For by default: a client cannot pick its own rate-limit key', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', TRUST_NOBODY)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', undefined, parseTrustProxy(''))).toBe('203.0.113.9');
  });

  it('ignores a spoofed X-Forwarded-For from a peer that is not a trusted proxy', () => {
    const trust = parseTrustProxy('10.0.0.0/8');
    expect(clientAddress('203.0.113.9', '1.2.3.4', trust)).toBe('203.0.113.9');
  });

  it('reads right to left through trusted proxies only, whatever the client wrote at the left', () => {
    const trust = parseTrustProxy('10.0.0.0/8, 192.168.1.5, ::1');
    // client → 10.0.0.7 (proxy) → 10.0.0.2 (proxy) → us; the client claimed to be 1.2.3.4.
    expect(clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.23, 10.0.0.7', trust)).toBe('198.51.100.23');
    expect(clientAddress('::ffff:10.0.0.2', '198.51.100.23', trust)).toBe('198.51.100.23');
    expect(clientAddress('::1', '2001:db8::5', trust)).toBe('2001:db8::5');
    // Every hop trusted: the leftmost address is the client.
    expect(clientAddress('192.168.1.5', '10.0.0.9', trust)).toBe('10.0.0.9');
    // A malformed entry ends the walk at the hop that wrote it.
    expect(clientAddress('10.0.0.2', 'evil, not-an-ip', trust)).toBe('10.0.0.2');
  });

  it('counts hops: one proxy in front takes the last forwarded address', () => {
    const one = parseTrustProxy('1');
    expect(clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.23', one)).toBe('198.51.100.23');
    expect(clientAddress('10.0.0.2', undefined, one)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.23, 10.0.0.7', parseTrustProxy('2'))).toBe('198.51.100.23');
  });

  it('refuses settings it cannot read', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.0/8/1', 'localhost', '::1/129', '99']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(TrustProxyError);
    }
    expect(parseTrustProxy('false')).toEqual(TRUST_NOBODY);
  });
});

describe('clientIp', () => {
  function appTrusting(trust: TrustProxy | undefined) {
    const app = new Hono();
    app.use(async (c, next) => {
      if (trust) c.set('trustProxy' as never, trust as never);
      await next();
    });
    app.get('/ip', (c) => c.text(clientIp(c)));
    return async (socketAddress: string, forwardedFor: string) => {
      const request = new Request('http://localhost/ip', { headers: { 'x-forwarded-for': forwardedFor } });
      const response = await app.fetch(request, { incoming: { socket: { remoteAddress: socketAddress } } });
      return response.text();
    };
  }

  it('keys a direct caller by its socket, whatever X-Forwarded-For it sends', async () => {
    expect(await appTrusting(undefined)('203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    expect(await appTrusting(parseTrustProxy('10.0.0.0/8'))('203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });

  it('keys a caller behind a trusted proxy by the address the proxy forwarded', async () => {
    expect(await appTrusting(parseTrustProxy('10.0.0.0/8'))('10.0.0.2', '1.2.3.4, 198.51.100.23')).toBe(
      '198.51.100.23',
    );
  });
});
