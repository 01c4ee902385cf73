import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { deferredData, renderDocument } from './render-document.server';

const options = (stream = false) => ({ status: 200, headers: new Headers(), timeoutMs: 2_000, stream });

describe('renderDocument', () => {
  it('answers a page with all its data whole, with its length', async () => {
    const response = await renderDocument(
      <html lang="hu">
        <body>
          <p>Hidratáló krém</p>
        </body>
      </html>,
      options(),
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    expect(html).toContain('<p>Hidratáló krém</p>');
  });

  it('streams a page that defers a part: the shell with the fallback first, the part when it comes', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const Later = lazy(async () => {
      await arrived;
      return { default: () => <p>Szabad helyek: 3</p> };
    });
    const response = await renderDocument(
      <html lang="hu">
        <body>
          <Suspense fallback={<p>Betöltés…</p>}>
            <Later />
          </Suspense>
        </body>
      </html>,
      options(true),
    );
    expect(response.headers.get('content-length')).toBeNull();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const first = decoder.decode((await reader.read()).value);
    expect(first).toContain('Betöltés…');
    expect(first).not.toContain('Szabad helyek');
    arrive();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += decoder.decode(part.value);
    expect(rest).toContain('Szabad helyek: 3');
  });

  it('waits for a lazy part of a page rendered whole', async () => {
    const Later = lazy(async () => ({ default: () => <p>Szabad helyek: 3</p> }));
    const response = await renderDocument(
      <html lang="hu">
        <body>
          <Suspense fallback={<p>Betöltés…</p>}>
            <Later />
          </Suspense>
        </body>
      </html>,
      options(),
    );
    expect(response.headers.get('content-length')).not.toBeNull();
    expect(await response.text()).toContain('Szabad helyek: 3');
  });

  it('tells deferred loader data from data that was awaited', () => {
    expect(deferredData({ root: { user: null, links: [{ href: '/' }] }, 'product-hu': { product: { id: 1 } } })).toBe(
      false,
    );
    expect(deferredData({ root: {}, 'training-hu': { seats: Promise.resolve(3) } })).toBe(true);
    expect(deferredData({ 'blog-hu': { related: [Promise.resolve([])] } })).toBe(true);
  });

  it('answers 500 when a part fails before the shell is out', async () => {
    const Broken = () => {
      throw new Error('no data');
    };
    const response = await renderDocument(
      <html lang="hu">
        <body>
          <Suspense fallback={<p>…</p>}>
            <Broken />
          </Suspense>
        </body>
      </html>,
      { ...options(), onLateError: () => {} },
    );
    expect(response.status).toBe(500);
  });
});
