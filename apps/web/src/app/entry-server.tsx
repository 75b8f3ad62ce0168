import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app.tsx';
import { ServerReads, ServerReadsContext, FIRST_DATA_ID } from '../api/first-data.ts';
import { setServerFetch } from '../api/client.ts';

// The server's side of the app (docs/architecture.md, "Server rendering"), built by `vite build
// --ssr` into dist-ssr/ and called by the API server (apps/api/src/modules/pages/plugins/web.ts) for a guest's
// visit to a public page: the page's HTML with its data, which the browser hydrates.

export interface Rendered {
  /** What goes inside #root. */
  html: string;
  /** The page's reads, as the JSON data block the browser hydrates from (goes before </body>). */
  data: string;
}

/** The API the render reads through (the server's own, in-process). */
export { setServerFetch as setFetch };

/**
 * Renders `url` (path and query) with React's static renderer (prerender: the streaming renderer
 * run until everything the page reads has arrived): crawlers and link previews get the whole page,
 * and the HTML has no inline script, which the CSP allows none of (a stream flushed before its data
 * reveals each part with one). Rejects when a component throws or the render takes over `timeoutMs`.
 */
export async function render(url: string, timeoutMs = 5000): Promise<Rendered> {
  const [path, search = ''] = url.split('?', 2) as [string, string?];
  const reads = new ServerReads();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`server render of ${url} took over ${timeoutMs} ms`)), timeoutMs);
  let failed: unknown;
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <ServerReadsContext value={reads}>
          <App ssrPath={path} ssrSearch={search} />
        </ServerReadsContext>
      </StrictMode>,
      {
        signal: controller.signal,
        // A large part is otherwise sent after the rest and revealed by an inline script.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // A component that throws: the page is rendered in the browser instead.
        onError(error) {
          failed ??= error;
        },
      },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(chunk as Buffer);
    if (failed) throw failed;
    return { html: Buffer.concat(chunks).toString('utf8'), data: dataBlock(reads) };
  } finally {
    clearTimeout(timer);
  }
}

/** The reads as JSON inside a data block: `<` escaped, so no text in the data can end the element. */
function dataBlock(reads: ServerReads): string {
  const json = JSON.stringify(reads)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${FIRST_DATA_ID}">${json}</script>`;
}
