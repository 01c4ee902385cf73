// `npm start`: builds the storefront when no build exists (or its sources are newer), then
// starts the one server process. TypeScript of the server and API runs through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildEntry = join(root, 'packages/web/build/server/index.js');
const sources = [
  'packages/web/app',
  'packages/domain/src',
  'packages/web/vite.config.ts',
  'packages/web/react-router.config.ts',
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
if (builtAt < changedAt) {
  console.log(builtAt ? 'Storefront sources changed: rebuilding…' : 'No storefront build yet: building…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm start` serves the production build: React and the libraries take their production
// paths only with NODE_ENV=production (a test runner's `test` would select React's slow
// development build). `npm run dev` is the development server.
if (process.env.NODE_ENV !== 'production') process.env.NODE_ENV = 'production';

const { register } = await import('tsx/esm/api');
register();
await import('../packages/server/src/main.ts');
