import type { PageResult } from '@rihla/machines/infinite-list/infinite-list.machine';

/**
 * The infinite-list machine asks for pages by number; the back office's lists are paged by key (the
 * rows older than the last one shown), which stays fast however deep one goes. This remembers, per
 * filter, where each next page starts, and tells the machine there is a next page while the server
 * says so.
 */
export function keysetPages<T, F>(
  load: (filter: F, before: number | null, signal: AbortSignal) => Promise<{ items: T[]; next: number | null }>,
) {
  const cursors = new Map<string, (number | null)[]>();
  return async (page: number, filter: F, signal: AbortSignal): Promise<PageResult<T>> => {
    const key = JSON.stringify(filter);
    const starts = page === 1 ? [null] : (cursors.get(key) ?? [null]);
    const before = starts[page - 1] ?? null;
    const { items, next } = await load(filter, before, signal);
    starts[page] = next;
    cursors.set(key, starts);
    return { items, meta: { current_page: page, last_page: next === null ? page : page + 1 } };
  };
}
