import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { tripMessages, type AdminTrip, type AdminTripPatch } from '@rihla/contract';
import { controllable, flush } from '../test-support/harness.ts';
import { applyEdit } from './trip-draft-edits.ts';
import { bodyOf, draftErrors, draftOf, emptyDraft } from './trip-draft.ts';
import { storedTrip } from './trip-editor.test-helpers.ts';
import {
  selectDeparture,
  selectDraft,
  selectFieldErrors,
  selectMessage,
  tripEditorMachine,
  tripEditorMessages,
  type TripAction,
} from './trip-editor.machine.ts';

function start(trip: AdminTrip | null) {
  const save = controllable<AdminTrip, { tripId: number | null; body: AdminTripPatch }>();
  const act = controllable<AdminTrip, { tripId: number; action: TripAction }>();
  const actor = createActor(tripEditorMachine.provide({ actors: { save: save.logic, act: act.logic } }), {
    input: { trip },
  }).start();
  return { actor, save, act, snap: () => actor.getSnapshot() };
}

describe('the trip draft’s edits', () => {
  it('adds, changes, moves and removes days, keeping each day’s key', () => {
    let d = emptyDraft();
    d = applyEdit(d, { type: 'draft.addDay' }).draft;
    d = applyEdit(d, { type: 'draft.addDay' }).draft;
    const [first, second] = d.program;
    const edited = applyEdit(d, { type: 'draft.editDay', key: second!.key, values: { title: 'الثاني' } });
    expect(edited.fields).toEqual(['program']);
    d = applyEdit(edited.draft, { type: 'draft.moveDay', from: 1, to: 0 }).draft;
    expect(d.program.map((x) => [x.key, x.title])).toEqual([
      [second!.key, 'الثاني'],
      [first!.key, ''],
    ]);
    // Past either end nothing moves.
    expect(applyEdit(d, { type: 'draft.moveDay', from: 0, to: -1 }).draft.program).toEqual(d.program);
    d = applyEdit(d, { type: 'draft.removeDay', key: first!.key }).draft;
    expect(d.program.map((x) => x.key)).toEqual([second!.key]);
  });

  it('adds, changes and removes included items, and ticks a tag once', () => {
    let d = applyEdit(emptyDraft(), { type: 'draft.addIncluded' }).draft;
    const key = d.included[0]!.key;
    d = applyEdit(d, { type: 'draft.editIncluded', key, values: { name: 'الإقامة' } }).draft;
    expect(d.included).toEqual([{ key, name: 'الإقامة', title: '' }]);
    expect(applyEdit(d, { type: 'draft.removeIncluded', key }).draft.included).toEqual([]);
    d = applyEdit(d, { type: 'draft.toggleTag', id: 3, on: true }).draft;
    d = applyEdit(d, { type: 'draft.toggleTag', id: 3, on: true }).draft;
    expect(d.tags).toEqual([3]);
    const off = applyEdit(d, { type: 'draft.toggleTag', id: 3, on: false });
    expect(off).toMatchObject({ draft: { tags: [] }, fields: ['tags'] });
  });

  it('keeps the not-included list apart from the included one, and sends both (issue 31, item 7)', () => {
    let d = applyEdit(emptyDraft(), { type: 'draft.addIncluded', list: 'not_included' });
    expect(d.fields).toEqual(['not_included']);
    const key = d.draft.not_included[0]!.key;
    d = applyEdit(d.draft, {
      type: 'draft.editIncluded',
      list: 'not_included',
      key,
      values: { name: 'التأشيرة', title: 'رسومها' },
    });
    expect(d.draft.included).toEqual([]);
    expect(d.draft.not_included).toEqual([{ key, name: 'التأشيرة', title: 'رسومها' }]);
    expect(bodyOf(d.draft).not_included).toEqual([{ name: 'التأشيرة', title: 'رسومها' }]);
    // An empty row is the form's mistake, at the list's own field.
    const blank = applyEdit(d.draft, { type: 'draft.addIncluded', list: 'not_included' }).draft;
    expect(draftErrors(blank).not_included).toEqual([tripMessages.notIncluded]);
    expect(applyEdit(d.draft, { type: 'draft.removeIncluded', list: 'not_included', key }).draft.not_included).toEqual([]);
    // A stored trip's list comes into the draft.
    expect(draftOf(storedTrip()).not_included.map(({ name, title }) => ({ name, title }))).toEqual([
      { name: 'التأشيرة', title: 'رسوم التأشيرة' },
    ]);
  });
});

