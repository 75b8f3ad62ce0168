import { artLabels } from '../db/catalogue.ts';

// Demo art: an SVG postcard per destination, city, tag, banner and trip, drawn deterministically from
// its key (same key, same picture) with the Arabic name on it. Nothing is downloaded.

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const MEDIA_KINDS = ['country', 'city', 'tag', 'banner', 'trip'] as const;

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
  const label = artLabels.get(`${kind}/${key}`) ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${hgt}" width="${w}" height="${hgt}" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${hue2},75%,85%)"/></linearGradient></defs>
<rect width="${w}" height="${hgt}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="${50 + (h % 30)}" fill="hsl(${(hue + 180) % 360},90%,88%)" opacity="0.9"/>
<polygon points="0,${hgt} ${peaks} ${w},${hgt}" fill="hsl(${hue2},35%,38%)" opacity="0.85"/>
<polyline points="${waves}" fill="none" stroke="hsl(${hue},60%,92%)" stroke-width="10" opacity="0.6"/>
<rect y="${hgt * 0.78}" width="${w}" height="${hgt * 0.22}" fill="hsl(${hue},45%,25%)" opacity="0.55"/>
${label ? `<text x="${w / 2}" y="${hgt * 0.92}" text-anchor="middle" direction="rtl" font-family="Tajawal, 'Noto Sans Arabic', 'Segoe UI', Tahoma, sans-serif" font-size="${wide ? 72 : 64}" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>` : ''}
</svg>`;
}
