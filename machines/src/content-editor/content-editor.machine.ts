import { assign, assertEvent, fromPromise, setup } from 'xstate';
import { errorMessages, type FieldErrors } from '@rihla/contract';
import { toApiError, type ApiError } from '../shared/api-error.ts';

/**
 * A list of the catalogue's content in the back office (issue 17), one pattern for all of them:
 * countries, cities, tags, banners, FAQ entries. The list is read; an admin adds one or changes one
 * in a form, deletes one after confirming, or moves one up or down (FAQ).
 *
 * Events
 * - `list.retry`                       reads the list again after a failure.
 * - `edit.open {id, values}`           opens the form: id null adds one; values as typed (strings).
 * - `edit.change {values}`             what was typed; a field's message goes once it changes.
 * - `edit.submit`                      checks the form's own rule, then sends; a field's Arabic
 *                                      message shows next to it, and nothing typed is lost, whether
 *                                      the browser or the server (422) refused it.
 * - `edit.cancel`                      closes the form without sending.
 * - `delete.ask {id, label}` / `delete.confirm` / `delete.cancel`   delete after "are you sure?".
 * - `move {id, by}`                    one place up (-1) or down (+1); needs the `reorder` actor.
 * - `reorder {ids}`                    the whole new order at once (drag and drop, issue 31, item 15):
 *                                      every id once; the same order as now sends nothing.
 * - `message.dismiss`                  hides the success or error banner.
 *
 * Actors (default throws)
 * - `load()` → the items, in their order.
 * - `save({id, values})` → anything; the list is read again after.
 * - `remove({id})` → anything; the list is read again after. A 409 (still used by trips) shows the
 *   server's own reason.
 * - `reorder({ids})` → anything; every id in the new order.
 */

export type FormValues = Record<string, string>;

export interface ContentEditorContext<Item extends { id: number }> {
  items: Item[];
  /** The open form: id null when adding. */
  draft: { id: number | null; values: FormValues } | null;
  fieldErrors: Record<string, string>;
  toDelete: { id: number; label: string } | null;
  error: string | null;
  success: string | null;
}

export type ContentEditorEvent =
  | { type: 'list.retry' }
  | { type: 'edit.open'; id: number | null; values: FormValues }
  | { type: 'edit.change'; values: FormValues }
  | { type: 'edit.submit' }
  | { type: 'edit.cancel' }
  | { type: 'delete.ask'; id: number; label: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'move'; id: number; by: -1 | 1 }
  | { type: 'reorder'; ids: number[] }
  | { type: 'message.dismiss' };

export interface ContentEditorDefinition {
  id: string;
  /** The form's own rule: field → Arabic message (the contract's, as the server applies it). */
  validate: (values: FormValues) => FieldErrors<string>;
  messages: { saved: string; added: string; deleted: string; moved?: string; loadFailed: string };
}

/** The server's reason for a refusal it explains (404, 409, 422), the usual texts otherwise. */
export function contentErrorMessage(error: ApiError): string {
  if (error.status === 401) return errorMessages.unauthenticated;
  if (error.status === 403) return 'لا تملك صلاحية تعديل المحتوى.';
  if (error.status === 429) return errorMessages.tooManyRequests;
  if (error.status >= 400 && error.status < 500) return error.message ?? errorMessages.server;
  return errorMessages.server;
}

const firstOfEach = (errors: Record<string, string[]> | undefined) =>
  Object.fromEntries(Object.entries(errors ?? {}).flatMap(([k, v]) => (v[0] ? [[k, v[0]]] : [])));

/** Whether `ids` names every item once, in another order than now. */
export function isNewOrder(items: readonly { id: number }[], ids: readonly number[]): boolean {
  const now = items.map((i) => i.id);
  return (
    ids.length === now.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => now.includes(id)) &&
    ids.some((id, k) => id !== now[k])
  );
}

