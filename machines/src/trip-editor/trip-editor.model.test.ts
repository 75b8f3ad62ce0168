import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type Actor } from 'xstate';
import type { AdminTrip, AdminTripPatch } from '@rihla/contract';
import { activeLeaves, controllable, flush } from '../test-support/harness.ts';
import { modelWalk } from '../test-support/model-walk.ts';
import { bodyOf, draftErrors, draftOf } from './trip-draft.ts';
import { storedTrip, validValues } from './trip-editor.test-helpers.ts';
import {
  actionDone,
  selectDraft,
  selectFieldErrors,
  selectIsBusy,
  selectMessage,
  selectSending,
  selectTrip,
  tripEditorMachine,
  tripEditorMessages,
  type TripAction,
} from './trip-editor.machine.ts';

// The trip editor of the back office (issue 25) as an abstract model of what an admin does and what
// the server answers, for a new trip and an existing one. Each path is played on a fresh real actor;
// after every step the real actor must mean what the model state says: the banner, the fields'
// messages, the draft, what was sent, and what the app was told.
const answered = (failed: string, refused: string) => [
  { guard: ({ event }: { event: { status?: number } }) => event.status === 422, target: refused },
  { target: failed },
];
// What an admin can do from a page at rest, per kind of trip.
const readyNew = { 'user.edit': undefined, 'user.saveInvalid': 'invalid', 'user.save': 'saving' };
const readyEdit = {
  ...readyNew,
  'user.publish': 'acting',
  'user.addDeparture': 'acting',
  'user.removeDeparture': 'acting',
};
// An event that leaves the page where it is names it (a self-loop the walk must take too).
const at = (on: Record<string, string | undefined>, self: string) =>
  Object.fromEntries(Object.entries(on).map(([event, target]) => [event, target ?? self]));
const branch = (on: Record<string, string | undefined>, isNew: boolean) => ({
  initial: 'idle',
  states: {
    idle: { on: at(on, 'idle') },
    // The contract's rules refused the draft: nothing sent.
    invalid: { on: at(on, 'invalid') },
    // The server refused the draft (422): its messages at their fields.
    refused: { on: at(on, 'refused') },
    failed: { on: at(on, 'failed') },
    saving: {
      on: {
        'server.ok': isNew ? 'created' : 'saved',
        'server.rejected': answered('failed', 'refused'),
        // A second press sends nothing more; typing goes on.
        'user.save': 'saving',
        'user.edit': 'saving',
      },
    },
    ...(isNew
      ? { created: { type: 'final' as const } }
      : {
          saved: { on: at(on, 'saved') },
          acting: {
            on: {
              'server.ok': 'acted',
              'server.rejected': answered('failed', 'refused'),
              'user.publish': 'acting',
            },
          },
          acted: { on: at(on, 'acted') },
        }),
  },
});
const model = createMachine({
  id: 'tripEditorSpec',
  types: {} as { events: { type: string; status?: number } },
  initial: 'opened',
  states: {
    opened: { on: { 'open.new': 'newTrip', 'open.edit': 'existingTrip' } },
    newTrip: branch(readyNew, true),
    existingTrip: branch(readyEdit, false),
  },
});

const serverErrors = { title: ['العنوان مستخدم لرحلة أخرى'], price: ['السعر أكبر من المسموح'] };

