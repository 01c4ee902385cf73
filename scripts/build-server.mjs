// Compiles the server process (packages/server, with the API, the domain and the storefront's
// context it imports) into one ES module, `packages/server/dist/main.js`, so that production
// runs plain JavaScript: no TypeScript loader, its worker thread and its in-memory transforms
// (about half the idle memory of the process, bench/README.md). npm packages stay external and
// load from node_modules as usual; the SQL migrations are copied next to the bundle, where
// `migrate.ts` looks for them (`./migrations` beside the module).
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}packages/server/dist`;

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['packages/server/src/main.ts'],
  outfile: `${dist}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Our workspaces are TypeScript sources: they go into the bundle.
  alias: {
    '@vag/api': './packages/api/src/index.ts',
    '@vag/domain': './packages/domain/src/index.ts',
    '@vag/web/context': './packages/web/app/context.ts',
  },
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
cpSync(`${root}packages/api/src/db/migrations`, `${dist}/migrations`, { recursive: true });
console.log('server compiled to packages/server/dist/main.js');
