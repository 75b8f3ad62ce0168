import { useEffect } from 'react';
import { css } from '@rihla/styled-system/css';
import { tagPath } from '@rihla/contract';
import { PageLink } from '@rihla/ui/link/page-link';
import { tagsQuery } from '../../api/get-tag.ts';
import { useRemote } from '../../api/use-remote.ts';

/**
 * The package categories strip. The original pointed every category at /packages/1; each now leads
 * to its own tag listing (tagPath(tag.id)).
 */
export function PackageCategories({
  limit,
  onReady,
  rowOnPhone = false,
}: {
  limit?: number;
  onReady?: () => void;
  /** On a phone, one row that scrolls sideways instead of five wrapped rows (the search page). */
  rowOnPhone?: boolean;
}) {
  const loaded = useRemote(tagsQuery()).data;
  const tags = loaded ?? [];
  useEffect(() => {
    if (loaded) onReady?.();
  }, [loaded, onReady]);
  const shown = limit ? tags.slice(0, limit) : tags;
  return (
    <ul aria-label="فئات الباقات" className={rowOnPhone ? stripRowOnPhone : strip}>
      {/* Until the categories arrive, empty chips hold their place so the page below does not jump. */}
      {!loaded &&
        Array.from({ length: limit ?? EXPECTED_CATEGORIES }, (_, i) => <li key={i} aria-hidden="true" className={placeholder} />)}
      {shown.map((tag) => (
        <li key={tag.id}>
          <PageLink href={tagPath(tag.id)} unstyled className={chip}>
            <img
              src={tag.image}
              alt=""
              width={40}
              height={40}
              className={css({ width: '10', height: '10', borderRadius: 'full', objectFit: 'cover' })}
            />
            {tag.name}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

// The demo catalogue has 9 (study abroad and 8 packages); an operator's list is usually close.
const EXPECTED_CATEGORIES = 9;

// Flex items, so no line box adds height around the chips (the placeholders match them exactly).
const stripStyle = css.raw({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  listStyle: 'none',
  paddingBlock: '4',
  '& > li': { display: 'flex' },
});
// The chips' focus rings stay inside the scroller thanks to its block padding; a keyboard user
// tabbing along scrolls it, the links being the focusable content axe asks for.
const phoneRowStyle = css.raw({
  flexWrap: { base: 'nowrap', sm: 'wrap' },
  paddingBlock: { base: '2', sm: '4' },
  overflowX: { base: 'auto', sm: 'visible' },
  paddingInline: { base: '1', sm: '0' },
  // No scrollbar track under the row on a phone (touch scrolls it; the cut chip shows there is more).
  scrollbarWidth: { base: 'none', sm: 'auto' },
  '& > li': { flexShrink: 0 },
});
// Merged (not two class lists), so the phone values replace the strip's instead of competing.
const strip = css(stripStyle);
const stripRowOnPhone = css(stripStyle, phoneRowStyle);
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '44px',
  paddingInlineStart: '1',
  paddingInlineEnd: '4',
  paddingBlock: '1',
  borderRadius: 'full',
  bg: 'bg',
  border: '1px solid',
  borderColor: 'border',
  color: 'fg',
  fontWeight: '600',
  textDecoration: 'none',
  cursor: 'pointer',
  _hovered: { bg: 'accent.subtle', borderColor: 'accent' },
  focusOutline: 'outside',
});
const placeholder = css({
  width: '36',
  height: '[50px]', // 40 px picture, 4 px padding and a 1 px border, above and below
  borderRadius: 'full',
  bg: 'bg.muted',
  animation: 'pulse 1.6s ease-in-out infinite',
});
