import { describe, expect, it } from 'vitest';
import { cachedApiTransport, DEFAULT_LIFETIMES, PublicPaths } from './http-cache';
import { ResponseCache } from './response-cache';

/** A stand-in API: answers with the caller's cookie, declaring itself public or not. */
function apiWith(cacheControl: string | undefined) {
  const calls: (string | null)[] = [];
  const transport = async (request: Request) => {
    calls.push(request.headers.get('cookie'));
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (cacheControl) headers['cache-control'] = cacheControl;
    return new Response(JSON.stringify({ for: request.headers.get('cookie') ?? 'anyone', call: calls.length }), {
      headers,
    });
  };
  const cached = cachedApiTransport(
    new ResponseCache({ maxBytes: 2 ** 20 }),
    DEFAULT_LIFETIMES,
    transport,
    (error) => {
      throw error;
    },
    false,
    new PublicPaths(),
  );
  const get = async (cookie: string) => {
    const response = await cached(
      new Request('http://vagheggi.localhost/api/v1/products?locale_id=1', { headers: { cookie } }),
    );
    return { xCache: response.headers.get('x-cache'), body: await response.json() };
  };
  return { get, calls };
}

describe('shared API answers', () => {
  it('never serves an answer without Cache-Control: public to another visitor', async () => {
    for (const cacheControl of [undefined, 'no-cache', 'private, max-age=60']) {
      const api = apiWith(cacheControl);
      expect((await api.get('vag_session=anna')).body).toEqual({ for: 'vag_session=anna', call: 1 });
      const bela = await api.get('vag_session=bela');
      expect(bela).toEqual({ xCache: null, body: { for: 'vag_session=bela', call: 2 } });
      expect((await api.get('vag_session=bela')).body.call).toBe(3);
    }
  });

  it('shares an answer that declares itself public, rendered without anyone’s cookies', async () => {
    const api = apiWith('public, max-age=60');
    // The first read teaches the cache that the path is public; it is still the visitor's own.
    expect((await api.get('vag_session=anna')).body).toEqual({ for: 'vag_session=anna', call: 1 });
    const miss = await api.get('vag_session=bela');
    expect(miss).toEqual({ xCache: 'MISS', body: { for: 'anyone', call: 2 } });
    const hit = await api.get('vag_session=cili');
    expect(hit).toEqual({ xCache: 'HIT', body: { for: 'anyone', call: 2 } });
    expect(api.calls).toEqual(['vag_session=anna', null]);
  });
});
