import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The server package serves the API on the same origin; Vite only builds the storefront.
  server: {
    middlewareMode: true,
    // Several dev servers may run side by side (VITE_HMR_PORT): each needs its own socket.
    hmr: { port: Number(process.env.VITE_HMR_PORT ?? 24678) },
  },
  ssr: { noExternal: ['@vag/domain'] },
});
