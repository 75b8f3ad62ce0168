import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';

// web-vitals reads the browser's performance entries, which jsdom has not: each reporter it is
// given is kept, so a test can hand it this load's figures the way the library would.
const reporters = vi.hoisted(() => new Map<string, (m: Metric) => void>());
vi.mock('web-vitals', () => {
  const on = (name: string) => (report: (m: Metric) => void) => void reporters.set(name, report);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const { startVitalsReport, vitalPageOf } = await import('./vitals-report.ts');
const figure = (name: Metric['name'], value: number) => reporters.get(name)!({ name, value } as Metric);

describe('the real visitors’ page type', () => {
  it('names the page landed on, the not-found page for an unknown path, and nothing for the back office', () => {
    expect(vitalPageOf('/')).toBe('home');
    expect(vitalPageOf('/trip/12/istanbul')).toBe('trip');
    expect(vitalPageOf('/countries/3')).toBe('country');
    expect(vitalPageOf('/account/trips/5')).toBe('booking');
    expect(vitalPageOf('/no/such/page')).toBe('notFound');
    expect(vitalPageOf('/admin/bookings')).toBeNull();
  });
});

describe('the real visitors’ report', () => {
  afterEach(() => {
    delete document.documentElement.dataset.vitals;
    reporters.clear();
  });

  it('marks the page once TTFB and FCP are in hand, and sends the figures once as the page goes', () => {
    const send = vi.fn();
    startVitalsReport('/policy', send);
    figure('TTFB', 120.4567);
    expect(document.documentElement.dataset.vitals).toBeUndefined();
    figure('FCP', 900);
    expect(document.documentElement.dataset.vitals).toBe('measured');

    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0]![0] as string)).toEqual({
      page: 'policy',
      metrics: [
        { name: 'TTFB', value: 120.457 },
        { name: 'FCP', value: 900 },
      ],
    });
  });

  it('reports nothing for the back office', () => {
    const send = vi.fn();
    startVitalsReport('/admin/bookings', send);
    expect(reporters.size).toBe(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).not.toHaveBeenCalled();
  });
});