class System {
  save = controllable<AdminTrip, { tripId: number | null; body: AdminTripPatch }>();
  act = controllable<AdminTrip, { tripId: number; action: TripAction }>();
  created = vi.fn();
  stored = vi.fn();
  actor!: Actor<typeof tripEditorMachine>;
  isNew = false;
  trip: AdminTrip | null = null;
  /** What the draft's title should read. */
  title = '';
  /** The fields' messages the page should show. */
  errors: Record<string, string[]> = {};
  lastStatus = 0;
  saves = 0;
  acts = 0;
  action: TripAction | null = null;
  /** The draft's body when it was last saved. */
  sent: AdminTripPatch | null = null;
  departures = 0;
  private readonly seen: Set<string>;
  constructor(seen: Set<string>) {
    this.seen = seen;
  }
  open(trip: AdminTrip | null) {
    const machine = tripEditorMachine.provide({
      actors: { save: this.save.logic, act: this.act.logic },
      actions: {
        created: (_, params) => this.created(params.trip),
        stored: (_, params) => this.stored(params.trip),
      },
    });
    this.isNew = trip === null;
    this.trip = trip;
    this.title = trip?.title ?? '';
    this.actor = createActor(machine, { input: { trip } }).start();
  }
  get snap() {
    const s = this.actor.getSnapshot();
    for (const leaf of activeLeaves(s)) this.seen.add(leaf);
    return s;
  }
  send(event: Parameters<Actor<typeof tripEditorMachine>['send']>[0]) {
    this.actor.send(event);
  }
  expectAtRest(message: { tone: 'success' | 'error'; text: string } | null) {
    expect(selectIsBusy(this.snap)).toBe(false);
    expect(selectSending(this.snap)).toBeNull();
    expect(selectMessage(this.snap)).toEqual(message);
    expect(selectFieldErrors(this.snap)).toEqual(this.errors);
    expect(selectDraft(this.snap).title).toBe(this.title);
    expect(selectTrip(this.snap)).toEqual(this.trip);
    expect(this.save.calls).toHaveLength(this.saves);
    expect(this.act.calls).toHaveLength(this.acts);
  }
  get failure() {
    return this.lastStatus === 422 || this.lastStatus === 409 ? 'سبب الخادم' : tripEditorMessages.failed;
  }
}

const events = [...[422, 409, 500, 0].map((status) => ({ type: 'server.rejected', status }))];
const { paths, seen, modelSeen, expectEverythingWalked } = modelWalk(model, { events });

