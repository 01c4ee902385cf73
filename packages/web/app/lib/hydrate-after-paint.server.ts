/**
 * Hydration after the first paint (docs/decisions/0007-serving-pages.md).
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for every module of the page
 * (~35 files, ~150 KB gzip) ahead of the body, and an async module script that imports the route
 * modules and then the client entry. On a slow phone two things follow. The scripts download at
 * high priority beside the stylesheet, the fonts and the product photo. And when they are cached
 * (a second page), the async script runs, and React hydrates the whole document, before the
 * browser has painted anything: the first paint waits for the hydration.
 *
 * This rewrites that output: the preload links go, and the module script first waits for the
 * first frame to be painted, then adds the same preloads and imports the same modules in the same
 * order. The page is shown as soon as its HTML, stylesheet and images allow. It becomes
 * interactive a frame later when its scripts are cached; on a first visit over a slow connection,
 * later by up to their download time, which now starts at the paint. Until then links and forms
 * work as plain HTML (every form posts to a route action). A page whose markup is not what this
 * expects is left exactly as React Router wrote it.
 */

/** A module's preload; an href with an entity (`&amp;`) would need decoding: no asset has one, such a link stays. */
const PRELOAD = /<link rel="modulepreload" href="([^"&<>]+)"(?: nonce="[^"]*")?\/>/g;
const MODULE_SCRIPT = /(<script(?: nonce="[^"]*")? type="module" async="">)([\s\S]*?)(<\/script>)/;
/** `import "m";` and `import * as name from "m";`: the only static imports the script holds. */
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"\\]+");$/gm;

/**
 * Waits until the browser reports the page's first contentful paint (a paint timing entry, made
 * once the frame is on screen: a frame callback alone can run a few milliseconds before that). A
 * hidden tab paints nothing and does not wait; a browser without paint timing goes on half a
 * second after its first frame. Then every module's download starts at once, as the removed
 * preload links did.
 */
function prelude(preloads: string[]): string {
  return [
    'await new Promise((go) => {',
    '  if (document.hidden || performance.getEntriesByName("first-contentful-paint").length > 0) return go();',
    '  try {',
    '    new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length > 0 && go()).observe({ type: "paint" });',
    '  } catch {}',
    '  requestAnimationFrame(() => setTimeout(go, 500));',
    '});',
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
  ].join('\n');
}

/**
 * The document with its hydration deferred past the first paint, or unchanged (see above). The
 * server hands it the document as Latin-1 text, byte for byte (`renderDocument`): what this
 * inserts must stay ASCII.
 */
export function hydrateAfterPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open, body = '', close] = script;
  const rewritten = body.replace(STATIC_IMPORT, (_line, name: string | undefined, specifier: string) =>
    name ? `const ${name} = await import(${specifier});` : `await import(${specifier});`,
  );
  // No import rewritten, or one left that this does not know how to defer: React Router's own script.
  if (rewritten === body || /^\s*import\s*[\w*{"']/m.test(rewritten)) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] as string);
  const deferred = `${open}${prelude(preloads)}\n${rewritten}${close}`;
  const at = script.index;
  return (html.slice(0, at) + deferred + html.slice(at + whole.length)).replace(PRELOAD, '');
}
