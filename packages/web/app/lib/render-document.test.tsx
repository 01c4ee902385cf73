import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { deferredData, renderDocument } from './render-document.server';

const options = (stream = false) => ({ status: 200, headers: new Headers(), timeoutMs: 2_000, stream });

/** A document whose body holds `body`. */
const page = (body: ReactNode) => (
  <html lang="hu">
    <body>{body}</body>
  </html>
);

/** A document with one part behind a Suspense boundary, rendered once `Part` loads. */
const pageWithPart = (Part: ComponentType) =>
  page(
    <Suspense fallback={<p>Betöltés…</p>}>
      <Part />
    </Suspense>,
  );

/** A lazy part showing the seats, loaded when `arrived` resolves. */
const seatsPart = (arrived: Promise<void> = Promise.resolve()) =>
  lazy(async () => {
    await arrived;
    return { default: () => <p>Szabad helyek: 3</p> };
  });

describe('renderDocument', () => {
  it('answers a page with all its data whole, with its length', async () => {
    const response = await renderDocument(page(<p>Hidratáló krém</p>), options());
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    expect(html).toContain('<p>Hidratáló krém</p>');
  });

  it('defers hydration of a page answered whole and keeps every character of its text', async () => {
    const text = 'Árvíztűrő tükörfúrógép – 12 990 Ft, 15 € 🌸 Ωmega';
    const document = (
      <html lang="hu">
        <head>
          <link rel="modulepreload" href="/assets/entry.client-DB-_yBpt.js" />
        </head>
        <body>
          <p>{text}</p>
          <script
            type="module"
            async
            // biome-ignore lint/security/noDangerouslySetInnerHtml: React Router's own module script, as <Scripts> writes it.
            dangerouslySetInnerHTML={{
              __html: 'import "/assets/manifest-c6e05488.js";\nimport("/assets/entry.client-DB-_yBpt.js");',
            }}
          />
        </body>
      </html>
    );
    const response = await renderDocument(document, options());
    const html = await response.text();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('first-contentful-paint');
    expect(html).toContain('await import("/assets/manifest-c6e05488.js");');
    expect(html).toContain(`<p>${text}</p>`);
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html));
  });

  it('streams a page that defers a part: the shell with the fallback first, the part when it comes', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const response = await renderDocument(pageWithPart(seatsPart(arrived)), options(true));
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
    const response = await renderDocument(pageWithPart(seatsPart()), options());
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
    const response = await renderDocument(pageWithPart(Broken), { ...options(), onLateError: () => {} });
    expect(response.status).toBe(500);
  });
});
