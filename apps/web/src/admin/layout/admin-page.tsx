import { useEffect, type ReactNode } from 'react';
import { css } from '@rihla/styled-system/css';

/** A back-office screen: its title as the page's heading and the tab's title, and its content. */
export function AdminPage({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · لوحة التحكم · رحلة`;
  }, [title]);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', minWidth: '0' })}>
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}
      >
        <h1 className={css({ fontSize: '2xl', fontWeight: '700' })}>{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A wide table scrolls inside its panel on a phone (a focusable region, so the keyboard can scroll it). */
// position: relative keeps the table's visually hidden texts (an absolute span) inside the scroll
// box: without it an RTL page grew wider than a phone's screen (issue 29's staff screen).
const tableScroll = css({ overflowX: 'auto', maxWidth: '100%', position: 'relative' });

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (axe: scrollable-region-focusable)
    <div role="region" aria-label={label} tabIndex={0} className={tableScroll}>
      {children}
    </div>
  );
}

export const panel = css({
  layerStyle: 'card',
  padding: '5',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
});
