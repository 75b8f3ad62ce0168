// Regenerates the site's font files and their @font-face rules (issue 14, item 5: fonts small, at most
// two weights, a metric-matched fallback so the swap moves nothing):
//
//   node scripts/subset-fonts.ts
//
// - IBM Plex Sans Arabic Regular (400) and Bold (700) from IBM's own npm package (one complete file
//   per weight; Fontsource splits Arabic and Latin into separate files) are cut down with subset-font
//   (harfbuzz's hb-subset, compiled to wasm) to the code points below, without hinting, as woff2, into
//   packages/ui/src/theme/fonts/. The site's 600 ("semibold") has no file of its own: the browser's
//   font matching draws 600 with the 700 face, and 500 with the 400 face.
// - fontkit shapes the site's own Arabic text (the strings of apps/web, packages/ui and
//   packages/contract) in Plex and in each fallback font; the ratio of the advance widths is the
//   fallback face's size-adjust, and Plex's vertical metrics divided by it are the ascent, descent and
//   line-gap overrides. Line breaks then fall where Plex will put them, so the swap shifts nothing.
// - fonts.css beside the files is written from both; global.css imports it.
//
// The output is committed: the web build reads only the files, never this script nor the network.
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import * as prettier from 'prettier';
import subsetFont from 'subset-font';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'packages/ui/src/theme/fonts');
const PLEX = path.join(ROOT, 'node_modules/@ibm/plex-sans-arabic/fonts/complete/woff2');
const NOTO = path.join(ROOT, 'node_modules/@fontsource/noto-sans-arabic/files');
const DEJAVU = '/usr/share/fonts/truetype/dejavu'; // Debian's fonts-dejavu-core (Chromium needs it)

/**
 * What the site writes, in the file each page loads: the Arabic letters, marks, digits and signs of
 * the Arabic language (U+0600–0670, with Latin digits as docs/product.md's formatting writes numbers),
 * basic Latin, the Latin-1 signs the screens use, the general punctuation Intl and the copy use
 * (dashes, quotes, ellipsis, narrow no-break space, bidi marks and isolates), a few arrows and maths
 * signs, and the riyal's former ligature.
 */
export const RANGES: [number, number][] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00ab, 0x00ab],
  [0x00b7, 0x00b7],
  [0x00bb, 0x00bb],
  [0x00d7, 0x00d7],
  [0x0600, 0x0670],
  [0x200b, 0x200f],
  [0x2010, 0x2027],
  [0x202f, 0x202f],
  [0x2039, 0x203a],
  [0x2066, 0x2069],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
  [0x2264, 0x2265],
  [0xfdfc, 0xfdfc],
];

/**
 * The rest of the Arabic block (Persian, Urdu and other letters, Persian digits) and the presentation
 * forms: the site's own text never uses them (8 KB a weight), but a trip's title or a customer's name
 * may, so they sit in a second file per weight that the browser fetches only for a page that shows one
 * of them (unicode-range).
 */
export const EXTENDED_RANGES: [number, number][] = [
  [0x0671, 0x06ff],
  [0x0750, 0x077f],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefe],
];

const WEIGHTS = [
  {
    weight: 400,
    plex: 'IBMPlexSansArabic-Regular.woff2',
    noto: 'noto-sans-arabic-arabic-400-normal.woff2',
    dejavu: 'DejaVuSans.ttf',
  },
  {
    weight: 700,
    plex: 'IBMPlexSansArabic-Bold.woff2',
    noto: 'noto-sans-arabic-arabic-700-normal.woff2',
    dejavu: 'DejaVuSans-Bold.ttf',
  },
] as const;

/** The fallback faces, each under its own family name since each needs its own overrides. */
const FALLBACKS = [
  {
    family: 'Plex Fallback Noto',
    file: (w: (typeof WEIGHTS)[number]) => path.join(NOTO, w.noto),
    local: (bold: boolean) =>
      bold
        ? ['Noto Sans Arabic Bold', 'NotoSansArabic-Bold']
        : ['Noto Sans Arabic', 'Noto Sans Arabic Regular', 'NotoSansArabic-Regular'],
  },
  {
    family: 'Plex Fallback DejaVu',
    file: (w: (typeof WEIGHTS)[number]) => path.join(DEJAVU, w.dejavu),
    local: (bold: boolean) => (bold ? ['DejaVu Sans Bold', 'DejaVuSans-Bold'] : ['DejaVu Sans', 'DejaVuSans']),
  },
];

export const fileName = (weight: number, extended = false) =>
  `ibm-plex-sans-arabic-${extended ? 'extended-' : ''}${weight}.woff2`;
