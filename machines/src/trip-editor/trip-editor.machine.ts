import { assign, assertEvent, fromPromise, setup } from 'xstate';
import { toAsciiDigits, type AdminTrip, type AdminTripPatch } from '@rihla/contract';
import { toApiError, type ApiError } from '../shared/api-error.ts';
import { applyEdit, DRAFT_EDITS, type TripDraftEdit } from './trip-draft-edits.ts';
import { bodyOf, draftErrors, draftOf, emptyDraft, type TripDraft } from './trip-draft.ts';

/**
 * A trip in the back office's editor (issues 17 and 25): /admin/trips/new (input without a trip) and
 * /admin/trips/{id} (input `{trip}`), one machine for both. The draft is edited; saving checks the
 * contract's rules first (a mistake is shown at its field, nothing is sent) and then sends it. An
 * existing trip is also published or hidden and gets or loses departures; those keep the draft as typed.
 *
 * Events
 * - `draft.*` (trip-draft-edits.ts)          edits the draft; the changed field's message goes.
 * - `trip.save`                              checks, then creates (new: hidden) or saves the trip.
 * - `trip.publish {published}`               publishes (true) or hides (false) an existing trip.
 * - `trip.duplicate`                         copies an existing trip (unpublished); the machine ends
 *                                            with `duplicated({trip})`, the copy, for the app to open.
 * - `departure.change {values}`              the departure form's date and seats, as typed.
 * - `departure.add`, `departure.remove {date}`   on an existing trip.
 * Every event but the draft's is ignored while a call is under way (`busy`).
 *
 * Answers
 * - 200: a new trip ends the machine (`created`, the app opens its page); an existing one shows
 *   "saved" (its draft now what was stored) or the action's message, and `stored({trip})` is called.
 * - 422 `{message, errors: {field: [msg]}}`: refused, each message at its field, the draft kept.
 * - Anything else: its message (or "حدث خطأ"), the draft kept, to try again. A 401 also ends the
 *   staff session in the app's client, which takes the back office to its sign-in.
 *
 * Actors (default throw)
 * - `save({tripId, body})` → the trip as stored (tripId null: create it).
 * - `act({tripId, action})` → the trip as it now is.
 *
 * Actions (default do nothing)
 * - `created({trip})`, `stored({trip})`, `duplicated({trip})`.
 */

export type TripAction =
  | { type: 'publish'; published: boolean }
  | { type: 'addDeparture'; date: string; seats: number; price: number | null }
  | { type: 'removeDeparture'; date: string }
  /** A copy of the trip, unpublished (issue 31, item 15): the answer is the copy, which the app opens. */
  | { type: 'duplicate' };

export interface DepartureDraft {
  date: string;
  seats: string;
  /** Its own base price, as typed; empty: the trip's price (issue 31, item 15). */
  price?: string;
}

/** The departure form's fields carry the server's refusals under this prefix (the trip's own `price` is another field). */
export const DEPARTURE_ERROR = 'departure.';

const typedPrice = (raw: string | undefined): number | null => {
  const v = toAsciiDigits(raw ?? '')
    .replace(/[,\s]/g, '')
    .trim();
  return v === '' ? null : Number(v);
};

export interface TripEditorContext {
  /** null: a new trip, until it is created. */
  tripId: number | null;
  /** The trip as the last answer had it (null until one, or for a new trip). */
  trip: AdminTrip | null;
  draft: TripDraft;
  departure: DepartureDraft;
  /** Field → messages, the form's rule's or the server's. */
  errors: Record<string, string[]>;
  /** What is being (or was last) sent. */
  sending: 'save' | TripAction['type'] | null;
  action: TripAction | null;
  error: string | null;
  success: string | null;
}

export type TripEditorEvent =
  | TripDraftEdit
  | { type: 'trip.save' }
  | { type: 'trip.publish'; published: boolean }
  | { type: 'trip.duplicate' }
  | { type: 'departure.change'; values: Partial<DepartureDraft> }
  | { type: 'departure.add' }
  | { type: 'departure.remove'; date: string };

