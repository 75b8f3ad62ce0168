import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

// .env.example lists every setting with its default: loaded as an environment it must give exactly
// the configuration an empty environment gives.
const file = path.resolve(import.meta.dirname, '../../../.env.example');

function parse(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (m) env[m[1]!] = m[2]!;
  }
  return env;
}

describe('.env.example', () => {
  it('states the defaults the server uses', () => {
    const env = parse(fs.readFileSync(file, 'utf8'));
    expect(Object.keys(env).length).toBeGreaterThan(50);
    expect(loadConfig(env)).toEqual(loadConfig({}));
  });

  it('names every setting the server reads', () => {
    const listed = new Set(Object.keys(parse(fs.readFileSync(file, 'utf8'))));
    const sources = [
      '../src/config.ts',
      '../src/payments-config.ts',
      '../src/zatca-config.ts',
      '../src/platform/db/database.ts',
    ].map((f) => fs.readFileSync(path.resolve(import.meta.dirname, f), 'utf8'));
    const read = new Set<string>();
    for (const text of sources) {
      for (const m of text.matchAll(/env(?:\.|\[')([A-Z][A-Z0-9_]{2,})/g)) read.add(m[1]!);
      for (const m of text.matchAll(/int\(env, '([A-Z][A-Z0-9_]+)'/g)) read.add(m[1]!);
    }
    expect(read.size).toBeGreaterThan(15);
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
  });
});
