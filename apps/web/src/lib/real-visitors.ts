import { peekRead } from '../api/read-cache.ts';
import { getSiteInfo } from '../api/get-site-info.ts';
import type { SiteInfo } from '@rihla/contract';

// Real visitors' speed (issue 28; docs/product.md, "Real visitors"). Once the page has loaded and the
// main thread is idle, a sampled share of page views loads the reporter (./vitals-report.ts, with
// the web-vitals library), which reports this page load's figures as the page is hidden. Nothing of
// it is in the first load's script, and nothing runs before the page is usable.

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000);

async function sampleRate(): Promise<number> {
  const known = peekRead<SiteInfo>('site-info')?.data;
  const info = known ?? (await getSiteInfo().catch(() => undefined));
  return info?.vitals_sample_rate ?? 0;
}

export function reportRealVisitors(): void {
  // The page type is the one the visitor landed on: LCP, FCP and TTFB are that load's.
  const landedOn = location.pathname;
  const start = () =>
    whenIdle(() => {
      void sampleRate().then(async (rate) => {
        if (!(Math.random() < rate)) return;
        const { startVitalsReport } = await import('./vitals-report.ts');
        startVitalsReport(landedOn);
      });
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
