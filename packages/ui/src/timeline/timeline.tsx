import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { css } from '@rihla/styled-system/css';
import { formatNumber, type ProgramDay } from '@rihla/contract';
import { ChevronDownIcon } from '../icons/icons.tsx';
import { Picture, PICTURE_SIZES } from '../picture/picture.tsx';

export interface TimelineProps {
  days: readonly ProgramDay[];
  /** Days open at first (by day number). */
  defaultExpandedDays?: readonly number[];
  headingLevel?: 2 | 3 | 4;
  label?: string;
}

/**
 * The trip itinerary: an ordered list of days on a vertical line (drawn along the inline start, so
 * it sits on the right in Arabic). Each day expands to its description and optional image.
 */
export function Timeline({ days, defaultExpandedDays = [], headingLevel = 3, label = 'برنامج الرحلة' }: TimelineProps) {
  return (
    <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={defaultExpandedDays.map(String)}>
      <ol aria-label={label} className={list}>
        {days.map((day) => (
          <li key={day.day} className={item}>
            <span aria-hidden="true" className={dot}>
              {formatNumber(day.day)}
            </span>
            <Disclosure id={String(day.day)} className={css({ flex: '1', minWidth: '0' })}>
              <Heading level={headingLevel} className={css({ fontSize: 'md' })}>
                <Button slot="trigger" className={trigger}>
                  <span className={css({ display: 'flex', flexDirection: 'column', flex: '1', textAlign: 'start' })}>
                    <span className={css({ fontSize: 'sm', color: 'accent.pressed', fontWeight: '600' })}>
                      اليوم {formatNumber(day.day)}
                    </span>
                    <span className={css({ fontWeight: '700' })}>{day.title}</span>
                  </span>
                  <ChevronDownIcon className={chevron} />
                </Button>
              </Heading>
              <DisclosurePanel className={css({ '&[aria-hidden=true]': { display: 'none' } })}>
                <div
                  className={css({ display: 'flex', flexDirection: 'column', gap: '3', paddingBlock: '2', paddingInline: '2' })}
                >
                  <p className={css({ color: 'fg.muted' })}>{day.description}</p>
                  {day.image && <Picture src={day.image} sizes={PICTURE_SIZES.day} alt="" loading="lazy" className={image} />}
                </div>
              </DisclosurePanel>
            </Disclosure>
          </li>
        ))}
      </ol>
    </DisclosureGroup>
  );
}

const list = css({ listStyle: 'none', display: 'flex', flexDirection: 'column', position: 'relative' });
const item = css({
  position: 'relative',
  display: 'flex',
  gap: '3',
  paddingBlockEnd: '4',
  // The line between the day markers.
  _before: {
    content: '""',
    position: 'absolute',
    insetInlineStart: '17px',
    insetBlockStart: '36px',
    insetBlockEnd: '0',
    borderInlineStart: '2px solid',
    borderColor: 'brand.200',
  },
  _last: { _before: { display: 'none' } },
});
const dot = css({
  flexShrink: '0',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: 'full',
  bg: 'accent',
  color: 'fg.onAccent',
  fontWeight: '700',
  marginBlockStart: '1',
});
const trigger = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  width: '100%',
  minHeight: '44px',
  paddingInline: '2',
  paddingBlock: '1',
  borderRadius: 'control',
  color: 'fg',
  cursor: 'pointer',
  _hovered: { bg: 'bg.subtle' },
  focusOutline: 'auto',
});
const chevron = css({ flexShrink: '0', transition: 'transform 150ms', '[data-expanded] &': { transform: 'rotate(180deg)' } });
const image = css({ width: '100%', maxWidth: '480px', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 'control' });
