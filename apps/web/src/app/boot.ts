import '@rihla/ui/global.css';
import { reloadOnStaleChunk } from '../lib/reload-on-stale-chunk.ts';
import { warmIntl } from './warm-intl.ts';

// The page's first script, and a small one: the app (main.tsx) is asked for by it. A page the server
// rendered is whole without script, so its app is asked for once the page has painted: on a slow
// link the app's 90 KB (gzipped) do not compete with the styles, the fonts and the first pictures,
// and on a slow phone its parsing does not delay the first paint (issue 28; figures in
// bench/README.md, "session 23"). A page the browser draws asks at once (the server lists the app's
// files for it to fetch beside this one: apps/api/src/modules/pages/page-hints.ts).

// Covers the app's own file too: a tab left open across a deploy reloads once.
reloadOnStaleChunk();

const startApp = () => void import('./main.tsx');
// In a task of its own, at once: the thread is mostly idle while the page waits for its styles, fonts
// and the app (app/warm-intl.ts).
warmIntl();

const rendered = document.getElementById('root')?.hasChildNodes() ?? false;
const paintTimed = typeof PerformanceObserver !== 'undefined' && !!PerformanceObserver.supportedEntryTypes?.includes('paint');
if (!rendered || !paintTimed) startApp();
else {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    startApp();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page that paints nothing contentful (or a tab opened in the background) still comes alive.
  setTimeout(start, 3000);
}
