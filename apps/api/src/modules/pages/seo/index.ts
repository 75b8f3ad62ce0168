// The head of each page (docs/product.md, "Search engines and link previews"), for whatever writes the
// page's HTML: today modules/pages/page-hints.ts over index.html; a server renderer can use the same calls.
//
//   const headOf = pageHeads({ db, publicUrl: config.publicUrl, catalogue: () => app.catalogue() });
//   const head = await headOf(matchPage(path), path);   // PageHead (path: '/trip/12/slug')
//   renderHead(head);                             // <title>, description, canonical, OG, Twitter, JSON-LD
//   withHead(indexHtml, head, extraTags);         // index.html with its generic title/description replaced
export { pageHeads, type HeadSource, type PageHead } from './page-head.ts';
export { descriptionTag, headTags, renderHead, titleTag, withHead } from './render-head.ts';
export { documentTitle } from './site.ts';