describe('trip editor', () => {
  it('shows the contract’s messages at their fields and sends nothing; an edit clears its field’s only', () => {
    const { actor, save, snap } = start(null);
    actor.send({ type: 'trip.save' });
    expect(save.calls).toHaveLength(0);
    expect(selectMessage(snap())).toEqual({ tone: 'error', text: tripEditorMessages.invalidNew });
    expect(Object.keys(selectFieldErrors(snap()))).toEqual(expect.arrayContaining(['title', 'price', 'to_city_id']));
    actor.send({ type: 'draft.set', values: { title: 'رحلة' } });
    expect(selectFieldErrors(snap()).title).toBeUndefined();
    expect(selectFieldErrors(snap()).price).toBeDefined();
  });

  it('a day’s edit clears the program’s message, a tag’s the tags’', async () => {
    const { actor, save, snap } = start(storedTrip());
    actor.send({ type: 'trip.save' });
    save
      .last()
      .reject({ status: 422, message: 'راجع الحقول', errors: { program: ['اليوم الأول بلا وصف'], tags: ['وسم غير موجود'] } });
    await flush();
    const key = selectDraft(snap()).program[0]!.key;
    actor.send({ type: 'draft.editDay', key, values: { description: 'الوصول' } });
    expect(selectFieldErrors(snap())).toEqual({ tags: ['وسم غير موجود'] });
    actor.send({ type: 'draft.toggleTag', id: 4, on: true });
    expect(selectFieldErrors(snap())).toEqual({});
    expect(selectMessage(snap())).toEqual({ tone: 'error', text: 'راجع الحقول' });
  });

  it('does nothing to a new trip’s publishing or departures', () => {
    const { actor, act, snap } = start(null);
    actor.send({ type: 'trip.publish', published: true });
    actor.send({ type: 'departure.add' });
    actor.send({ type: 'departure.remove', date: '2027-03-01' });
    expect(act.calls).toHaveLength(0);
    expect(snap().value).toEqual({ ready: 'idle' });
  });

  it('adds a departure as typed and keeps the draft as typed after it', async () => {
    const { actor, act, snap } = start(storedTrip());
    actor.send({ type: 'draft.set', values: { title: 'لم يُحفظ بعد' } });
    actor.send({ type: 'departure.change', values: { date: '2027-04-01' } });
    actor.send({ type: 'departure.change', values: { seats: '12' } });
    expect(selectDeparture(snap())).toEqual({ date: '2027-04-01', seats: '12' });
    actor.send({ type: 'departure.add' });
    expect(act.last().input).toEqual({
      tripId: 7,
      action: { type: 'addDeparture', date: '2027-04-01', seats: 12, price: null },
    });
    act.last().resolve(storedTrip({ departures: [] }));
    await flush();
    expect(selectDraft(snap()).title).toBe('لم يُحفظ بعد');
    expect(selectMessage(snap())).toEqual({ tone: 'success', text: tripEditorMessages.departureAdded });
  });

  it('shows the server’s reason when a departure cannot go (409), with no field marked', async () => {
    const { actor, act, snap } = start(storedTrip());
    actor.send({ type: 'departure.remove', date: '2027-03-01' });
    act.last().reject({ status: 409, message: 'في هذه المغادرة حجوزات' });
    await flush();
    expect(snap().value).toEqual({ ready: 'failed' });
    expect(selectMessage(snap())).toEqual({ tone: 'error', text: 'في هذه المغادرة حجوزات' });
    expect(selectFieldErrors(snap())).toEqual({});
  });

  it('duplicates an existing trip: the copy goes to the app to open, the editor ends (issue 31, item 15)', async () => {
    const duplicated: AdminTrip[] = [];
    const stored: AdminTrip[] = [];
    const act = controllable<AdminTrip, { tripId: number; action: TripAction }>();
    const actor = createActor(
      tripEditorMachine.provide({
        actors: { act: act.logic },
        actions: {
          duplicated: (_, { trip }) => void duplicated.push(trip),
          stored: (_, { trip }) => void stored.push(trip),
        },
      }),
      { input: { trip: storedTrip() } },
    ).start();
    actor.send({ type: 'trip.duplicate' });
    expect(act.last().input).toEqual({ tripId: 7, action: { type: 'duplicate' } });
    // Busy: a second press sends nothing more.
    actor.send({ type: 'trip.duplicate' });
    expect(act.calls).toHaveLength(1);
    const copy = storedTrip({ id: 8, title: 'جولة في إسطنبول (نسخة)' });
    act.last().resolve(copy);
    await flush();
    expect(duplicated).toEqual([copy]);
    // The original's read is not overwritten by the copy.
    expect(stored).toEqual([]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows a refused copy’s reason and stays; a new trip cannot be copied', async () => {
    const { actor, act, snap } = start(storedTrip());
    actor.send({ type: 'trip.duplicate' });
    act.last().reject({ status: 404, message: 'غير موجود' });
    await flush();
    expect(selectMessage(snap())).toEqual({ tone: 'error', text: 'غير موجود' });
    const fresh = start(null);
    fresh.actor.send({ type: 'trip.duplicate' });
    expect(fresh.act.calls).toHaveLength(0);
  });

  it('opens a copy with its note', () => {
    const actor = createActor(tripEditorMachine, {
      input: { trip: storedTrip(), notice: tripEditorMessages.duplicated },
    }).start();
    expect(selectMessage(actor.getSnapshot())).toEqual({ tone: 'success', text: tripEditorMessages.duplicated });
  });

  it('says "حدث خطأ" when the app provided no call', async () => {
    const actor = createActor(tripEditorMachine, { input: { trip: storedTrip() } }).start();
    actor.send({ type: 'trip.save' });
    await flush();
    expect(selectMessage(actor.getSnapshot())).toEqual({ tone: 'error', text: tripEditorMessages.failed });
  });
});
