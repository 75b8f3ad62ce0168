// After a deploy, an open tab asks for screen chunks the new build no longer has (and a weak phone
// network may drop one): Vite then fires `vite:preloadError`, and the lazy screen would fail. The page
// reloads itself once to get the new build; a second failure within a minute is left to the screen's
// own error view rather than reloading in a loop.
const KEY = 'rihla.reloadedForChunk';
const WINDOW_MS = 60_000;

export function reloadOnStaleChunk(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload = () => location.reload(),
) {
  window.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(storage.getItem(KEY)) || 0;
    } catch {
      return;
    }
    if (Date.now() - last < WINDOW_MS) return;
    event.preventDefault();
    try {
      storage.setItem(KEY, String(Date.now()));
    } catch {
      return;
    }
    reload();
  });
}
