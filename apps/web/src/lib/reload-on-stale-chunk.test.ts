import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunk } from './reload-on-stale-chunk.ts';

describe('a chunk that fails to load', () => {
  it('reloads the page once, not in a loop', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const reload = vi.fn();
    reloadOnStaleChunk(storage, reload);
    const fail = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fail()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
