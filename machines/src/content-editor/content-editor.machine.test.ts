import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createContentEditorMachine, movedIds, type FormValues } from './content-editor.machine.ts';

// The back office's list-and-form pattern (issue 17) against a pretend server: the form's rule and
// the server's refusals show next to the fields with nothing typed lost; deleting asks first; a 409
// shows the server's reason; moving sends every id in the new order.

type Item = { id: number; name: string };

function editor(server: { items: Item[]; refuse?: { status: number; message: string; errors?: Record<string, string[]> } }) {
  const calls: unknown[] = [];
  const machine = createContentEditorMachine<Item>({
    id: 'test',
    validate: (v: FormValues) => (v.name?.trim() ? {} : { name: 'اكتب الاسم' }),
    messages: { saved: 'حُفظ', added: 'أُضيف', deleted: 'حُذف', moved: 'رُتّب', loadFailed: 'تعذّر' },
  }).provide({
    actors: {
      load: fromPromise(async () => [...server.items]),
      save: fromPromise(async ({ input }) => {
        calls.push(['save', input]);
        if (server.refuse) throw server.refuse;
        if (input.id === null) server.items.push({ id: 9, name: input.values.name! });
        else server.items = server.items.map((i) => (i.id === input.id ? { ...i, name: input.values.name! } : i));
      }),
      remove: fromPromise(async ({ input }) => {
        calls.push(['remove', input]);
        if (server.refuse) throw server.refuse;
        server.items = server.items.filter((i) => i.id !== input.id);
      }),
      reorder: fromPromise(async ({ input }) => {
        calls.push(['reorder', input]);
        server.items = input.ids.map((id) => server.items.find((i) => i.id === id)!);
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, ready: () => waitFor(actor, (s) => s.matches('ready') || s.matches('editing')) };
}

describe('content editor', () => {
  it('adds one, keeping what was typed when the rule or the server refuses it', async () => {
    const server = { items: [{ id: 1, name: 'أ' }] } as Parameters<typeof editor>[0];
    const { actor, calls, ready } = editor(server);
    await ready();
    actor.send({ type: 'edit.open', id: null, values: { name: '', image: 'https://x' } });
    actor.send({ type: 'edit.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: 'اكتب الاسم' });
    expect(calls).toEqual([]);
    actor.send({ type: 'edit.change', values: { name: 'ب' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});

    server.refuse = { status: 422, message: 'رابط خطأ', errors: { image: ['رابط خطأ'] } };
    actor.send({ type: 'edit.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    const refused = actor.getSnapshot().context;
    expect(refused.fieldErrors).toEqual({ image: 'رابط خطأ' });
    expect(refused.draft?.values).toEqual({ name: 'ب', image: 'https://x' });

    delete server.refuse;
    actor.send({ type: 'edit.submit' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ draft: null, success: 'أُضيف' });
    expect(actor.getSnapshot().context.items.map((i) => i.name)).toEqual(['أ', 'ب']);
  });

  it('deletes after confirming, and shows the reason of a 409', async () => {
    const server = {
      items: [
        { id: 1, name: 'أ' },
        { id: 2, name: 'ب' },
      ],
    } as Parameters<typeof editor>[0];
    const { actor, calls, ready } = editor(server);
    await ready();
    actor.send({ type: 'delete.ask', id: 1, label: 'أ' });
    actor.send({ type: 'delete.cancel' });
    expect(calls).toEqual([]);
    server.refuse = { status: 409, message: 'تستخدمها رحلات' };
    actor.send({ type: 'delete.ask', id: 1, label: 'أ' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBe('تستخدمها رحلات');
    delete server.refuse;
    actor.send({ type: 'delete.ask', id: 2, label: 'ب' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.items.length === 1);
    expect(actor.getSnapshot().context.success).toBe('حُذف');
  });

  it('moves one place, never past either end', async () => {
    expect(movedIds([{ id: 1 }, { id: 2 }, { id: 3 }], 3, -1)).toEqual([1, 3, 2]);
    expect(movedIds([{ id: 1 }, { id: 2 }], 1, -1)).toBeNull();
    const server = {
      items: [
        { id: 1, name: 'أ' },
        { id: 2, name: 'ب' },
      ],
    };
    const { actor, calls, ready } = editor(server);
    await ready();
    actor.send({ type: 'move', id: 2, by: 1 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'move', id: 2, by: -1 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.items[0]!.id === 2);
    expect(calls).toEqual([['reorder', { ids: [2, 1] }]]);
  });

  it('sends a whole new order at once (drag and drop), and nothing for the same order or a wrong list', async () => {
    const server = {
      items: [
        { id: 1, name: 'أ' },
        { id: 2, name: 'ب' },
        { id: 3, name: 'ج' },
      ],
    };
    const { actor, calls, ready } = editor(server);
    await ready();
    for (const ids of [
      [1, 2, 3],
      [1, 2],
      [1, 1, 3],
      [1, 2, 4],
    ]) {
      actor.send({ type: 'reorder', ids });
      expect(actor.getSnapshot().matches('ready')).toBe(true);
    }
    actor.send({ type: 'reorder', ids: [3, 1, 2] });
    await waitFor(actor, (s) => s.matches('ready') && s.context.items[0]!.id === 3);
    expect(calls).toEqual([['reorder', { ids: [3, 1, 2] }]]);
    expect(actor.getSnapshot().context.success).toBe('رُتّب');
  });
});
