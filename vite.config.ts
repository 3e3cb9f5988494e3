import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = 'http://localhost:3000';

// In development the Fastify server (npm run serve) answers the API; pages are Vite's.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/rest': API,
      // /customer/account/* are pages of this app, so only the session endpoints go to the server.
      '/customer': {
        target: API,
        bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
      },
    },
  },
});
