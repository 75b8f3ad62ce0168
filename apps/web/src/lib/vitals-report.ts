import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { matchPage, NOT_FOUND_PAGE, VITAL_PAGES, type VitalsReportBody } from '@rihla/contract';

// The reporter (lib/real-visitors.ts loads it): the web-vitals library's five figures for this page
// load, each sent once, with the page type and nothing else, by navigator.sendBeacon when the page is
// hidden (the one moment a phone reliably gives: a tab switch, the app closed, a new page).

/** The page type of a path, or null for the back office (staff, not visitors). */
export function vitalPageOf(pathname: string): VitalsReportBody['page'] | null {
  const name = matchPage(pathname)?.name ?? NOT_FOUND_PAGE;
  return (VITAL_PAGES as readonly string[]).includes(name) ? (name as VitalsReportBody['page']) : null;
}

export function startVitalsReport(
  pathname: string,
  send = (body: string) => navigator.sendBeacon('/api/vitals', new Blob([body], { type: 'application/json' })),
): void {
  const page = vitalPageOf(pathname);
  if (!page) return;
  const waiting = new Map<Metric['name'], number>();
  const sent = new Set<string>();
  // A figure already sent is not counted twice (CLS and INP may grow after the page came back).
  const take = (m: Metric) => {
    if (!sent.has(m.name)) waiting.set(m.name, m.value);
    // The page says when this load's first figures are in hand (`<html data-vitals>`): until then,
    // leaving it would report nothing, which a test or anyone checking a sample must know.
    const root = document.documentElement;
    if (!root.dataset.vitals && waiting.has('TTFB') && waiting.has('FCP')) root.dataset.vitals = 'measured';
  };
  onLCP(take);
  onINP(take);
  onCLS(take);
  onFCP(take);
  onTTFB(take);
  const flush = () => {
    if (!waiting.size) return;
    const body: VitalsReportBody = {
      page,
      metrics: [...waiting].map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 })),
    };
    for (const name of waiting.keys()) sent.add(name);
    waiting.clear();
    send(JSON.stringify(body));
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
