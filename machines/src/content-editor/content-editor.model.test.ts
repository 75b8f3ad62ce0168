import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type Actor } from 'xstate';
import { errorMessages } from '@rihla/contract';
import { activeLeaves, controllable, flush } from '../test-support/harness.ts';
import { modelWalk } from '../test-support/model-walk.ts';
import { createContentEditorMachine, type FormValues } from './content-editor.machine.ts';

// The back office's list-and-form pattern (issue 17) as an abstract model of what the admin does and
// what the server answers: the list is read, one item is added or changed in a form, deleted after
// "are you sure?", or moved one place. Each path is played on a fresh real actor; after every step the
// real actor must mean what the model state says: which banner shows, which field messages, what the
// form holds, and which call was made with what.
const model = createMachine({
  id: 'contentEditorSpec',
  types: {} as { events: { type: string; status?: number } },
  initial: 'loading',
  states: {
    loading: { on: { 'server.listed': 'ready', 'server.listFailed': 'loadFailed' } },
    loadFailed: { on: { 'user.retry': 'loading' } },
    ready: {
      on: {
        'user.add': 'editingEmpty',
        'user.edit': 'editingValid',
        'user.askDelete': 'confirmingDelete',
        'user.move': 'moving',
        // The first item cannot go further up: nothing is sent.
        'user.moveAtEnd': 'ready',
        'user.dismiss': 'ready',
      },
    },
    // The list again, with what came of the last change.
    done: {
      on: {
        'user.add': 'editingEmpty',
        'user.askDelete': 'confirmingDelete',
        'user.move': 'moving',
        'user.moveAtEnd': 'done',
        'user.dismiss': 'ready',
      },
    },
    actionFailed: {
      on: {
        'user.edit': 'editingValid',
        'user.askDelete': 'confirmingDelete',
        'user.moveAtEnd': 'actionFailed',
        'user.dismiss': 'ready',
      },
    },
    // The form with its name empty (a new item, or the name cleared); no message yet.
    editingEmpty: {
      on: {
        'user.type': 'editingValid',
        'user.submit': 'ruleShown',
        'user.cancel': 'ready',
        // Another item's edit button: its form replaces this one.
        'user.editOther': 'editingValid',
      },
    },
    // The form's own rule refused it: the name's message shows, nothing is sent.
    ruleShown: { on: { 'user.type': 'editingValid', 'user.submit': 'ruleShown', 'user.cancel': 'ready' } },
    editingValid: {
      on: {
        'user.type': 'editingValid',
        'user.clearName': 'editingEmpty',
        'user.submit': 'saving',
        'user.cancel': 'ready',
        'user.editOther': 'editingValid',
      },
    },
    saving: {
      on: {
        'server.ok': 'refreshing',
        'server.rejected': [{ guard: ({ event }) => event.status === 422, target: 'refused' }, { target: 'saveFailed' }],
      },
    },
    // The server refused a field (422): its message next to it, the banner, and nothing typed lost.
    refused: {
      on: { 'user.type': 'refused', 'user.submit': 'saving', 'user.cancel': 'actionFailed', 'user.editOther': 'editingValid' },
    },
    saveFailed: { on: { 'user.submit': 'saving', 'user.dismiss': 'editingValid', 'user.cancel': 'actionFailed' } },
    confirmingDelete: { on: { 'user.confirmDelete': 'deleting', 'user.cancelDelete': 'ready' } },
    deleting: { on: { 'server.ok': 'refreshing', 'server.rejected': 'actionFailed' } },
    moving: { on: { 'server.ok': 'refreshing', 'server.rejected': 'actionFailed' } },
    refreshing: { on: { 'server.listed': 'done', 'server.listFailed': 'loadFailed' } },
  },
});

type Item = { id: number; name: string };
const items: Item[] = [
  { id: 1, name: 'أ' },
  { id: 2, name: 'ب' },
];
const messages = { saved: 'حُفظ', added: 'أُضيف', deleted: 'حُذف', moved: 'رُتّب', loadFailed: 'تعذّر' };
const NAME_RULE = 'اكتب الاسم';
const machine = createContentEditorMachine<Item>({
  id: 'spec',
  validate: (v: FormValues) => (v.name?.trim() ? {} : { name: NAME_RULE }),
  messages,
});
/** The Arabic text a refusal shows: the server's own reason for a 4xx, the usual text otherwise. */
const refusalText = (status: number) => (status === 422 || status === 409 ? 'سبب الخادم' : errorMessages.server);

