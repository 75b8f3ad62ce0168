import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { logicLoadedLater } from './logic-loaded-later.ts';

const counter = setup({ types: { context: {} as { n: number }, events: {} as { type: 'inc' } } }).createMachine({
  context: { n: 0 },
  on: { inc: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
});

describe('logicLoadedLater', () => {
  it('stands in for the real logic once loaded: snapshots, events and persistence are its own', async () => {
    const late = logicLoadedLater(async () => counter);
    expect(late.isLoaded()).toBe(false);
    await late.load();
    expect(late.isLoaded()).toBe(true);
    const actor = createActor(late.logic).start();
    actor.send({ type: 'inc' });
    actor.send({ type: 'inc' });
    expect(actor.getSnapshot().context.n).toBe(2);
    expect(actor.getSnapshot().can({ type: 'inc' })).toBe(true);
    const restored = createActor(late.logic, { snapshot: actor.getPersistedSnapshot() }).start();
    expect(restored.getSnapshot().context.n).toBe(2);
  });

  it('refuses to run before it is loaded, fetches once, and may be fetched again after a failure', async () => {
    let calls = 0;
    const late = logicLoadedLater(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return counter;
    });
    // An actor's logic that throws as it starts leaves the actor in error (xstate), not the caller.
    const early = createActor(late.logic).getSnapshot() as { status: string; error: unknown };
    expect(early.status).toBe('error');
    expect(String(early.error)).toMatch(/before its logic was loaded/);
    await expect(late.load()).rejects.toThrow('offline');
    expect(late.isLoaded()).toBe(false);
    await Promise.all([late.load(), late.load()]);
    expect(calls).toBe(2);
    expect(createActor(late.logic).start().getSnapshot().context.n).toBe(0);
  });
});
