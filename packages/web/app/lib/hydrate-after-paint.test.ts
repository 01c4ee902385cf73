import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint } from './hydrate-after-paint.server';

/** React Router 7's `<Scripts>` output, as the product page gets it (trimmed to three preloads). */
const routerScripts = (nonce = '') => {
  const attribute = nonce ? ` nonce="${nonce}"` : '';
  return [
    '<!DOCTYPE html><html lang="hu"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/assets/index-C1jNTlq4.css" data-precedence="default"/>',
    `<link rel="modulepreload" href="/assets/manifest-c6e05488.js"${attribute}/>`,
    `<link rel="modulepreload" href="/assets/entry.client-DB-_yBpt.js"${attribute}/>`,
    `<link rel="modulepreload" href="/assets/root-D35qqA7M.js"${attribute}/>`,
    '</head><body><main>Gyengéd tisztító hab</main>',
    `<script${attribute}>window.__reactRouterContext = {"ssr":true};</script>`,
    `<script${attribute} type="module" async="">import "/assets/manifest-c6e05488.js";`,
    'import * as route0 from "/assets/root-D35qqA7M.js";',
    'import * as route1 from "/assets/product-BIxuigXU.js";',
    '  ',
    '  window.__reactRouterRouteModules = {"root":route0,"product-hu":route1};',
    '',
    'import("/assets/entry.client-DB-_yBpt.js");</script>',
    '</body></html>',
  ].join('\n');
};

const moduleScript = (html: string) => /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

describe('hydrateAfterPaint', () => {
  it('removes the preload links and has the module script add them once the first frame is painted', () => {
    const html = hydrateAfterPaint(routerScripts());
    expect(html).not.toContain('<link rel="modulepreload"');
    const script = moduleScript(html);
    const wait = script.slice(0, script.indexOf('});') + 3);
    const preload = script.split('\n').find((line) => line.includes('modulepreload')) ?? '';
    expect(wait).toMatch(/^await new Promise\(/);
    expect(wait).toContain('.observe({ type: "paint" })');
    expect(preload).toContain(
      '["/assets/manifest-c6e05488.js","/assets/entry.client-DB-_yBpt.js","/assets/root-D35qqA7M.js"]',
    );
    expect(preload).toContain('rel: "modulepreload"');
    // The stylesheet and the page itself are untouched.
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-C1jNTlq4.css" data-precedence="default"/>');
    expect(html).toContain('<main>Gyengéd tisztító hab</main>');
  });

  it('imports the same modules in the same order, after the wait, then the client entry', () => {
    const script = moduleScript(hydrateAfterPaint(routerScripts()));
    expect(script).not.toMatch(/^import /m);
    const order = [
      'await new Promise',
      'await import("/assets/manifest-c6e05488.js");',
      'const route0 = await import("/assets/root-D35qqA7M.js");',
      'const route1 = await import("/assets/product-BIxuigXU.js");',
      'window.__reactRouterRouteModules = {"root":route0,"product-hu":route1};',
      'import("/assets/entry.client-DB-_yBpt.js");',
    ].map((part) => script.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('keeps the nonce of a page rendered for one visitor', () => {
    const html = hydrateAfterPaint(routerScripts('n0nce'));
    expect(html).toMatch(/<script nonce="n0nce" type="module" async="">await new Promise/);
    // Its preloads carry the nonce too: they go as well, or the page would fetch every module before it paints.
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('leaves markup it does not know exactly as React Router wrote it', () => {
    const unknownImport = routerScripts().replace(
      'import * as route1 from "/assets/product-BIxuigXU.js";',
      'import { clientLoader } from "/assets/product-BIxuigXU.js";',
    );
    expect(hydrateAfterPaint(unknownImport)).toBe(unknownImport);
    const noScript = '<!DOCTYPE html><html><body><p>Hiba</p></body></html>';
    expect(hydrateAfterPaint(noScript)).toBe(noScript);
  });
});
