import { useEffect } from 'react';
import { css } from '@rihla/styled-system/css';
import { tagPath } from '@rihla/contract';
import { Link } from 'react-aria-components';
import { getTags } from '../../api/get-tag.ts';
import { once, useRemote } from '../../api/use-remote.ts';

/**
 * The package categories strip. The original pointed every category at /packages/1; each now leads
 * to its own tag listing (tagPath(tag.id)).
 */
export function PackageCategories({ limit, onReady }: { limit?: number; onReady?: () => void }) {
  const loaded = useRemote('tags', () => once('tags', () => getTags())).data;
  const tags = loaded ?? [];
  useEffect(() => {
    if (loaded) onReady?.();
  }, [loaded, onReady]);
  const shown = limit ? tags.slice(0, limit) : tags;
  return (
    <ul aria-label="فئات الباقات" className={strip}>
      {shown.map((tag) => (
        <li key={tag.id}>
          <Link href={tagPath(tag.id)} className={chip}>
            <img
              src={tag.image}
              alt=""
              width={40}
              height={40}
              className={css({ width: '10', height: '10', borderRadius: 'full', objectFit: 'cover' })}
            />
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const strip = css({ display: 'flex', flexWrap: 'wrap', gap: '3', listStyle: 'none', paddingBlock: '4' });
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
  outline: 'none',
  _hovered: { bg: 'accent.subtle', borderColor: 'accent' },
  _focusVisible: { outline: '3px solid token(colors.focusRing)', outlineOffset: '2px' },
});
