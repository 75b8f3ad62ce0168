import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { readPageScreens } from './scripts/page-screens.ts';
import { staticCssPlugin } from './scripts/static-css.ts';

// Writes .vite/page-screens.json beside Vite's manifest: which screen each page opens, for the API
// server's page hints (scripts/page-screens.ts).
function pageScreens(): Plugin {
  return {
    name: 'rihla-page-screens',
    apply: 'build',
    generateBundle() {
      const screens = readPageScreens(import.meta.dirname);
      this.emitFile({ type: 'asset', fileName: '.vite/page-screens.json', source: `${JSON.stringify(screens, null, 2)}\n` });
    },
  };
}

// In development the API runs separately (pnpm start) and Vite proxies /api to it; in production
// the API server serves this build from the same origin.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // react-aria ships its strings (date fields, dialogs, calendars…) in 34 locales; the site speaks
    // Arabic (ar-SA, served by ar-AE's strings), with English as the library's own fallback.
    optimizeLocales.vite({ locales: ['ar', 'en-US'] }),
    pageScreens(),
    // Literal css() calls become their class names at build time (scripts/static-css.ts).
    staticCssPlugin(),
  ],
  // The server entry (src/app/entry-server.tsx, built with `vite build --ssr` into dist-ssr/) is
  // one self-contained file: the API server imports it without resolving this app's dependencies.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // bench/web-js-size.ts reads which chunks each route loads from dist/.vite/manifest.json, and
    // the API server's page hints read it with .vite/page-screens.json (pageScreens above).
    manifest: true,
    // index.html lists no modulepreload of the entry's imports: a page rendered by the server paints
    // without them, and ahead of the first paint they compete with the CSS, fonts and top picture on
    // a slow link (issue 14, item 5; measured with bench browser). The entry asks for them itself.
    //
    // A lazy screen asked for by the app preloads only its style sheets (the carousel's), not its
    // scripts: Vite's helper adds one <link rel="modulepreload"> per file of the screen, all in one
    // task, and the booking wizard's 72 files made that task 60–200 ms long at 4× CPU (Lighthouse's
    // TBT of the wizard, median of 3 against the same build with them: 493 → 293 ms). The browser
    // finds the files as it reads the screen's imports, three levels deep at most. The helper stays,
    // for its `vite:preloadError` (lib/reload-on-stale-chunk.ts). A page the browser draws still gets
    // its screen's files as hints in the HTML (apps/api/src/modules/pages/page-hints.ts).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps.filter((d) => d.endsWith('.css'))),
    },
    // The server entry is one file: a chunk importing it back would, once the server imports a
    // rebuilt entry afresh (lib/server-render.ts), load a second React beside the first.
    rolldownOptions: {
      output: {
        codeSplitting: isSsrBuild
          ? false
          : {
              groups: [
                // What boot.ts shares with the app, Vite's preloading helper and the site's locales
                // (app/warm-intl.ts): in the app's file, they would have boot.ts import the app at once.
                { name: 'boot-shared', test: /vite[\\/]preload-helper|contract[\\/]src[\\/]locales\.ts$/, priority: 1 },
                // The app (main.tsx, asked for by boot.ts) and everything it imports, in one file,
                // which the lazy screens import from: left to itself, the bundler splits what they
                // share with it into a dozen small files, heavier to fetch and to compress.
                { name: 'app', test: /[\\/]src[\\/]app[\\/]main\.tsx$/ },
              ],
            },
      },
    },
  },
}));