/** The ids with `id` moved by one place; null at either end. */
export function movedIds(items: readonly { id: number }[], id: number, by: -1 | 1): number[] | null {
  const ids = items.map((i) => i.id);
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

export function createContentEditorMachine<Item extends { id: number }>(def: ContentEditorDefinition) {
  return setup({
    types: { context: {} as ContentEditorContext<Item>, events: {} as ContentEditorEvent },
    actors: {
      load: fromPromise<Item[]>(async () => {
        throw new Error(`${def.id}: load not provided`);
      }),
      save: fromPromise<unknown, { id: number | null; values: FormValues }>(async () => {
        throw new Error(`${def.id}: save not provided`);
      }),
      remove: fromPromise<unknown, { id: number }>(async () => {
        throw new Error(`${def.id}: remove not provided`);
      }),
      reorder: fromPromise<unknown, { ids: number[] }>(async () => {
        throw new Error(`${def.id}: reorder not provided`);
      }),
    },
    guards: {
      formValid: ({ context }) => !!context.draft && Object.keys(def.validate(context.draft.values)).length === 0,
      canMove: ({ context, event }) =>
        (event.type === 'move' && movedIds(context.items, event.id, event.by) !== null) ||
        (event.type === 'reorder' && isNewOrder(context.items, event.ids)),
    },
    actions: {
      open: assign(({ event }) => {
        assertEvent(event, 'edit.open');
        return { draft: { id: event.id, values: { ...event.values } }, fieldErrors: {}, error: null, success: null };
      }),
      change: assign(({ context, event }) => {
        assertEvent(event, 'edit.change');
        if (!context.draft) return {};
        const fieldErrors = { ...context.fieldErrors };
        for (const k of Object.keys(event.values)) delete fieldErrors[k];
        return { draft: { ...context.draft, values: { ...context.draft.values, ...event.values } }, fieldErrors };
      }),
      showRule: assign(({ context }) => ({
        fieldErrors: def.validate(context.draft?.values ?? {}) as Record<string, string>,
        error: null,
      })),
      close: assign({ draft: null, fieldErrors: {} }),
      clearMessages: assign({ error: null, success: null }),
      refused: assign((_, params: { error: unknown }) => {
        const e = toApiError(params.error);
        return { error: contentErrorMessage(e), fieldErrors: firstOfEach(e.errors) };
      }),
      failed: assign((_, params: { error: unknown }) => ({ error: contentErrorMessage(toApiError(params.error)) })),
    },
  }).createMachine({
    id: def.id,
    context: { items: [], draft: null, fieldErrors: {}, toDelete: null, error: null, success: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          src: 'load',
          onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
          onError: { target: 'loadFailed', actions: assign({ error: def.messages.loadFailed }) },
        },
      },
      loadFailed: { on: { 'list.retry': { target: 'loading', actions: 'clearMessages' } } },
      ready: {
        on: {
          'edit.open': { target: 'editing', actions: 'open' },
          'delete.ask': {
            target: 'confirmingDelete',
            actions: assign(({ event }) => ({ toDelete: { id: event.id, label: event.label }, error: null, success: null })),
          },
          move: { guard: 'canMove', target: 'moving', actions: 'clearMessages' },
          reorder: { guard: 'canMove', target: 'moving', actions: 'clearMessages' },
          'message.dismiss': { actions: 'clearMessages' },
        },
      },
      editing: {
        on: {
          'edit.change': { actions: 'change' },
          'edit.submit': [{ guard: 'formValid', target: 'saving' }, { actions: 'showRule' }],
          'edit.cancel': { target: 'ready', actions: 'close' },
          // Another item's edit button: its form replaces this one.
          'edit.open': { actions: 'open' },
          'message.dismiss': { actions: 'clearMessages' },
        },
      },
      saving: {
        tags: ['busy'],
        entry: 'clearMessages',
        invoke: {
          src: 'save',
          input: ({ context }) => ({ id: context.draft!.id, values: context.draft!.values }),
          onDone: {
            target: 'refreshing',
            actions: [
              assign(({ context }) => ({ success: context.draft?.id === null ? def.messages.added : def.messages.saved })),
              'close',
            ],
          },
          onError: { target: 'editing', actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      confirmingDelete: {
        on: {
          'delete.confirm': 'deleting',
          'delete.cancel': { target: 'ready', actions: assign({ toDelete: null }) },
        },
      },
      deleting: {
        tags: ['busy'],
        invoke: {
          src: 'remove',
          input: ({ context }) => ({ id: context.toDelete!.id }),
          onDone: { target: 'refreshing', actions: assign({ toDelete: null, success: def.messages.deleted }) },
          onError: {
            target: 'ready',
            actions: [assign({ toDelete: null }), { type: 'failed', params: ({ event }) => ({ error: event.error }) }],
          },
        },
      },
      moving: {
        tags: ['busy'],
        invoke: {
          src: 'reorder',
          input: ({ context, event }) => {
            assertEvent(event, ['move', 'reorder']);
            return { ids: event.type === 'reorder' ? event.ids : movedIds(context.items, event.id, event.by)! };
          },
          onDone: { target: 'refreshing', actions: assign({ success: def.messages.moved ?? def.messages.saved }) },
          onError: { target: 'ready', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      // After a change: the list as the server now has it (its order, its ids).
      refreshing: {
        tags: ['busy'],
        invoke: {
          src: 'load',
          onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
          onError: { target: 'loadFailed', actions: assign({ error: def.messages.loadFailed, success: null }) },
        },
      },
    },
  });
}

export type ContentEditorMachine<Item extends { id: number }> = ReturnType<typeof createContentEditorMachine<Item>>;
