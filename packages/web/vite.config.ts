import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The server package serves the API on the same origin; Vite only builds the storefront.
  server: { middlewareMode: true },
  ssr: { noExternal: ['@vag/domain'] },
});
