import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  kind?: string;
  declaration?: Node | null;
  declarations?: { init: Node | null }[];
}

/**
 * `@vag/domain` builds its zod schemas at module top level next to the constants the browser
 * needs. A bundler keeps every top-level call (it may have side effects), so one constant used
 * by a page would drag zod and every schema into the page's JavaScript. In the browser build,
 * each top-level `const x = <expression with a call or a spread>` of the domain is wrapped in a
 * pure IIFE: an unused one is dropped with what it alone needs. Same values, same order.
 */
function pureDomainConstants(): Plugin {
  const domainFile = /\/packages\/domain\/src\/(?!.*\.test\.ts$).*\.ts$/;
  return {
    name: 'vag:pure-domain-constants',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!domainFile.test(id)) return null;
      const edits: { at: number; text: string }[] = [];
      for (const statement of (this.parse(code) as unknown as { body: Node[] }).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
        for (const { init } of declaration.declarations ?? []) {
          if (!init || !/[(]|\.\.\./.test(code.slice(init.start, init.end))) continue;
          edits.push({ at: init.start, text: '/* @__PURE__ */ (() => (' }, { at: init.end, text: '))()' });
        }
      }
      if (!edits.length) return null;
      let out = code;
      for (const { at, text } of edits.reverse()) out = out.slice(0, at) + text + out.slice(at);
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), pureDomainConstants()],
  // The server package serves the API on the same origin; Vite only builds the storefront.
  server: {
    middlewareMode: true,
    // Several dev servers may run side by side (VITE_HMR_PORT): each needs its own socket.
    hmr: { port: Number(process.env.VITE_HMR_PORT ?? 24678) },
  },
  ssr: { noExternal: ['@vag/domain'] },
  build: {
    // The domain's modules have no side effects: one a page imports nothing from is left out.
    rollupOptions: { treeshake: { moduleSideEffects: [{ test: /\/packages\/domain\/src\//, sideEffects: false }] } },
  },
});
