import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

// In development the API runs separately (pnpm start) and Vite proxies /api to it; in production
// the API server serves this build from the same origin.
export default defineConfig({
  plugins: [
    react(),
    // react-aria ships its strings (date fields, dialogs, calendars…) in 34 locales; the site speaks
    // Arabic (ar-SA, served by ar-AE's strings), with English as the library's own fallback.
    optimizeLocales.vite({ locales: ['ar', 'en-US'] }),
  ],
  server: {
    proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // bench/web-js-size.ts reads which chunks each route loads from dist/.vite/manifest.json.
    manifest: true,
  },
});
