import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The server package serves the admin API on the same origin; Vite only builds the back office.
  server: { middlewareMode: true, hmr: { port: Number(process.env.VITE_ADMIN_HMR_PORT ?? 24679) } },
  ssr: { noExternal: ['@vag/domain'] },
});
