import type { ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type Key,
} from 'react-aria-components';
import { css } from '@rihla/styled-system/css';
import { withClass } from '../utils/class-name.ts';
import { ChevronDownIcon } from '../icons/icons.tsx';

export interface AccordionItem {
  id: Key;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps extends Omit<DisclosureGroupProps, 'children'> {
  items: readonly AccordionItem[];
  /** Level of each question's heading. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The FAQ: each question is a heading holding a button (aria-expanded, aria-controls) that expands or
 * collapses its answer. Several may be open unless `allowsMultipleExpanded` is false.
 */
export function Accordion({ items, headingLevel = 3, className, allowsMultipleExpanded = true, ...props }: AccordionProps) {
  return (
    <DisclosureGroup {...props} allowsMultipleExpanded={allowsMultipleExpanded} className={withClass(root, className)}>
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={itemStyle}>
          <Heading level={headingLevel} className={css({ fontSize: 'md', fontWeight: '600' })}>
            <Button slot="trigger" className={trigger}>
              <span className={css({ flex: '1' })}>{item.title}</span>
              <ChevronDownIcon className={chevron} />
            </Button>
          </Heading>
          <DisclosurePanel className={panel}>
            <div className={css({ paddingInline: '4', paddingBlockEnd: '4', color: 'fg.muted' })}>{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}

const root = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const itemStyle = css({ border: '1px solid', borderColor: 'border', borderRadius: 'control', bg: 'bg', overflow: 'hidden' });
const trigger = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: '100%',
  minHeight: '44px',
  paddingInline: '4',
  paddingBlock: '3',
  textAlign: 'start',
  color: 'fg',
  cursor: 'pointer',
  _hovered: { bg: 'bg.subtle' },
  focusOutline: 'inside',
});
const chevron = css({ flexShrink: '0', transition: 'transform 150ms', '[data-expanded] &': { transform: 'rotate(180deg)' } });
const panel = css({ '&[aria-hidden=true]': { display: 'none' } });