class System {
  load = controllable<Item[], unknown>();
  save = controllable<unknown, { id: number | null; values: FormValues }>();
  remove = controllable<unknown, { id: number }>();
  reorder = controllable<unknown, { ids: number[] }>();
  actor: Actor<typeof machine>;
  /** What the open form should hold, and the message each kind of change ends with. */
  draftId: number | null = null;
  values: FormValues = {};
  success: string | null = null;
  error: string | null = null;
  private readonly seen: Set<string>;
  constructor(seen: Set<string>) {
    this.seen = seen;
    const provided = machine.provide({
      actors: { load: this.load.logic, save: this.save.logic, remove: this.remove.logic, reorder: this.reorder.logic },
    });
    this.actor = createActor(provided).start();
  }
  get snap() {
    const s = this.actor.getSnapshot();
    for (const leaf of activeLeaves(s)) this.seen.add(leaf);
    return s;
  }
  expectList(state: 'ready' | 'loadFailed', banner: { error: string | null; success: string | null }) {
    expect(this.snap.matches(state)).toBe(true);
    expect(this.snap.hasTag('busy')).toBe(false);
    expect(this.snap.context).toMatchObject({ draft: null, fieldErrors: {}, toDelete: null, ...banner });
  }
  expectForm(fieldErrors: Record<string, string>, error: string | null) {
    expect(this.snap.matches('editing')).toBe(true);
    expect(this.snap.hasTag('busy')).toBe(false);
    expect(this.snap.context).toMatchObject({
      draft: { id: this.draftId, values: this.values },
      fieldErrors,
      error,
      success: null,
    });
    expect(this.snap.can({ type: 'edit.submit' })).toBe(true);
  }
  expectBusy(state: 'loading' | 'saving' | 'deleting' | 'moving' | 'refreshing') {
    expect(this.snap.matches(state)).toBe(true);
    expect(this.snap.hasTag('busy')).toBe(true);
    // Nothing else can start while a call is on its way.
    expect(this.snap.can({ type: 'edit.open', id: null, values: {} })).toBe(false);
    expect(this.snap.can({ type: 'delete.ask', id: 1, label: 'أ' })).toBe(false);
    expect(this.snap.can({ type: 'move', id: 2, by: -1 })).toBe(false);
  }
}

const events = [422, 409, 500, 0].map((status) => ({ type: 'server.rejected', status }));
// One path per transition of the model (simple paths number thousands once the states loop).
const { paths, seen, modelSeen, expectEverythingWalked } = modelWalk(model, { events });

