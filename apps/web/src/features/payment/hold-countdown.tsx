import { useEffect, useId, useState } from 'react';
import { css, cx } from '@rihla/styled-system/css';
import { paymentMessages as m } from '@rihla/contract';

/** "14:05" from milliseconds left; never below "00:00". */
export function formatMinutesSeconds(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The time left on the booking's seat hold, as mm:ss. role="timer" is not a live region (its
 * aria-live is "off"), so a screen reader reads it when the customer reaches it, never each second.
 */
export function HoldCountdown({ dueAt, now = Date.now }: { dueAt: string; now?: () => number }) {
  const labelId = useId();
  const end = Date.parse(dueAt);
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  const left = end - current;
  return (
    <div className={row}>
      <span id={labelId}>{m.holdLeft}</span>
      <span role="timer" aria-labelledby={labelId} dir="ltr" className={cx(clock, left < 5 * 60_000 && urgent)}>
        {formatMinutesSeconds(left)}
      </span>
    </div>
  );
}

const row = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3', flexWrap: 'wrap' });
const clock = css({ fontWeight: '700', fontSize: 'xl', fontVariantNumeric: 'tabular-nums' });
const urgent = css({ color: 'red.700' });