describe(`trip editor model (${paths.length} paths)`, () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const sys = new System(seen);
    const press = (event: Parameters<System['send']>[0], action: TripAction) => {
      if (selectIsBusy(sys.snap)) return sys.send(event);
      sys.action = action;
      sys.acts++;
      sys.send(event);
      // A second press while it is sent sends nothing more.
      sys.send(event);
    };
    const rest = (name: string, check: () => void) => () => {
      modelSeen.add(name);
      check();
    };
    const states = (prefix: string) => ({
      [`${prefix}.idle`]: rest(`${prefix}.idle`, () => sys.expectAtRest(null)),
      [`${prefix}.invalid`]: rest(`${prefix}.invalid`, () => {
        sys.expectAtRest({
          tone: 'error',
          text: sys.isNew ? tripEditorMessages.invalidNew : tripEditorMessages.invalidEdit,
        });
        expect(Object.keys(selectFieldErrors(sys.snap))).toContain('price');
      }),
      [`${prefix}.refused`]: rest(`${prefix}.refused`, () => sys.expectAtRest({ tone: 'error', text: 'سبب الخادم' })),
      [`${prefix}.failed`]: rest(`${prefix}.failed`, () => sys.expectAtRest({ tone: 'error', text: sys.failure })),
      [`${prefix}.saving`]: rest(`${prefix}.saving`, () => {
        expect(selectIsBusy(sys.snap)).toBe(true);
        expect(selectSending(sys.snap)).toBe('save');
        expect(selectMessage(sys.snap)).toBeNull();
        expect(sys.save.calls).toHaveLength(sys.saves);
        const { input } = sys.save.last();
        expect(input.tripId).toBe(sys.isNew ? null : 7);
        expect(input.body.published).toBe(sys.isNew ? false : undefined);
        // The draft as it was when saved (typing goes on meanwhile); a new trip is created hidden.
        expect(input.body).toEqual(sys.isNew ? { ...sys.sent, published: false } : sys.sent);
      }),
    });
    await path.test({
      events: {
        'open.new': () => sys.open(null),
        'open.edit': () => sys.open(storedTrip()),
        'user.edit': () => {
          sys.title = `${sys.title}،`;
          delete sys.errors.title;
          sys.send({ type: 'draft.set', values: { title: sys.title } });
        },
        'user.saveInvalid': () => {
          sys.send({ type: 'draft.set', values: { price: 'سعر' } });
          sys.errors = draftErrors(selectDraft(sys.snap));
          sys.send({ type: 'trip.save' });
        },
        'user.save': () => {
          if (!selectIsBusy(sys.snap)) {
            sys.title = sys.isNew ? validValues.title : 'جولة في إسطنبول القديمة';
            sys.send({ type: 'draft.set', values: { ...(sys.isNew ? validValues : { price: '4200' }), title: sys.title } });
            sys.errors = {};
            sys.saves++;
            sys.sent = bodyOf(selectDraft(sys.snap));
          }
          sys.send({ type: 'trip.save' });
          sys.send({ type: 'trip.save' });
        },
        'user.publish': () => {
          const published = !(sys.trip?.published ?? false);
          press({ type: 'trip.publish', published }, { type: 'publish', published });
        },
        'user.addDeparture': () => {
          sys.send({ type: 'departure.change', values: { date: '2027-04-01', seats: '12' } });
          press({ type: 'departure.add' }, { type: 'addDeparture', date: '2027-04-01', seats: 12, price: null });
        },
        'user.removeDeparture': () =>
          press({ type: 'departure.remove', date: '2027-03-01' }, { type: 'removeDeparture', date: '2027-03-01' }),
        'server.ok': async () => {
          if (selectSending(sys.snap) === 'save') {
            const sent = sys.save.last().input.body;
            const trip = storedTrip({ ...(sent as Partial<AdminTrip>), id: sys.isNew ? 31 : 7, departures: [] });
            sys.trip = sys.isNew ? null : trip;
            sys.title = trip.title;
            sys.save.last().resolve(trip);
          } else {
            sys.departures++;
            const published = sys.action?.type === 'publish' ? sys.action.published : (sys.trip?.published ?? false);
            sys.trip = storedTrip({ published, updated_at: `2026-11-2${sys.departures}T10:00:00Z` });
            sys.act.last().resolve(sys.trip);
          }
          sys.errors = {};
          await flush();
        },
        'server.rejected': async ({ event }) => {
          sys.lastStatus = (event as { status?: number }).status ?? 0;
          const refusal = sys.lastStatus === 422 || sys.lastStatus === 409;
          const error = sys.lastStatus
            ? {
                status: sys.lastStatus,
                ...(refusal ? { message: 'سبب الخادم' } : {}),
                ...(sys.lastStatus === 422 ? { errors: serverErrors } : {}),
              }
            : new TypeError('Failed to fetch');
          sys.errors = sys.lastStatus === 422 ? serverErrors : {};
          (selectSending(sys.snap) === 'save' ? sys.save : sys.act).last().reject(error);
          await flush();
        },
      },
      states: {
        opened: () => {
          modelSeen.add('opened');
        },
        ...states('newTrip'),
        ...states('existingTrip'),
        'newTrip.created': () => {
          modelSeen.add('newTrip.created');
          expect(sys.snap.status).toBe('done');
          expect(sys.created).toHaveBeenCalledTimes(1);
          expect(sys.created.mock.calls[0]![0]).toMatchObject({ id: 31, title: validValues.title, published: false });
          expect(sys.stored).not.toHaveBeenCalled();
        },
        'existingTrip.saved': rest('existingTrip.saved', () => {
          sys.expectAtRest({ tone: 'success', text: tripEditorMessages.saved });
          // The form shows what was stored.
          expect(bodyOf(selectDraft(sys.snap))).toEqual({ ...bodyOf(draftOf(sys.trip!)), title: sys.title });
          expect(sys.stored).toHaveBeenLastCalledWith(sys.trip);
        }),
        'existingTrip.acting': rest('existingTrip.acting', () => {
          expect(selectIsBusy(sys.snap)).toBe(true);
          expect(selectSending(sys.snap)).toBe(sys.action!.type);
          expect(sys.act.calls).toHaveLength(sys.acts);
          expect(sys.act.last().input).toEqual({ tripId: 7, action: sys.action });
        }),
        'existingTrip.acted': rest('existingTrip.acted', () => {
          sys.expectAtRest({ tone: 'success', text: actionDone(sys.action!) });
          expect(sys.stored).toHaveBeenLastCalledWith(sys.trip);
        }),
      },
    });
  });

  it('walked every state of the spec model and every state of the machine', () => {
    expectEverythingWalked('trip editor', tripEditorMachine);
  });
});