describe(`content editor model (${paths.length} paths)`, () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const sys = new System(seen);
    let saves = 0;
    let loads = 1;
    let pendingSuccess: string | null = null;
    /** The save, delete or move call the server answers next. */
    let inFlight: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null = null;
    const open = (id: number | null, values: FormValues) => {
      sys.draftId = id;
      sys.values = values;
      sys.actor.send({ type: 'edit.open', id, values });
    };
    await path.test({
      events: {
        'server.listed': async () => {
          sys.load.last().resolve(items);
          await flush();
        },
        'server.listFailed': async () => {
          sys.load.last().reject({ status: 500, message: 'خطأ' });
          await flush();
        },
        'server.ok': async () => {
          inFlight!.resolve(null);
          loads++;
          await flush();
        },
        'server.rejected': async ({ event }) => {
          const status = (event as { status?: number }).status ?? 0;
          sys.error = refusalText(status);
          const errors = status === 422 ? { image: ['رابط خطأ'] } : undefined;
          inFlight!.reject(status ? { status, message: 'سبب الخادم', errors } : new TypeError('Failed to fetch'));
          await flush();
        },
        'user.retry': () => {
          loads++;
          sys.actor.send({ type: 'list.retry' });
        },
        'user.add': () => open(null, { name: '', image: 'https://x' }),
        'user.edit': () => open(1, { name: 'أ', image: 'https://a' }),
        'user.editOther': () => open(2, { name: 'ب', image: 'https://b' }),
        'user.type': () => {
          sys.values = { ...sys.values, name: 'جديد' };
          sys.actor.send({ type: 'edit.change', values: { name: 'جديد' } });
        },
        'user.clearName': () => {
          sys.values = { ...sys.values, name: ' ' };
          sys.actor.send({ type: 'edit.change', values: { name: ' ' } });
        },
        'user.submit': () => {
          if (sys.values.name?.trim()) {
            saves++;
            pendingSuccess = sys.draftId === null ? messages.added : messages.saved;
          }
          sys.actor.send({ type: 'edit.submit' });
          if (sys.snap.matches('saving')) inFlight = sys.save.last();
        },
        'user.cancel': () => sys.actor.send({ type: 'edit.cancel' }),
        'user.dismiss': () => sys.actor.send({ type: 'message.dismiss' }),
        'user.askDelete': () => sys.actor.send({ type: 'delete.ask', id: 2, label: 'ب' }),
        'user.confirmDelete': () => {
          pendingSuccess = messages.deleted;
          sys.actor.send({ type: 'delete.confirm' });
          inFlight = sys.remove.last();
        },
        'user.cancelDelete': () => sys.actor.send({ type: 'delete.cancel' }),
        'user.move': () => {
          pendingSuccess = messages.moved;
          sys.actor.send({ type: 'move', id: 2, by: -1 });
          inFlight = sys.reorder.last();
        },
        'user.moveAtEnd': () => sys.actor.send({ type: 'move', id: 1, by: -1 }),
      },
      states: {
        loading: () => {
          modelSeen.add('loading');
          sys.expectBusy('loading');
          expect(sys.load.calls).toHaveLength(loads);
          expect(sys.snap.context.error).toBeNull();
        },
        loadFailed: () => {
          modelSeen.add('loadFailed');
          sys.expectList('loadFailed', { error: messages.loadFailed, success: null });
          expect(sys.snap.can({ type: 'list.retry' })).toBe(true);
        },
        ready: () => {
          modelSeen.add('ready');
          sys.expectList('ready', { error: null, success: null });
          expect(sys.snap.context.items).toEqual(items);
        },
        done: () => {
          modelSeen.add('done');
          sys.expectList('ready', { error: null, success: pendingSuccess });
          expect(sys.load.calls).toHaveLength(loads);
        },
        actionFailed: () => {
          modelSeen.add('actionFailed');
          sys.expectList('ready', { error: sys.error, success: null });
          expect(sys.reorder.calls.length + sys.save.calls.length + sys.remove.calls.length).toBeGreaterThan(0);
          expect(sys.load.calls).toHaveLength(loads);
        },
        editingEmpty: () => {
          modelSeen.add('editingEmpty');
          sys.expectForm({}, null);
        },
        ruleShown: () => {
          modelSeen.add('ruleShown');
          sys.expectForm({ name: NAME_RULE }, null);
          expect(sys.save.calls).toHaveLength(saves);
        },
        editingValid: () => {
          modelSeen.add('editingValid');
          sys.expectForm({}, null);
        },
        saving: () => {
          modelSeen.add('saving');
          sys.expectBusy('saving');
          expect(sys.snap.context.error).toBeNull();
          expect(sys.save.calls).toHaveLength(saves);
          expect(sys.save.last().input).toEqual({ id: sys.draftId, values: sys.values });
        },
        refused: () => {
          modelSeen.add('refused');
          sys.expectForm({ image: 'رابط خطأ' }, 'سبب الخادم');
        },
        saveFailed: () => {
          modelSeen.add('saveFailed');
          sys.expectForm({}, sys.error);
        },
        confirmingDelete: () => {
          modelSeen.add('confirmingDelete');
          expect(sys.snap.matches('confirmingDelete')).toBe(true);
          expect(sys.snap.context).toMatchObject({ toDelete: { id: 2, label: 'ب' }, error: null, success: null });
        },
        deleting: () => {
          modelSeen.add('deleting');
          sys.expectBusy('deleting');
          expect(sys.remove.last().input).toEqual({ id: 2 });
        },
        moving: () => {
          modelSeen.add('moving');
          sys.expectBusy('moving');
          expect(sys.reorder.last().input).toEqual({ ids: [2, 1] });
        },
        refreshing: () => {
          modelSeen.add('refreshing');
          sys.expectBusy('refreshing');
          expect(sys.load.calls).toHaveLength(loads);
          expect(sys.snap.context.draft).toBeNull();
        },
      },
    });
  });

  it('walked every state of the spec model and every state of the machine', () => {
    expectEverythingWalked('content editor', machine);
  });
});
