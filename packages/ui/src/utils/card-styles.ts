import { css } from '@rihla/styled-system/css';

// Shared look of the listing cards. Each card is one link (its title) stretched over the card by a
// pseudo-element, so the whole card is clickable but a screen reader hears one link, named by the title.
export const cardRaw = css.raw({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  layerStyle: 'card',
  overflow: 'hidden',
  height: '100%',
  color: 'fg',
});
export const cardStyle = css(cardRaw);
export const cardImageStyle = css({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bg: 'bg.muted', display: 'block' });
export const cardBodyStyle = css({ display: 'flex', flexDirection: 'column', gap: '2', padding: '4', flex: '1' });
export const cardTitleStyle = css({ fontSize: 'lg', fontWeight: '700', lineHeight: '1.4' });
export const stretchedLinkStyle = css({
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'card', zIndex: '1' },
  _hovered: { textDecoration: 'underline' },
  focusOutline: 'stretched',
});
