import fs from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

// The API server's page hints (apps/api/src/modules/pages/page-hints.ts) preload the screen a route opens; the
// route table is the web app's, so the build writes it out beside Vite's manifest as
// .vite/routes.json: each public route and the manifest key of its lazily imported screen;
// .vite/paths.json: every route path of the app (the server's 404 for any other).
function routeManifest(): Plugin {
  const table = 'src/app/routes-public.tsx';
  return {
    name: 'rihla-route-manifest',
    apply: 'build',
    generateBundle() {
      const source = fs.readFileSync(new URL(table, import.meta.url), 'utf8');
      const lazyImport = /const (\w+) = lazy\(\(\) => import\('\.\.\/(screens\/[^']+)'\)\)/g;
      const screens = new Map([...source.matchAll(lazyImport)].map((m) => [m[1]!, `src/${m[2]}`]));
      const routes: Record<string, string> = {};
      for (const m of source.matchAll(/<Route\b[^>]*?\bpath="([^"]+)"[^>]*?\bcomponent=\{(\w+)\}/g)) {
        const screen = screens.get(m[2]!);
        if (screen) routes[m[1]!] = screen;
      }
      if (!Object.keys(routes).length) this.error(`no lazily loaded screen found in the routes of ${table}`);
      this.emitFile({ type: 'asset', fileName: '.vite/routes.json', source: `${JSON.stringify(routes, null, 2)}\n` });
      // Every path the app answers, public, customer and back office: the server answers 404 for any other.
      const paths = [table, 'src/app/routes-customer.tsx', 'src/admin/admin-app.tsx'].flatMap((file) =>
        [...fs.readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/<Route\b[^>]*?\bpath="([^"]+)"/g)].map(
          (m) => m[1]!,
        ),
      );
      this.emitFile({ type: 'asset', fileName: '.vite/paths.json', source: `${JSON.stringify(paths, null, 2)}\n` });
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
    routeManifest(),
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
    // the API server's page hints read it with .vite/routes.json (routeManifest above).
    manifest: true,
    // index.html lists no modulepreload of the entry's imports: a page rendered by the server paints
    // without them, and ahead of the first paint they compete with the CSS, fonts and top picture on
    // a slow link (issue 14, item 5; measured with bench browser). The entry asks for them itself.
    // A lazy screen still preloads its own imports when it is asked for.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
    // The server entry is one file: a chunk importing it back would, once the server imports a
    // rebuilt entry afresh (lib/server-render.ts), load a second React beside the first.
    ...(isSsrBuild && { rolldownOptions: { output: { codeSplitting: false } } }),
  },
}));
