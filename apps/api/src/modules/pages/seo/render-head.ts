import { escapeHtml, jsonLdScript } from './escape.ts';
import type { PageHead } from './page-head.ts';
import { OG_LOCALE, SITE_NAME, documentTitle } from './site.ts';

// The head as HTML. Every value is escaped (escape.ts); nothing here is a script the browser runs,
// so the CSP is unchanged (JSON-LD is a data block: script-src does not apply to it).

const meta = (attr: 'name' | 'property', key: string, value: string | number) =>
  `<meta ${attr}="${key}" content="${escapeHtml(String(value))}">`;

export const titleTag = (head: PageHead) => `<title>${escapeHtml(documentTitle(head.name))}</title>`;
export const descriptionTag = (head: PageHead) => meta('name', 'description', head.description);

/** Everything but the title and description: canonical, robots, Open Graph, Twitter card, JSON-LD. */
export function headTags(head: PageHead): string[] {
  const { image } = head;
  return [
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`] : []),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', OG_LOCALE),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.name),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', image.width),
    meta('property', 'og:image:height', image.height),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.name),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
    ...head.jsonLd.map(jsonLdScript),
  ];
}

/** The whole head of the page, one tag a line. */
export const renderHead = (head: PageHead) => [titleTag(head), descriptionTag(head), ...headTags(head)].join('\n');

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;

/**
 * index.html with the page's head: its generic <title> and description replaced in place (the
 * browser app updates those two), and the other tags, then `extra` (hints), added before </head>.
 * Replacements are functions, so a `$` in a trip's title is text, not a pattern.
 */
export function withHead(index: string, head: PageHead | null, extra: string[] = []): string {
  let html = index;
  const add: string[] = [];
  if (head) {
    const title = titleTag(head);
    const description = descriptionTag(head);
    if (TITLE.test(html)) html = html.replace(TITLE, () => title);
    else add.push(title);
    if (DESCRIPTION.test(html)) html = html.replace(DESCRIPTION, () => description);
    else add.push(description);
  }
  add.push(...(head ? headTags(head) : []), ...extra);
  if (!add.length) return html;
  return html.replace(/([ \t]*)<\/head>/, (_m, indent: string) => `${indent}  ${add.join(`\n${indent}  `)}\n${indent}</head>`);
}
