import { describe, expect, it, vi } from 'vitest';

// A fresh module per test: the flag is the page's, once.
const load = async () => {
  vi.resetModules();
  return import('./session-started.ts');
};

describe('whenSessionStarts', () => {
  it('tells a listener after the session starts, outside the call that started it', async () => {
    const { sessionStarted, sessionStartedYet, whenSessionStarts } = await load();
    const listener = vi.fn();
    expect(sessionStartedYet()).toBe(false);
    whenSessionStarts(listener);
    sessionStarted();
    expect(listener).not.toHaveBeenCalled();
    expect(sessionStartedYet()).toBe(true);
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    sessionStarted();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells a listener that comes after the start, and none that stopped waiting', async () => {
    const { sessionStarted, whenSessionStarts } = await load();
    const gone = vi.fn();
    whenSessionStarts(gone)();
    sessionStarted();
    const late = vi.fn();
    whenSessionStarts(late);
    await Promise.resolve();
    expect(late).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
  });
});
