import { definePreset } from '@pandacss/dev';

// react-aria-components mark keyboard focus with data-focus-visible, not the :focus-visible pseudo-class.
// The site's native links and buttons (`data-native`, no react-aria on a first page: issue 28) use CSS's.
const focusVisible = '&:is([data-focus-visible], [data-native]:focus-visible)';

// The keyboard focus ring, written once: `css({ focusOutline: 'outside' })` hides the browser's outline
// and draws the ring when react-aria marks focus as visible; the value says where the ring sits. (Not
// named focusRing: that is preset-base's own utility, whose values would be merged with these.)
const focusOutlines = {
  /** 3px ring; its offset is the global `:focus-visible` rule's. */
  auto: {},
  /** 1px off the edge: fields and calendar days. */
  close: { outlineOffset: '1px' },
  /** 2px off the edge: buttons, links, chips. */
  outside: { outlineOffset: '2px' },
  /** 3px off the edge: the floating scroll-to-top button. */
  far: { outlineOffset: '3px' },
  /** Inside the edge, for boxes whose outside is clipped (accordion headers). */
  inside: { outlineOffset: '-3px' },
  /** 2px inside the edge: the gallery's dots. */
  insideEdge: { outlineOffset: '-2px' },
  /** A thinner ring inside list and menu rows. */
  row: { width: '2px', outlineOffset: '-2px' },
  /** White, on the dark footer. */
  onDark: { color: 'white', outlineOffset: '2px' },
  /** A link stretched over its card by ::after (utils/card-styles): the ring is the card's, inside it. */
  stretched: { outlineOffset: '-3px' },
  /** A box drawn inside a focusable label (the checkbox): ringed when its parent has visible focus. */
  parent: { outlineOffset: '2px' },
} satisfies Record<string, { width?: string; color?: string; outlineOffset?: string }>;
type FocusOutline = keyof typeof focusOutlines;

function focusOutlineStyle(value: FocusOutline, token: (path: string) => string | undefined) {
  const look: { width?: string; color?: string; outlineOffset?: string } = focusOutlines[value];
  const { width = '3px', color = token('colors.focusRing'), ...offset } = look;
  const ring = { outline: `${width} solid ${color}`, ...offset };
  const hidden = token('borders.none');
  if (value === 'stretched') return { outline: hidden, [focusVisible]: { '&::after': ring } };
  if (value === 'parent') return { '[data-focus-visible] > &': ring };
  return { outline: hidden, [focusVisible]: ring };
}

