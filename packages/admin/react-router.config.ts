import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Every route up front, as the storefront does (its react-router.config.ts says why).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
