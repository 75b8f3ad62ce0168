import { describe, expect, it } from 'vitest';
import { histogramP75, VITAL_PAGES, vitalBucket, vitalRating } from './web-vitals.ts';

describe('real visitors’ figures', () => {
  it('rates a value by Google’s thresholds, the bounds included in the better band', () => {
    expect(vitalRating('LCP', 2500)).toBe('good');
    expect(vitalRating('LCP', 2501)).toBe('needs-improvement');
    expect(vitalRating('INP', 501)).toBe('poor');
    expect(vitalRating('CLS', 0.1)).toBe('good');
    expect(vitalRating('CLS', 0.3)).toBe('poor');
  });

  it('gives the 75th percentile of a histogram within 2.5 % of the exact one', () => {
    const values = Array.from({ length: 1000 }, (_, i) => 300 + i * 7); // 300 … 7293 ms
    const counts = new Map<number, number>();
    for (const v of values) counts.set(vitalBucket('LCP', v), (counts.get(vitalBucket('LCP', v)) ?? 0) + 1);
    const p75 = histogramP75(
      'LCP',
      [...counts].map(([bucket, count]) => ({ bucket, count })),
    )!;
    const exact = values[Math.ceil(values.length * 0.75) - 1]!;
    expect(Math.abs(p75 - exact) / exact).toBeLessThan(0.025);
    // CLS in thousandths: 0.05 and 0.12 land in different buckets on either side of "good".
    expect(vitalBucket('CLS', 0.05)).toBeLessThan(vitalBucket('CLS', 0.12));
    expect(histogramP75('CLS', [{ bucket: vitalBucket('CLS', 0.12), count: 3 }])).toBeCloseTo(0.12, 2);
    expect(histogramP75('INP', [])).toBeNull();
  });

  it('reports the public and account pages, never the back office’s', () => {
    expect(VITAL_PAGES).toContain('home');
    expect(VITAL_PAGES).toContain('trip');
    expect(VITAL_PAGES).toContain('notFound');
    expect(VITAL_PAGES.some((p) => p.startsWith('admin'))).toBe(false);
  });
});

describe('the dashboard’s page names', () => {
  it('names every reported page type in Arabic', async () => {
    const { VITAL_PAGE_LABELS } = await import('./web-vitals.ts');
    for (const page of VITAL_PAGES) expect(VITAL_PAGE_LABELS[page], page).toBeTruthy();
  });
});
