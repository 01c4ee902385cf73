import type { Config } from '@react-router/dev/config';

// As the storefront's (packages/web/react-router.config.ts): server rendering, every route up front.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