export const tripEditorMessages = {
  invalidNew: 'صحّح الحقول المشار إليها ثم أنشئ الرحلة.',
  invalidEdit: 'صحّح الحقول المشار إليها ثم احفظ.',
  saved: 'تم حفظ الرحلة، وهي على الموقع الآن.',
  published: 'نُشرت الرحلة على الموقع.',
  hidden: 'أُخفيت الرحلة عن الموقع.',
  departureAdded: 'أُضيفت المغادرة.',
  departureRemoved: 'أُزيلت المغادرة.',
  duplicated: 'هذه نسخة من الرحلة، وهي مخفية عن الموقع حتى تنشرها. عدّل ما يلزم ثم احفظ.',
  failed: 'حدث خطأ',
};

export const actionDone = (action: TripAction) =>
  action.type === 'publish'
    ? action.published
      ? tripEditorMessages.published
      : tripEditorMessages.hidden
    : action.type === 'addDeparture'
      ? tripEditorMessages.departureAdded
      : action.type === 'duplicate'
        ? tripEditorMessages.duplicated
        : tripEditorMessages.departureRemoved;

/** The server's own words (a 422's, a 409's), else the short fallback the editor has always shown. */
export const tripErrorMessage = (error: ApiError) => error.message ?? tripEditorMessages.failed;

