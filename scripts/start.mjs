// `npm start`: builds the storefront and compiles the server when no build exists (or their
// sources are newer), then runs the compiled server (packages/server/dist/main.js) in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builds = [
  join(root, 'packages/web/build/server/index.js'),
  join(root, 'packages/admin/build/server/index.js'),
  join(root, 'packages/server/dist/main.js'),
];
const sources = [
  'packages/web/app',
  'packages/domain/src',
  'packages/api/src',
  'packages/server/src',
  'packages/web/vite.config.ts',
  'packages/web/react-router.config.ts',
  'packages/admin/app',
  'packages/admin/vite.config.ts',
  'packages/admin/react-router.config.ts',
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const builtAt = Math.min(...builds.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
if (builtAt < changedAt) {
  console.log(builtAt ? 'Sources changed: rebuilding…' : 'No build yet: building…');
  // A production build whoever starts it: under a test runner's NODE_ENV=test Vite would bundle
  // React's development build, whose StrictMode runs every effect twice in the browser.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm start` serves the production build: React and the libraries take their production
// paths only with NODE_ENV=production (a test runner's `test` would select React's slow
// development build). `npm run dev` is the development server.
if (process.env.NODE_ENV !== 'production') process.env.NODE_ENV = 'production';

await import('../packages/server/dist/main.js');
