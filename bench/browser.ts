// Lighthouse (npm) with Debian's Chromium on home, search results and trip detail, mobile settings
// (Lighthouse's default: Moto G Power emulation, simulated slow 4G and 4× CPU), 3 runs per page, the
// median of each figure; and the gzipped JavaScript each route downloads (bench/web-js-size.ts).
//
//   pnpm --filter @rihla/web build && pnpm --filter @rihla/bench run browser [--runs=3]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { call } from './lib/api.ts';
import { launchChromium } from './lib/chromium.ts';
import { loadLine, printMachine } from './lib/machine.ts';
import { fmt, printTable, type Cell } from './lib/table.ts';
import { REPO_ROOT, startApi, tempDir } from './lib/server.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(args.runs);
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.error('apps/web/dist is missing: build it first with `pnpm --filter @rihla/web build`.');
  process.exit(2);
}

printMachine();
console.log(
  `browser: Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${execFileSync('/usr/bin/chromium', ['--version']).toString().trim()}, mobile (default config), ${RUNS} runs per page, median per figure; web build ${fs.statSync(path.join(WEB_DIST, 'index.html')).mtime.toISOString()}`,
);

/** Gzipped JS per route from bench/web-js-size.ts (the public-site engineer's), when present. */
function jsSizes(): Map<string, string> {
  const out = new Map<string, string>();
  const script = path.join(import.meta.dirname, 'web-js-size.ts');
  if (!fs.existsSync(script)) return out;
  let text = '';
  try {
    text = execFileSync(process.execPath, [script], { env: { ...process.env, WEB_DIST }, encoding: 'utf8', timeout: 60_000 });
  } catch (e) {
    text = String((e as { stdout?: string }).stdout ?? ''); // over budget exits 1 but still prints
  }
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length >= 6 && cells[1]?.startsWith('/')) out.set(cells[1], cells[4]!);
  }
  return out;
}

const dataDir = tempDir('browser');
const api = await startApi({ dataDir, env: { WEB_DIST } });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rows: Cell[][] = [];
try {
  const list = await call(api.url, '/api/trips/filter?page=1');
  const trip = list.body.data[0];
  const pages: [string, string, string][] = [
    ['home', '/', '/'],
    ['search results', '/search?sort_by=low_price', '/search'],
    ['trip detail', trip.link, '/trip/{id}/{slug}'],
  ];
  const js = jsSizes();
  for (const [name, pathname, route] of pages) {
    const runs: { perf: number; a11y: number; bp: number; seo: number; lcp: number; tbt: number; cls: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const chrome = await launchChromium();
      try {
        const result = await lighthouse(`${api.url}${pathname}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result!.lhr;
        if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const score = (k: string) => Math.round((lhr.categories[k]?.score ?? NaN) * 100);
        const num = (k: string) => lhr.audits[k]?.numericValue ?? NaN;
        runs.push({
          perf: score('performance'),
          a11y: score('accessibility'),
          bp: score('best-practices'),
          seo: score('seo'),
          lcp: num('largest-contentful-paint'),
          tbt: num('total-blocking-time'),
          cls: num('cumulative-layout-shift'),
        });
        const failing = Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'manual' &&
              a.scoreDisplayMode !== 'notApplicable',
          )
          .map((a) => a.id);
        const consoleErrors = (
          (lhr.audits['errors-in-console']?.details as { items?: { description?: string; url?: string }[] } | undefined)?.items ??
          []
        ).map((x) => `${x.description ?? ''} ${x.url ?? ''}`.trim().slice(0, 120));
        if (i === 0 && consoleErrors.length) console.log(`  ${name}: console errors: ${consoleErrors.slice(0, 3).join(' | ')}`);
        console.log(
          `  ${name} run ${i + 1}: perf ${score('performance')}, a11y ${score('accessibility')}, bp ${score('best-practices')}, seo ${score('seo')}, LCP ${fmt(num('largest-contentful-paint'), 0)} ms, TBT ${fmt(num('total-blocking-time'), 0)} ms, CLS ${fmt(num('cumulative-layout-shift'), 3)}${failing.length ? `; below 0.9: ${failing.slice(0, 12).join(', ')}` : ''}`,
        );
      } finally {
        await chrome.stop();
      }
    }
    const m = (k: keyof (typeof runs)[number]) => median(runs.map((r) => r[k]));
    rows.push([
      name,
      pathname.length > 40 ? `${pathname.slice(0, 37)}…` : pathname,
      m('perf'),
      m('a11y'),
      m('bp'),
      m('seo'),
      fmt(m('lcp'), 0),
      fmt(m('tbt'), 0),
      fmt(m('cls'), 3),
      js.get(route) ?? '–',
    ]);
  }
} finally {
  await api.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`end: ${loadLine()}\n`);
printTable(
  ['page', 'path', 'performance', 'accessibility', 'best-practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS gzip KB'],
  rows,
);
