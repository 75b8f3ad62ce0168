import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { paymentMessages as m } from '@rihla/contract';
import { formatMinutesSeconds, HoldCountdown } from './hold-countdown.tsx';

describe('HoldCountdown', () => {
  it('shows mm:ss in a timer a screen reader reads on demand, never announced each second', () => {
    vi.useFakeTimers();
    try {
      const start = Date.parse('2026-11-27T09:00:00Z');
      vi.setSystemTime(start);
      render(<HoldCountdown dueAt="2026-11-27T09:14:05Z" />);
      const timer = screen.getByRole('timer', { name: m.holdLeft });
      expect(timer).toHaveTextContent('14:05');
      // role="timer" is aria-live "off" by itself: no live value may turn it on.
      expect(timer).not.toHaveAttribute('aria-live');
      expect(timer).toHaveAttribute('dir', 'ltr');
      act(() => vi.advanceTimersByTime(65_000));
      expect(timer).toHaveTextContent('13:00');
      act(() => vi.advanceTimersByTime(20 * 60_000));
      expect(timer).toHaveTextContent('00:00');
    } finally {
      vi.useRealTimers();
    }
  });

  it('rounds up to the second and never shows a negative time', () => {
    expect(formatMinutesSeconds(61_001)).toBe('01:02');
    expect(formatMinutesSeconds(-5000)).toBe('00:00');
    expect(formatMinutesSeconds(30 * 60_000)).toBe('30:00');
  });
});
