import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

// The subset fonts (scripts/subset-fonts.ts) must hold every character the site writes, or a
// letter would be drawn in a system font in the middle of a word. Reads the characters of the
// strings in the web app, the components and the contract (comments stripped) and checks each
// against the cmap of both weights' main files, the ones every page loads. The app's test: it
// knows the packages it is made of, they do not know it.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FONTS = path.join(ROOT, 'packages/ui/src/theme/fonts');
const SOURCES = ['apps/web/src', 'packages/ui/src', 'packages/contract/src', 'apps/web/index.html'];

function* files(entry: string): Generator<string> {
  if (!fs.statSync(entry).isDirectory()) return yield entry;
  for (const name of fs.readdirSync(entry)) {
    const full = path.join(entry, name);
    if (fs.statSync(full).isDirectory()) yield* files(full);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full;
  }
}

/** Non-ASCII characters outside comments, with one file that uses each. */
function siteCharacters(): Map<string, string> {
  const seen = new Map<string, string>();
  for (const source of SOURCES) {
    for (const file of files(path.join(ROOT, source))) {
      const code = fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
        .replace(/<!--[\s\S]*?-->/g, '');
      for (const ch of code) {
        if (ch.codePointAt(0)! > 0x7e && !seen.has(ch)) seen.set(ch, path.relative(ROOT, file));
      }
    }
  }
  return seen;
}

describe('subset fonts', () => {
  const characters = siteCharacters();

  it.each([400, 700])('weight %i holds every character of the site', (weight) => {
    const font = fontkit.create(fs.readFileSync(path.join(FONTS, `ibm-plex-sans-arabic-${weight}.woff2`))) as fontkit.Font;
    const missing = [...characters]
      .filter(([ch]) => !font.hasGlyphForCodePoint(ch.codePointAt(0)!))
      .map(([ch, file]) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase()} ${ch} (${file})`);
    expect(missing).toEqual([]);
    expect(characters.size).toBeGreaterThan(40); // the Arabic letters at least: the scan found the sources
  });

  it('holds every Arabic letter, the Arabic comma, semicolon and question mark, and basic Latin', () => {
    const font = fontkit.create(fs.readFileSync(path.join(FONTS, 'ibm-plex-sans-arabic-400.woff2'))) as fontkit.Font;
    const wanted = [0x060c, 0x061b, 0x061f];
    for (let c = 0x0621; c <= 0x064a; c++) wanted.push(c);
    for (let c = 0x0021; c <= 0x007e; c++) wanted.push(c);
    expect(wanted.filter((c) => !font.hasGlyphForCodePoint(c)).map((c) => c.toString(16))).toEqual([]);
  });
});
