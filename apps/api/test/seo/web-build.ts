import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helper.ts';

// A server with a stand-in web build: index.html with the generic head the real one has. Which
// paths are pages is the page table's (packages/contract/src/pages.ts), as in production.

export const INDEX = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="رحلة: احجز رحلات وباقات سياحية ودراسة في الخارج بأفضل الأسعار، بدعم على مدار الساعة." />
    <title>رحلة | رحلات وباقات سياحية</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

export const PUBLIC_URL = 'https://rihla.example';

export interface WebApp extends TestApp {
  web: string;
}

export async function createWebApp(
  env: Record<string, string> = {},
  overrides: Parameters<typeof createTestApp>[1] = {},
  files: Record<string, string> = {},
): Promise<WebApp> {
  const base = await createTestApp();
  const web = path.join(base.dataDir, 'web');
  await base.close();
  fs.mkdirSync(path.join(web, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(web, 'index.html'), INDEX);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(web, name), text);
  const t = await createTestApp({ WEB_DIST: web, PUBLIC_URL, ...env }, overrides);
  const closeApp = t.close.bind(t);
  return Object.assign(t, {
    web,
    async close() {
      await closeApp();
      fs.rmSync(path.dirname(web), { recursive: true, force: true });
    },
  });
}

const decode = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

export interface ParsedHead {
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  /** og:* and twitter:* values by property name. */
  meta: Record<string, string>;
  /** Each application/ld+json block, parsed. */
  jsonLd: Record<string, unknown>[];
  /** How many <script elements the page has. */
  scripts: number;
}

/** The head as a crawler reads it: plain text, no JavaScript. */
export function parseHead(html: string): ParsedHead {
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)];
  if (titles.length > 1) throw new Error('more than one <title>');
  const metaContent = (attr: string, key: string) => {
    const found = [...html.matchAll(new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`, 'g'))];
    if (found.length > 1) throw new Error(`more than one ${key}`);
    return found[0] ? decode(found[0][1]!) : undefined;
  };
  const meta: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g))
    meta[m[1]!] = decode(m[2]!);
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return {
    title: titles[0] ? decode(titles[0][1]!) : undefined,
    description: metaContent('name', 'description'),
    canonical: canonical ? decode(canonical[1]!) : undefined,
    robots: metaContent('name', 'robots'),
    meta,
    jsonLd: blocks.map((b) => JSON.parse(b[1]!) as Record<string, unknown>),
    scripts: (html.match(/<script/g) ?? []).length,
  };
}
