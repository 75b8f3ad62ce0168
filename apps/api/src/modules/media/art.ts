import { artLabels } from '../catalogue/index.ts';

// Demo art: an SVG postcard per destination, city, tag, banner and trip, drawn deterministically from
// its key (same key, same picture) with the Arabic name on it. Nothing is downloaded.

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const MEDIA_KINDS = ['country', 'city', 'tag', 'banner', 'trip'] as const;

/**
 * The name drawn on a picture. Trip pictures are keyed `<city>-<trip>-<n>`, one set per trip, so no
 * two trips in a city look alike; they carry their city's name. Old keys (`<city>-<n>`) still draw.
 */
function labelOf(kind: string, key: string): string {
  const exact = artLabels.get(`${kind}/${key}`);
  if (exact !== undefined || kind !== 'trip') return exact ?? '';
  return artLabels.get(`city/${key.replace(/-\d+-\d+$/, '')}`) ?? '';
}

export function renderArt(kind: string, key: string): string {
  const h = hash(`${kind}/${key}`);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const wide = kind === 'banner';
  const [w, hgt] = wide ? [1600, 600] : [800, 600];
  const sunX = 120 + ((h >>> 3) % (w - 240));
  const sunY = 110 + ((h >>> 7) % 120);
  const peaks = Array.from({ length: 6 }, (_, i) => {
    const x = (i * w) / 5;
    const y = hgt * 0.55 + (((h >>> (i * 3)) % 90) - 45);
    return `${x.toFixed(0)},${y.toFixed(0)}`;
  }).join(' ');
  const waves = Array.from({ length: 9 }, (_, i) => {
    const x = (i * w) / 8;
    const y = hgt * 0.75 + (i % 2 ? 18 : -18);
    return `${x.toFixed(0)},${y.toFixed(0)}`;
  }).join(' ');
  // Banners carry their own title and text over the picture (BannerView); a name drawn under them
  // would show through.
  const label = wide ? '' : labelOf(kind, key);
  // The name sits inside the part every card keeps: cards crop these pictures to 4:3, 8:5, 16:10 or
  // 16:9 (a band of 12.5% off the top and bottom at most) and the country card to 3:4 (the middle 56%
  // of the width), so the text is in the middle band and sized to fit the narrowest crop.
  const safeWidth = (kind === 'country' ? w * 0.56 : w) * 0.86;
  const fontSize = Math.round(Math.min(64, safeWidth / Math.max(1, Array.from(label).length * 0.52)));
  const baseline = Math.round(hgt * 0.7);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${hgt}" width="${w}" height="${hgt}" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${hue2},75%,85%)"/></linearGradient></defs>
<rect width="${w}" height="${hgt}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="${50 + (h % 30)}" fill="hsl(${(hue + 180) % 360},90%,88%)" opacity="0.9"/>
<polygon points="0,${hgt} ${peaks} ${w},${hgt}" fill="hsl(${hue2},35%,38%)" opacity="0.85"/>
<polyline points="${waves}" fill="none" stroke="hsl(${hue},60%,92%)" stroke-width="10" opacity="0.6"/>
<rect y="${hgt * 0.78}" width="${w}" height="${hgt * 0.22}" fill="hsl(${hue},45%,25%)" opacity="0.55"/>
${
  label
    ? `<rect y="${baseline - fontSize * 1.15}" width="${w}" height="${fontSize * 1.6}" fill="hsl(${hue},45%,20%)" opacity="0.45"/>
<text x="${w / 2}" y="${baseline}" text-anchor="middle" direction="rtl" font-family="Tajawal, 'Noto Sans Arabic', 'Segoe UI', Tahoma, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>`
    : ''
}
</svg>`;
}
