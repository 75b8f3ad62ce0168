import type { Kysely } from 'kysely';
import {
  addDays,
  histogramP75,
  todayIso,
  VITAL_METRICS,
  vitalBucket,
  vitalRating,
  type VitalMetric,
  type VitalsReportBody,
} from '@rihla/contract';
import type { DB } from '../../platform/db/schema.ts';
import { countSamples, histograms } from './repositories/vital-buckets.ts';

// Real visitors' speed (issue 28; docs/product.md, "Real visitors"): a browser's report counted into
// today's histogram, and the 75th percentile of the last 7 or 28 days per page type and metric, rated
// by Google's thresholds (the contract's web-vitals.ts).

export type VitalsReport = VitalsReportBody;

/** Counts a report in; a metric sent twice in one report counts once. */
export async function recordReport(db: Kysely<DB>, report: VitalsReport, now = new Date()): Promise<void> {
  const seen = new Set<string>();
  const samples = report.metrics
    .filter((m) => !seen.has(m.name) && seen.add(m.name))
    .map((m) => ({ page: report.page, metric: m.name, bucket: vitalBucket(m.name, m.value) }));
  await countSamples(db, todayIso(now), samples);
}

type Figure = { p75: number; samples: number; rating: ReturnType<typeof vitalRating> } | null;

export async function vitalsSummary(db: Kysely<DB>, days: 7 | 28, now = new Date()) {
  const to = todayIso(now);
  const from = addDays(to, -(days - 1));
  const rows = await histograms(db, from, to);
  const byPage = new Map<string, Map<string, { bucket: number; count: number }[]>>();
  for (const r of rows) {
    const metrics = byPage.get(r.page) ?? new Map<string, { bucket: number; count: number }[]>();
    metrics.set(r.metric, [...(metrics.get(r.metric) ?? []), { bucket: Number(r.bucket), count: Number(r.count) }]);
    byPage.set(r.page, metrics);
  }
  const pages = [...byPage].map(([page, metrics]) => {
    const figure = (metric: VitalMetric): Figure => {
      const counts = metrics.get(metric) ?? [];
      const p75 = histogramP75(metric, counts);
      if (p75 === null) return null;
      const rounded = metric === 'CLS' ? Math.round(p75 * 1000) / 1000 : Math.round(p75);
      return { p75: rounded, samples: counts.reduce((s, c) => s + c.count, 0), rating: vitalRating(metric, rounded) };
    };
    const figures = Object.fromEntries(VITAL_METRICS.map((m) => [m, figure(m)])) as Record<VitalMetric, Figure>;
    // A page view reports at least its TTFB and FCP: the most samples of any metric is its page views.
    const samples = Math.max(...VITAL_METRICS.map((m) => figures[m]?.samples ?? 0));
    return { page, samples, ...figures };
  });
  pages.sort((a, b) => b.samples - a.samples || a.page.localeCompare(b.page));
  return { days, from, to, pages };
}
