import sharp, { type OverlayOptions } from 'sharp';
import { PREVIEW_WIDTH } from './site.ts';

// A trip's title across the top of its preview picture, white on a dark band, as a shared link shows
// it: laid out by Pango (inside sharp), which shapes Arabic, sets it right to left and wraps it by
// word. At most two lines: a longer title is cut at a word with an ellipsis.

const MAX_CHARS = 80;
const PADDING = 24;

const escapeMarkup = (s: string) => s.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));

export function shortTitle(title: string): string {
  const text = title.replace(/\s+/g, ' ').trim();
  if (Array.from(text).length <= MAX_CHARS) return text;
  const cut = Array.from(text).slice(0, MAX_CHARS).join('');
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_CHARS / 2)).trim()}…`;
}

/** The band and the text, to composite over the 1200×630 picture. */
export async function captionLayers(title: string): Promise<OverlayOptions[]> {
  const text = shortTitle(title);
  if (!text) return [];
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="#ffffff" font_weight="bold" size="36pt">${escapeMarkup(text)}</span>`,
      font: 'sans-serif',
      width: PREVIEW_WIDTH - 2 * PADDING * 2,
      rgba: true,
      align: 'centre',
      wrap: 'word',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${info.height + 2 * PADDING}"><rect width="100%" height="100%" fill="#000" fill-opacity="0.55"/></svg>`,
  );
  return [
    { input: band, top: 0, left: 0 },
    { input: data, top: PADDING, left: Math.max(0, Math.round((PREVIEW_WIDTH - info.width) / 2)) },
  ];
}
