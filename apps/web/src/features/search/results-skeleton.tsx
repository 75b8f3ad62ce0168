import { css } from '@rihla/styled-system/css';
import { useColumns } from '../../components/infinite-list/use-columns.ts';

/**
 * While page 1 loads: the status line for screen readers and one row of empty card frames the height
 * of a real row, so the footer and everything below do not jump when the cards arrive (CLS).
 */
export function ResultsSkeleton({ label, rowHeight }: { label: string; rowHeight: number }) {
  const columns = useColumns(3);
  return (
    <div>
      <p role="status" className={css({ srOnly: true })}>
        {label}…
      </p>
      <div
        aria-hidden="true"
        className={css({ display: 'grid', gap: '4', paddingBlockEnd: '4' })}
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {Array.from({ length: columns }, (_, i) => (
          <div key={i} className={frame} style={{ height: rowHeight - 16 }} />
        ))}
      </div>
    </div>
  );
}

const frame = css({
  borderRadius: 'card',
  bg: 'bg.muted',
  animation: 'pulse 1.6s ease-in-out infinite',
});