const failure = (params: { error: unknown }) => {
  const e = toApiError(params.error);
  return { errors: e.errors ?? {}, error: tripErrorMessage(e), success: null };
};
const onError = [
  {
    guard: { type: 'isRefusal' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    target: '#tripEditor.ready.refused',
    actions: { type: 'showError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  },
  {
    target: '#tripEditor.ready.failed',
    actions: { type: 'showError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  },
];

export const tripEditorMachine = setup({
  types: {
    context: {} as TripEditorContext,
    events: {} as TripEditorEvent,
    input: {} as { trip?: AdminTrip | null; notice?: string | null } | undefined,
  },
  actors: {
    save: fromPromise<AdminTrip, { tripId: number | null; body: AdminTripPatch }>(async () => {
      throw new Error('trip-editor: save not provided');
    }),
    act: fromPromise<AdminTrip, { tripId: number; action: TripAction }>(async () => {
      throw new Error('trip-editor: act not provided');
    }),
  },
  actions: {
    created: (_, _params: { trip: AdminTrip }) => {},
    stored: (_, _params: { trip: AdminTrip }) => {},
    duplicated: (_, _params: { trip: AdminTrip }) => {},
    edit: assign(({ context, event }) => {
      assertEvent(event, DRAFT_EDITS);
      const { draft, fields } = applyEdit(context.draft, event);
      const errors = { ...context.errors };
      for (const field of fields) delete errors[field];
      return { draft, errors };
    }),
    changeDeparture: assign(({ context, event }) => {
      assertEvent(event, 'departure.change');
      const errors = { ...context.errors };
      for (const field of Object.keys(event.values)) delete errors[`${DEPARTURE_ERROR}${field}`];
      return { departure: { ...context.departure, ...event.values }, errors };
    }),
    showRule: assign(({ context }) => ({
      errors: draftErrors(context.draft),
      error: context.tripId === null ? tripEditorMessages.invalidNew : tripEditorMessages.invalidEdit,
      success: null,
    })),
    startSave: assign({ sending: 'save', action: null, errors: {}, error: null, success: null }),
    startAction: assign((_, action: TripAction) => ({ sending: action.type, action, error: null, success: null })),
    takeSaved: assign((_, trip: AdminTrip) => ({
      trip,
      draft: draftOf(trip),
      errors: {},
      success: tripEditorMessages.saved,
    })),
    takeActed: assign(({ context }, trip: AdminTrip) => ({
      trip,
      errors: {},
      success: context.action ? actionDone(context.action) : null,
    })),
    showError: assign(({ context }, params: { error: unknown }) => {
      const f = failure(params);
      // A refused departure: its messages go to the departure form's fields (issue 31, item 12).
      if (context.sending === 'addDeparture')
        f.errors = Object.fromEntries(Object.entries(f.errors).map(([k, v]) => [`${DEPARTURE_ERROR}${k}`, v]));
      return f;
    }),
  },
  guards: {
    isNew: ({ context }) => context.tripId === null,
    isExisting: ({ context }) => context.tripId !== null,
    draftInvalid: ({ context }) => Object.keys(draftErrors(context.draft)).length > 0,
    isRefusal: (_, params: { error: unknown }) => toApiError(params.error).status === 422,
    isDuplicating: ({ context }) => context.action?.type === 'duplicate',
  },
}).createMachine({
  id: 'tripEditor',
  context: ({ input }) => ({
    tripId: input?.trip?.id ?? null,
    trip: input?.trip ?? null,
    draft: input?.trip ? draftOf(input.trip) : emptyDraft(),
    departure: { date: '', seats: '' },
    errors: {},
    sending: null,
    action: null,
    error: null,
    // A copy just made opens with its note (issue 31, item 15).
    success: input?.notice ?? null,
  }),
  // The draft may be typed in whatever else is under way (as a plain form allows).
  on: Object.fromEntries(DRAFT_EDITS.map((type) => [type, { actions: 'edit' as const }])),
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      on: {
        'trip.save': [
          { guard: 'draftInvalid', target: '.invalid', actions: 'showRule' },
          { target: 'saving', actions: 'startSave' },
        ],
        'trip.publish': {
          guard: 'isExisting',
          target: 'acting',
          actions: { type: 'startAction', params: ({ event }) => ({ type: 'publish' as const, published: event.published }) },
        },
        'trip.duplicate': {
          guard: 'isExisting',
          target: 'acting',
          actions: { type: 'startAction', params: { type: 'duplicate' as const } },
        },
        'departure.change': { actions: 'changeDeparture' },
        'departure.add': {
          guard: 'isExisting',
          target: 'acting',
          actions: {
            type: 'startAction',
            params: ({ context }) => ({
              type: 'addDeparture' as const,
              date: context.departure.date,
              seats: Number(toAsciiDigits(context.departure.seats)),
              price: typedPrice(context.departure.price),
            }),
          },
        },
        'departure.remove': {
          guard: 'isExisting',
          target: 'acting',
          actions: { type: 'startAction', params: ({ event }) => ({ type: 'removeDeparture' as const, date: event.date }) },
        },
      },
      states: {
        idle: {},
        // Saved, published, hidden, a departure added or removed: its message shows.
        done: {},
        // The contract's rules refused the draft before sending: each message at its field.
        invalid: {},
        // The server refused it (422): its message, and each field's.
        refused: {},
        // Anything else went wrong: its message, to try again.
        failed: {},
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          tripId: context.tripId,
          // A new trip is created hidden: its departures are added on its page, then it is published.
          body: context.tripId === null ? { ...bodyOf(context.draft), published: false } : bodyOf(context.draft),
        }),
        onDone: [
          { guard: 'isNew', target: 'created', actions: { type: 'created', params: ({ event }) => ({ trip: event.output }) } },
          {
            target: 'ready.done',
            actions: [
              { type: 'takeSaved', params: ({ event }) => event.output },
              { type: 'stored', params: ({ event }) => ({ trip: event.output }) },
            ],
          },
        ],
        onError,
      },
    },
    acting: {
      tags: ['busy'],
      invoke: {
        src: 'act',
        input: ({ context }) => ({ tripId: context.tripId!, action: context.action! }),
        onDone: [
          // The copy is another trip: this editor ends and the app opens the copy's page.
          {
            guard: 'isDuplicating',
            target: 'created',
            actions: { type: 'duplicated', params: ({ event }) => ({ trip: event.output }) },
          },
          {
            target: 'ready.done',
            actions: [
              { type: 'takeActed', params: ({ event }) => event.output },
              { type: 'stored', params: ({ event }) => ({ trip: event.output }) },
            ],
          },
        ],
        onError,
      },
    },
    // A new trip (or a copy) exists: the app opens its page.
    created: { type: 'final' },
  },
});

interface TripEditorSnapshot {
  context: TripEditorContext;
  hasTag(tag: string): boolean;
}

export const selectDraft = (s: TripEditorSnapshot) => s.context.draft;
export const selectFieldErrors = (s: TripEditorSnapshot) => s.context.errors;
export const selectDeparture = (s: TripEditorSnapshot) => s.context.departure;
export const selectIsBusy = (s: TripEditorSnapshot) => s.hasTag('busy');
/** What is under way, for its button's spinner. */
export const selectSending = (s: TripEditorSnapshot) => (s.hasTag('busy') ? s.context.sending : null);
export const selectTrip = (s: TripEditorSnapshot) => s.context.trip;
/** The banner above the form: the last answer's message, or the rule's. */
export const selectMessage = (s: TripEditorSnapshot): { tone: 'success' | 'error'; text: string } | null =>
  s.context.error
    ? { tone: 'error', text: s.context.error }
    : s.context.success
      ? { tone: 'success', text: s.context.success }
      : null;
