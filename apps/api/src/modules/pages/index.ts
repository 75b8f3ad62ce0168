// The pages module's public face: routes and other modules import from here, never past it.
// The site's pages as HTML: the server render, the page status and hints, each page's head (SEO),
// link preview pictures, the sitemap and robots.txt.

export { PREVIEW_KINDS, type PreviewKind } from './seo/site.ts';
