// Lighthouse (npm) with Debian's Chromium on home, search results, a trip page and a country page,
// mobile settings (Lighthouse's default: Moto G Power emulation, simulated slow 4G and 4× CPU), 3 runs
// per page, the median of each figure; the requests started before the first paint; and the gzipped
// JavaScript each route downloads (bench/web-js-size.ts). Issue 14's goals: performance ≥ 95,
// LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02, accessibility and SEO 100, at most 6 requests before the
// first paint.
//
//   pnpm --filter @rihla/web build && pnpm --filter @rihla/bench run browser [--runs=3]
//   WEB_DIST=/some/other/dist pnpm --filter @rihla/bench run browser   (e.g. a build kept for "before")
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { countryPath } from '@rihla/contract';
import { call } from './lib/api.ts';
import { launchChromium } from './lib/chromium.ts';
import { loadLine, printMachine } from './lib/machine.ts';
import { fmt, printTable, type Cell } from './lib/table.ts';
import { REPO_ROOT, startApi, tempDir } from './lib/server.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(args.runs);
const WEB_DIST = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist');

if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.error(`${WEB_DIST} has no index.html: build it first with \`pnpm --filter @rihla/web build\`.`);
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

/**
 * Requests the page started before its first paint, as observed in the (unthrottled) trace: the
 * simulated slow-4G FCP is computed from the same requests, so each one here is a round trip the phone
 * waits for before anything is drawn (issue 14's budget: HTML, CSS, the top picture, two fonts, the
 * entry script).
 */
function requestsBeforePaint(lhr: { audits: Record<string, { details?: unknown }> }): number {
  type Metrics = { items?: { observedFirstContentfulPaint?: number; observedNavigationStart?: number }[] };
  type Requests = { items?: { networkRequestTime?: number; url?: string }[] };
  const observed = (lhr.audits.metrics?.details as Metrics | undefined)?.items?.[0];
  const paint = observed?.observedFirstContentfulPaint;
  const requests = (lhr.audits['network-requests']?.details as Requests | undefined)?.items ?? [];
  if (paint === undefined) return NaN;
  return requests.filter((r) => !r.url?.startsWith('data:') && (r.networkRequestTime ?? Infinity) < paint).length;
}

const dataDir = tempDir('browser');
const api = await startApi({ dataDir, env: { WEB_DIST } });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rows: Cell[][] = [];
try {
  const list = await call(api.url, '/api/trips/filter?page=1');
  const trip = list.body.data[0];
  const country = (await call(api.url, '/api/countries')).body.data[0];
  const pages: [string, string, string][] = [
    ['home', '/', '/'],
    ['search results', '/search?sort_by=low_price', '/search'],
    ['trip detail', trip.link, '/trip/{id}/{slug}'],
    ['country', countryPath(country.id, country.name), '/countries/{id}/{slug}'],
  ];
  const js = jsSizes();
  for (const [name, pathname, route] of pages) {
    const runs: {
      perf: number;
      a11y: number;
      bp: number;
      seo: number;
      fcp: number;
      lcp: number;
      tbt: number;
      cls: number;
      early: number;
    }[] = [];
    let failures = 0;
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
        if (lhr.runtimeError) {
          // A run Chromium could not load (seen once as CHROME_INTERSTITIAL_ERROR on a busy machine) is
          // run again, five times at most per page, rather than ending the whole benchmark.
          const message = `${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
          if (++failures > 5) throw new Error(message);
          console.log(`  ${message}; running again`);
          i--;
          continue;
        }
        const score = (k: string) => Math.round((lhr.categories[k]?.score ?? NaN) * 100);
        const num = (k: string) => lhr.audits[k]?.numericValue ?? NaN;
        runs.push({
          perf: score('performance'),
          a11y: score('accessibility'),
          bp: score('best-practices'),
          seo: score('seo'),
          fcp: num('first-contentful-paint'),
          lcp: num('largest-contentful-paint'),
          tbt: num('total-blocking-time'),
          cls: num('cumulative-layout-shift'),
          early: requestsBeforePaint(lhr),
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
          `  ${name} run ${i + 1}: perf ${score('performance')}, a11y ${score('accessibility')}, bp ${score('best-practices')}, seo ${score('seo')}, FCP ${fmt(num('first-contentful-paint'), 0)} ms, LCP ${fmt(num('largest-contentful-paint'), 0)} ms, TBT ${fmt(num('total-blocking-time'), 0)} ms, CLS ${fmt(num('cumulative-layout-shift'), 3)}, ${runs.at(-1)!.early} requests before first paint${failing.length ? `; below 0.9: ${failing.slice(0, 12).join(', ')}` : ''}`,
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
      fmt(m('fcp'), 0),
      fmt(m('lcp'), 0),
      fmt(m('tbt'), 0),
      fmt(m('cls'), 3),
      m('early'),
      js.get(route) ?? '–',
    ]);
  }
} finally {
  await api.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`end: ${loadLine()}\n`);
printTable(
  [
    'page',
    'path',
    'performance',
    'accessibility',
    'best-practices',
    'SEO',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'req. before paint',
    'JS gzip KB',
  ],
  rows,
);
