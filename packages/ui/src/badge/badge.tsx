import type { ReactNode } from 'react';
import { readableTextOn } from '@rihla/contract';
import { cva, cx } from '@rihla/styled-system/css';

export const badgeRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    paddingInline: '2.5',
    paddingBlock: '0.5',
    borderRadius: 'full',
    fontSize: 'sm',
    fontWeight: '600',
    lineHeight: '1.5',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.muted', color: 'fg' },
      accent: { bg: 'accent.subtle', color: 'brand.700' },
      danger: { bg: 'danger.subtle', color: 'red.700' },
      success: { bg: 'success.subtle', color: 'green.800' },
      custom: {},
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export interface BadgeProps {
  children: ReactNode;
  tone?: 'neutral' | 'accent' | 'danger' | 'success';
  /**
   * A server-given background (a booking status). The text colour is chosen by the contract's
   * contrast guard: white when it reaches 4.5:1, else near-black.
   */
  color?: string;
  className?: string;
}

export function Badge({ children, tone = 'neutral', color, className }: BadgeProps) {
  // Only a full #rrggbb colour can be checked; anything else falls back to the tone.
  const custom = color && /^#[0-9a-f]{6}$/i.test(color.trim()) ? color.trim() : null;
  const style = custom ? { backgroundColor: custom, color: readableTextOn(custom) } : undefined;
  return (
    <span className={cx(badgeRecipe({ tone: custom ? 'custom' : tone }), className)} style={style}>
      {children}
    </span>
  );
}