const chars = (ranges: [number, number][]) =>
  ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');
const unicodeRange = (ranges: [number, number][]) =>
  ranges
    .map(
      ([a, b]) =>
        `U+${a.toString(16).toUpperCase().padStart(4, '0')}${a === b ? '' : `-${b.toString(16).toUpperCase().padStart(4, '0')}`}`,
    )
    .join(', ');

/** The site's Arabic text: every run of Arabic letters (with the spaces between) in its sources. */
export function siteArabicText(): string {
  const dirs = ['apps/web/src', 'packages/ui/src', 'packages/contract/src'].map((d) => path.join(ROOT, d));
  const runs: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        runs.push(...(fs.readFileSync(full, 'utf8').match(/[\u0600-\u06ff][\u0600-\u06ff ]*/g) ?? []));
    }
  };
  dirs.forEach(walk);
  return runs.join(' ');
}

type Font = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  layout(text: string): { advanceWidth: number };
};
const open = (file: string) => fontkit.create(fs.readFileSync(file)) as unknown as Font;
/** Advance width of the text in ems, shaped (Arabic joins change widths, so per-glyph sums would lie). */
const ems = (font: Font, text: string) => font.layout(text).advanceWidth / font.unitsPerEm;
const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const sample = siteArabicText();
  const faces: string[] = [];
  const fallbacks: string[] = [];
  for (const w of WEIGHTS) {
    const source = fs.readFileSync(path.join(PLEX, w.plex));
    for (const [ranges, extended] of [
      [RANGES, false],
      [EXTENDED_RANGES, true],
    ] as const) {
      // No hinting: a third smaller, and only Windows at small sizes draws hints (noHinting came in
      // subset-font 2.4, after the last @types/subset-font).
      const options = { targetFormat: 'woff2', noHinting: true } as const;
      const subset = await subsetFont(source, chars(ranges), options as Parameters<typeof subsetFont>[2]);
      const name = fileName(w.weight, extended);
      fs.writeFileSync(path.join(OUT, name), subset);
      console.log(`${name}: ${(subset.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`);
      faces.push(
        [
          `@font-face {`,
          `  font-family: 'IBM Plex Sans Arabic';`,
          `  font-style: normal;`,
          `  font-weight: ${w.weight};`,
          `  font-display: swap;`,
          `  src: url('./${name}') format('woff2');`,
          `  unicode-range: ${unicodeRange(ranges)};`,
          `}`,
        ].join('\n'),
      );
    }
    const plex = open(path.join(PLEX, w.plex));
    const plexWidth = ems(plex, sample);
    for (const fb of FALLBACKS) {
      const fallback = open(fb.file(w));
      const sizeAdjust = plexWidth / ems(fallback, sample);
      const metric = (v: number) => pct(Math.abs(v) / plex.unitsPerEm / sizeAdjust);
      console.log(`  ${fb.family} ${w.weight}: size-adjust ${pct(sizeAdjust)}`);
      fallbacks.push(
        [
          `@font-face {`,
          `  font-family: '${fb.family}';`,
          `  font-style: normal;`,
          `  font-weight: ${w.weight};`,
          `  src: ${fb
            .local(w.weight === 700)
            .map((n) => `local('${n}')`)
            .join(', ')};`,
          `  size-adjust: ${pct(sizeAdjust)};`,
          `  ascent-override: ${metric(plex.ascent)};`,
          `  descent-override: ${metric(plex.descent)};`,
          `  line-gap-override: ${metric(plex.lineGap)};`,
          `}`,
        ].join('\n'),
      );
    }
  }
  const css = [
    [
      `/* Generated by scripts/subset-fonts.ts: do not edit, run \`node scripts/subset-fonts.ts\`.`,
      `   IBM Plex Sans Arabic (SIL Open Font License 1.1, LICENSE.txt), subset to the site's code points;`,
      `   and system fallback faces whose size and vertical metrics match it on the site's Arabic text. */`,
    ].join('\n'),
    ...faces,
    ...fallbacks,
    '',
  ].join('\n\n');
  const cssFile = path.join(OUT, 'fonts.css');
  // Written as the repository's formatter writes it, so regenerating changes no line needlessly.
  const config = (await prettier.resolveConfig(cssFile)) ?? {};
  fs.writeFileSync(cssFile, await prettier.format(css, { ...config, filepath: cssFile }));
  fs.copyFileSync(path.join(PLEX, 'license.txt'), path.join(OUT, 'LICENSE.txt'));
}

if (import.meta.main) await main();
