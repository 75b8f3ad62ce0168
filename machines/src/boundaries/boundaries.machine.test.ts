/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 5, "done when": no machine imports React, ky or the browser's fetch, and none reaches for
// window, localStorage or location. Every side effect is an actor or action the app provides.
// Comments are stripped first: headers may name what the app does with an action.
const root = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test-support' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.includes('test-helpers') ? [path] : [];
  });
}

const FORBIDDEN: Array<[string, RegExp]> = [
  ['react', /from\s+['"]react(-dom)?(\/[^'"]*)?['"]/],
  ['ky', /from\s+['"]ky['"]/],
  ['fetch', /\bfetch\s*\(/],
  ['window', /\bwindow\b/],
  ['document', /\bdocument\./],
  ['localStorage', /\b(local|session)Storage\b/],
  ['location', /\blocation\.(href|search|reload|assign|replace)/],
  ['history', /\bhistory\.(push|replace)State\b/],
];

describe('machine boundaries', () => {
  const files = sources(root);

  it('finds the machines', () => {
    expect(files.filter((f) => f.endsWith('.machine.ts')).length).toBeGreaterThanOrEqual(10);
  });

  it.each(files.map((f) => [relative(root, f), f] as const))('%s has no browser or HTTP access', (_, file) => {
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1');
    const hits = FORBIDDEN.filter(([, re]) => re.test(code)).map(([name]) => name);
    expect(hits).toEqual([]);
  });
});
