import type { ReactNode } from 'react';
import { css, cx } from '@rihla/styled-system/css';

export interface EmptyStateProps {
  /** e.g. uiMessages.noTrips ('لا توجد رحلات'). */
  title: string;
  description?: ReactNode;
  /** Decorative image (the not-found illustration). */
  image?: string;
  /** A link or button to move on. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/** The message a list or page shows when it has nothing: announced politely as it appears. */
export function EmptyState({ title, description, image, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div role="status" className={cx(root, className)}>
      {image && <img src={image} alt="" className={css({ width: '40', maxWidth: '60%', height: 'auto' })} />}
      <Heading className={css({ fontSize: 'xl', fontWeight: '700', color: 'fg' })}>{title}</Heading>
      {description && <p className={css({ color: 'fg.muted', maxWidth: '40ch' })}>{description}</p>}
      {action}
    </div>
  );
}

const root = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '3',
  paddingBlock: '12',
  paddingInline: '4',
  layerStyle: 'subtleCard',
});