// Rihla's design tokens. Colours are chosen for WCAG AA: `fg` on `bg`, white on `accent`,
// `danger` and `success` all reach 4.5:1 or more. Spacing is always logical (ps/pe, ms/me) in
// components: the product is right-to-left.
export const rihlaPreset = definePreset({
  name: 'rihla',
  conditions: {
    extend: {
      // react-aria-components expose interaction state as data attributes, not pseudo-classes.
      // …and for the native ones (`data-native`), CSS's own states.
      hovered: '&:is([data-hovered], [data-native]:hover)',
      pressed: '&:is([data-pressed], [data-native]:active)',
      focusVisible,
      focusWithin: '&:is([data-focus-within])',
      selected: '&:is([data-selected])',
      disabled: '&:is([data-disabled], :disabled)',
      invalid: '&:is([data-invalid])',
      pending: '&:is([data-pending])',
      expanded: '&:is([data-expanded], [aria-expanded=true])',
      placeholderShown: '&:is([data-placeholder])',
      outsideMonth: '&:is([data-outside-month])',
      unavailable: '&:is([data-unavailable])',
      entering: '&:is([data-entering])',
      exiting: '&:is([data-exiting])',
      currentPage: '&:is([aria-current=page])',
    },
  },
  utilities: {
    extend: {
      focusOutline: {
        className: 'focus-outline',
        values: Object.keys(focusOutlines),
        transform: (value: FocusOutline, { token }) => focusOutlineStyle(value, token),
      },
    },
  },
  theme: {
    extend: {
      // The surfaces that boxes share: `css({ layerStyle: 'card' })`. A box's own styles win over them.
      layerStyles: {
        /** A raised white card: panels, forms, listing cards. */
        card: { value: { background: 'bg', borderRadius: 'card', boxShadow: 'card' } },
        /** A card drawn by its border only, inside another card or form. */
        outlinedCard: { value: { border: '1px solid', borderColor: 'border', borderRadius: 'card' } },
        /** A flat tinted card: empty states, contact entries. */
        subtleCard: { value: { background: 'bg.subtle', borderRadius: 'card' } },
        /** The dashed box a file is dropped on. */
        dropZone: {
          value: { border: '2px dashed', borderColor: 'border.strong', borderRadius: 'card', background: 'bg.subtle' },
        },
        /** A tinted note inside a card: policies, remarks. */
        note: { value: { background: 'bg.subtle', borderRadius: 'control', padding: '3' } },
      },
      keyframes: {
        fadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
        fadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
      },
      tokens: {
        fonts: {
          // The fallback faces are system fonts resized to Plex's metrics (packages/ui/src/theme/fonts),
          // so text does not move when the web font arrives.
          body: {
            value: "'IBM Plex Sans Arabic', 'Plex Fallback Noto', 'Plex Fallback DejaVu', 'Noto Sans Arabic', Tahoma, sans-serif",
          },
        },
        colors: {
          brand: {
            50: { value: '#eef7f6' },
            100: { value: '#d3ebe8' },
            200: { value: '#a7d6d0' },
            500: { value: '#0f766e' },
            600: { value: '#0d5f59' },
            700: { value: '#0b4d48' },
            900: { value: '#06302d' },
          },
          sand: {
            50: { value: '#fbf8f3' },
            100: { value: '#f4ede1' },
            300: { value: '#dfcfb4' },
            600: { value: '#8a6d3b' },
          },
          ink: {
            50: { value: '#f8fafc' },
            100: { value: '#f1f5f9' },
            200: { value: '#e2e8f0' },
            300: { value: '#cbd5e1' },
            500: { value: '#64748b' },
            600: { value: '#475569' },
            700: { value: '#334155' },
            900: { value: '#0f172a' },
          },
          red: { 50: { value: '#fef2f2' }, 600: { value: '#b91c1c' }, 700: { value: '#991b1b' } },
          green: { 50: { value: '#f0fdf4' }, 700: { value: '#15803d' }, 800: { value: '#166534' } },
          amber: { 400: { value: '#f59e0b' } },
        },
        radii: { card: { value: '14px' }, control: { value: '10px' } },
        shadows: { card: { value: '0 1px 2px rgba(15,23,42,.06), 0 4px 16px rgba(15,23,42,.06)' } },
      },
      semanticTokens: {
        colors: {
          bg: { DEFAULT: { value: '#ffffff' }, subtle: { value: '{colors.sand.50}' }, muted: { value: '{colors.ink.100}' } },
          fg: { DEFAULT: { value: '{colors.ink.900}' }, muted: { value: '{colors.ink.600}' }, onAccent: { value: '#ffffff' } },
          accent: {
            DEFAULT: { value: '{colors.brand.500}' },
            hover: { value: '{colors.brand.600}' },
            pressed: { value: '{colors.brand.700}' },
            subtle: { value: '{colors.brand.50}' },
          },
          border: { DEFAULT: { value: '{colors.ink.300}' }, strong: { value: '{colors.ink.500}' } },
          danger: { DEFAULT: { value: '{colors.red.600}' }, subtle: { value: '{colors.red.50}' } },
          success: { DEFAULT: { value: '{colors.green.700}' }, subtle: { value: '{colors.green.50}' } },
          focusRing: { value: '{colors.brand.600}' },
          star: { value: '{colors.amber.400}' },
        },
      },
    },
  },
  globalCss: {
    html: {
      fontFamily: 'body',
      color: 'fg',
      bg: 'bg',
      lineHeight: '1.6',
      WebkitTextSizeAdjust: '100%',
    },
    body: { minHeight: '100dvh' },
    ':focus-visible': { outline: '3px solid token(colors.focusRing)', outlineOffset: '2px' },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

export default rihlaPreset;
