import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The browser gets every route up front (one hashed, immutable manifest file of ~6 KB gzip)
  // instead of asking `/__manifest` for the routes its links and forms lead to. With lazy
  // discovery, a form submitted while a discovery request was still under way (a quick click
  // after the page loads) matched our catch-all 404 route and failed with "not-found-any does
  // not have an action" (react-router issues #15326, #15327).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
