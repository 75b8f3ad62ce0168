import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorMessages, validationMessages, type User } from '@rihla/contract';
import { controllable, flush } from '../test-support/harness.ts';
import {
  passportScan,
  startWizard,
  TODAY,
  trip,
  validChild,
  validRegister,
  validTraveller,
} from './booking-wizard.test-helpers.ts';
import { user } from '../test-support/fixtures.ts';
import {
  bookingWizardMachine,
  selectDetailsErrors,
  selectDraft,
  selectError,
  selectIsBusy,
  selectRegisterValues,
  selectStep,
  type BookingSubmission,
} from './booking-wizard.machine.ts';

const signedInUser: User = user;

describe('booking wizard', () => {
  it('a guest starts at step 1 as a new customer; a signed-in user at step 2; a booking_id at the booked step', () => {
    expect(selectStep(startWizard().snap())).toBe(1);
    expect(startWizard().snap().context.isNewCustomer).toBe(true);
    expect(selectStep(startWizard({ user: signedInUser }).snap())).toBe(2);
    const done = startWizard({ bookingId: 88 });
    expect(selectStep(done.snap())).toBe(4);
    expect(done.snap().context.bookingId).toBe(88);
  });

  it('register: next stays disabled until every field and the consent are valid', async () => {
    const w = startWizard();
    expect(w.snap().can({ type: 'wizard.next' })).toBe(false);
    w.actor.send({ type: 'wizard.editRegister', values: { ...validRegister, privacy_consent: false } });
    expect(w.snap().can({ type: 'wizard.next' })).toBe(false);
    w.actor.send({ type: 'wizard.editRegister', values: { privacy_consent: true } });
    expect(w.snap().can({ type: 'wizard.next' })).toBe(true);
    w.actor.send({ type: 'wizard.next' });
    expect(selectIsBusy(w.snap())).toBe(true);
    expect(w.register.last().input).toEqual({
      name: 'محمد العمري',
      email: 'mohammed@example.com',
      country_code: 'sa',
      phone_number: '+966501234567',
      password: 'secret123',
      password_confirmation: 'secret123',
    });
    w.register.last().resolve({ access_token: 'tok', user: signedInUser });
    await flush();
    expect(w.signedIn).toHaveBeenCalledWith({ token: 'tok', user: signedInUser });
    expect(selectStep(w.snap())).toBe(2);
  });

  it('returning customer logs in; a 401 shows the account-not-found message', async () => {
    const w = startWizard();
    w.actor.send({ type: 'wizard.setCustomerType', isNew: false });
    w.actor.send({ type: 'wizard.editLogin', values: { email: ' sara@example.com ', password: 'short' } });
    expect(w.snap().can({ type: 'wizard.next' })).toBe(false);
    w.actor.send({ type: 'wizard.editLogin', values: { password: 'secret123' } });
    w.actor.send({ type: 'wizard.next' });
    expect(w.login.last().input).toEqual({ email: 'sara@example.com', password: 'secret123' });
    w.login.last().reject({ status: 401, message: 'Invalid credentials' });
    await flush();
    expect(selectError(w.snap())).toBe(errorMessages.login401);
    expect(selectStep(w.snap())).toBe(1);
    w.actor.send({ type: 'wizard.setCustomerType', isNew: true });
    expect(selectError(w.snap())).toBeNull();
  });

  it.each([
    [{ status: 422, errors: { phone_number: ['taken'] } }, errorMessages.phoneTaken],
    [{ status: 422, errors: { email: ['taken'] } }, errorMessages.emailTaken],
    [{ status: 422, errors: { name: ['الاسم قصير'] } }, 'الاسم قصير'],
    [{ status: 500 }, errorMessages.server],
  ])('register error %j shows %s', async (error, message) => {
    const w = startWizard();
    w.actor.send({ type: 'wizard.editRegister', values: validRegister });
    w.actor.send({ type: 'wizard.next' });
    w.register.last().reject(error);
    await flush();
    expect(selectError(w.snap())).toBe(message);
  });

  it('one traveller entry per adult then per child, kept by index', () => {
    const w = startWizard({ user: signedInUser, draft: { adults_count: 3, children_count: 2, total_price: 0 } });
    expect(w.snap().context.travellers.map((t) => t.kind)).toEqual(['adult', 'adult', 'adult', 'child', 'child']);
    w.actor.send({ type: 'wizard.editTraveller', index: 1, values: { passport: 'B1' } });
    w.actor.send({ type: 'wizard.editTraveller', index: 0, values: { passport: 'A1' } });
    w.actor.send({ type: 'wizard.editTraveller', index: 1, values: { nationality: 'EG' } });
    w.actor.send({ type: 'wizard.editTraveller', index: 7, values: { passport: 'X' } });
    // The kind is the traveller's place, never an edit.
    w.actor.send({ type: 'wizard.editTraveller', index: 4, values: { kind: 'adult', first_name: 'Lina' } });
    expect(w.snap().context.travellers.map((t) => [t.passport, t.nationality])).toEqual([
      ['A1', ''],
      ['B1', 'EG'],
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    expect(w.snap().context.travellers[4]).toMatchObject({ kind: 'child', first_name: 'Lina' });
  });

  it('without a draft the trip defaults decide the travellers', () => {
    const w = startWizard({ user: signedInUser, draft: null });
    expect(w.snap().context.travellers).toHaveLength(3);
    expect(w.snap().context.children).toBe(1);
  });

  it('trip date from tomorrow to expiry; passport expiry not before today; passport image required', () => {
    const w = startWizard({ user: signedInUser });
    const errors = () => selectDetailsErrors(w.snap());
    expect(w.snap().can({ type: 'wizard.next' })).toBe(false);
    for (const bad of [TODAY, '2027-01-01', '']) {
      w.actor.send({ type: 'wizard.setDate', date: bad });
      expect(errors().from_date).toBe(validationMessages.tripDateRange);
    }
    w.actor.send({ type: 'wizard.setDate', date: '2026-12-31' });
    expect(errors().from_date).toBeNull();
    w.actor.send({ type: 'wizard.editTraveller', index: 0, values: { ...validTraveller(1), passport_expiry: '2026-11-21' } });
    expect(errors().travellers[0]).toEqual({ passport_expiry: validationMessages.passportExpired });
    w.actor.send({ type: 'wizard.editTraveller', index: 0, values: { passport_expiry: TODAY, passport_image: null } });
    expect(errors().travellers[0]).toEqual({ passport_image: validationMessages.passportImage });
    w.actor.send({ type: 'wizard.editTraveller', index: 0, values: { passport_image: passportScan } });
    expect(errors().travellers[0]).toEqual({});
    expect(w.snap().can({ type: 'wizard.next' })).toBe(false);
    w.actor.send({ type: 'wizard.editTraveller', index: 1, values: validTraveller(2) });
    expect(w.snap().can({ type: 'wizard.next' })).toBe(false);
    w.actor.send({ type: 'wizard.editTraveller', index: 2, values: validChild() });
    expect(w.snap().can({ type: 'wizard.next' })).toBe(true);
  });

  it("a bad passport number is that traveller's error and holds the submit, keeping what was typed", () => {
    const w = startWizard({ user: signedInUser });
    w.fillDetails();
    expect(w.snap().can({ type: 'wizard.next' })).toBe(true);
    w.actor.send({ type: 'wizard.editTraveller', index: 1, values: { passport: 'P1 ٢٣' } });
    expect(selectDetailsErrors(w.snap()).travellers).toEqual([{}, { passport: validationMessages.passportNumber }, {}]);
    expect(w.snap().can({ type: 'wizard.next' })).toBe(false);
    expect(w.snap().context.travellers[1]).toMatchObject({ ...validTraveller(2), passport: 'P1 ٢٣' });
    w.actor.send({ type: 'wizard.editTraveller', index: 1, values: { passport: 'p123' } });
    expect(w.snap().can({ type: 'wizard.next' })).toBe(true);
  });

  it('names in Latin letters, a child under 12 on the trip date and an adult of 12 or more, a gender', () => {
    const w = startWizard({ user: signedInUser });
    w.fillDetails();
    const errors = () => selectDetailsErrors(w.snap()).travellers;
    w.actor.send({ type: 'wizard.editTraveller', index: 0, values: { first_name: 'سارة', last_name: 'Jo3' } });
    expect(errors()[0]).toEqual({ first_name: validationMessages.latinName, last_name: validationMessages.latinName });
    w.actor.send({ type: 'wizard.editTraveller', index: 0, values: { first_name: "Anne-Marie O'Hara", last_name: 'Saad' } });
    expect(errors()[0]).toEqual({});
    // 12 on 2026-11-23, the trip's first day: no longer a child.
    w.actor.send({ type: 'wizard.editTraveller', index: 2, values: { birth_date: '2014-11-23', gender: '' } });
    expect(errors()[2]).toEqual({ birth_date: validationMessages.childTooOld, gender: validationMessages.gender });
    w.actor.send({ type: 'wizard.editTraveller', index: 2, values: { birth_date: '2014-11-24', gender: 'female' } });
    expect(errors()[2]).toEqual({});
    w.actor.send({ type: 'wizard.editTraveller', index: 1, values: { birth_date: '2015-01-01' } });
    expect(errors()[1]).toEqual({ birth_date: validationMessages.adultTooYoung });
    // A child has no passport fields to fill.
    expect(w.snap().context.travellers[2]!.passport).toBe('');
  });

  it('step 2 leads to the review, which books only with the terms accepted, and goes back keeping everything', () => {
    const w = startWizard({ user: signedInUser });
    w.fillDetails();
    w.actor.send({ type: 'wizard.next' });
    expect(selectStep(w.snap())).toBe(3);
    expect(w.book.calls).toHaveLength(0);
    expect(w.snap().can({ type: 'wizard.submit' })).toBe(false);
    w.actor.send({ type: 'wizard.submit' });
    expect(w.book.calls).toHaveLength(0);
    w.actor.send({ type: 'wizard.back' });
    expect(selectStep(w.snap())).toBe(2);
    expect(w.snap().context.travellers[2]).toMatchObject(validChild());
    w.actor.send({ type: 'wizard.next' });
    w.actor.send({ type: 'wizard.setTermsAccepted', accepted: true });
    expect(w.snap().can({ type: 'wizard.submit' })).toBe(true);
    w.actor.send({ type: 'wizard.setTermsAccepted', accepted: false });
    expect(w.snap().can({ type: 'wizard.submit' })).toBe(false);
  });

  it('keeps a draft of everything but the files, and a reload restores it and names the files to pick again', () => {
    const w = startWizard({ user: signedInUser });
    w.fillDetails();
    w.actor.send({ type: 'wizard.setSaveTravellers', save: true });
    w.toReview();
    const draft = JSON.parse(JSON.stringify(selectDraft(w.snap())));
    expect(draft.travellers[0]).toMatchObject({ first_name: 'Sarab', passport: 'P100000', passport_image_name: 'passport.jpg' });
    expect(JSON.stringify(draft)).not.toContain('"passport_image":');
    // The reload, on the review step's address: the files are gone, so the details step, filled.
    const again = startWizard({ user: signedInUser, saved: draft, resumeStep: 'review' });
    expect(selectStep(again.snap())).toBe(2);
    const c = again.snap().context;
    expect(c.fromDate).toBe('2026-11-23');
    expect(c.saveTravellers).toBe(true);
    expect(c.termsAccepted).toBe(true);
    expect(c.travellers[1]).toMatchObject({ ...validTraveller(2), passport_image: null });
    expect(c.travellers[2]).toMatchObject(validChild());
    expect(c.lostFiles).toEqual([
      { index: 0, field: 'passport_image', name: 'passport.jpg' },
      { index: 1, field: 'passport_image', name: 'passport.jpg' },
    ]);
    // A name typed keeps the very same list, so the travellers' fields are not drawn again for it.
    const before = again.snap().context.lostFiles;
    again.actor.send({ type: 'wizard.editTraveller', index: 1, values: { first_name: 'Omar' } });
    expect(again.snap().context.lostFiles).toBe(before);
    // Picked again: the note goes, and the draft still names them.
    again.actor.send({ type: 'wizard.editTraveller', index: 0, values: { passport_image: passportScan } });
    expect(again.snap().context.lostFiles).toHaveLength(1);
    again.actor.send({ type: 'wizard.editTraveller', index: 1, values: { passport_image: passportScan } });
    expect(again.snap().context.lostFiles).toEqual([]);
    again.actor.send({ type: 'wizard.next' });
    expect(selectStep(again.snap())).toBe(3);
  });

  it('a reload on the review step with nothing missing opens the review; counts changed keep each kind', () => {
    const draft = {
      from_date: '2026-11-25',
      travellers: [
        { ...validTraveller(1), kind: 'adult', passport_image_name: null, visa_image_name: null },
        { ...validChild(), kind: 'child', passport_image_name: 'x.jpg', visa_image_name: null },
      ],
      save_travellers: false,
      terms_accepted: false,
    };
    const w = startWizard({
      user: signedInUser,
      draft: { adults_count: 1, children_count: 0, total_price: 0 },
      saved: draft as never,
      resumeStep: 'review',
    });
    // The adult's passport file is not in the draft: details. The child's "file" is ignored.
    expect(selectStep(w.snap())).toBe(2);
    expect(w.snap().context.travellers).toHaveLength(1);
    expect(w.snap().context.lostFiles).toEqual([]);
    const two = startWizard({
      user: signedInUser,
      draft: { adults_count: 2, children_count: 1, total_price: 0 },
      saved: draft as never,
    });
    expect(two.snap().context.travellers.map((t) => [t.kind, t.first_name])).toEqual([
      ['adult', 'Sarab'],
      ['adult', ''],
      ['child', 'Omar'],
    ]);
    // Storage edited by hand is read as nothing.
    const junk = startWizard({ user: signedInUser, saved: { travellers: 'x', from_date: 5 } as never });
    expect(junk.snap().context.fromDate).toBe('');
    expect(junk.snap().context.travellers).toHaveLength(3);
  });

  it('books once from the review, writes booking_id to the URL and shows the booked step', async () => {
    const w = startWizard({ user: signedInUser });
    w.fillDetails();
    w.actor.send({ type: 'wizard.setSaveTravellers', save: true });
    w.toReview();
    w.actor.send({ type: 'wizard.submit' });
    w.actor.send({ type: 'wizard.submit' });
    expect(w.book.calls).toHaveLength(1);
    const { submission, idempotencyKey } = w.book.last().input;
    expect(idempotencyKey).toBe('key-1');
    expect(submission).toMatchObject({ trip_id: 31, from_date: '2026-11-23', adults_count: 2, children_count: 1 });
    expect(submission.travellers.map((t) => t.passport)).toEqual(['P100000', 'P200000', '']);
    expect(submission.travellers.map((t) => [t.kind, t.first_name])).toEqual([
      ['adult', 'Sarab'],
      ['adult', 'Sarac'],
      ['child', 'Omar'],
    ]);
    expect(submission.save_travellers).toBe(true);
    w.book.last().resolve({ id: 501 });
    await flush();
    expect(w.writeBookingId).toHaveBeenCalledWith({ bookingId: 501 });
    expect(selectStep(w.snap())).toBe(4);
    expect(w.snap().status).toBe('done');
  });

  it.each([
    [{ status: 400 }, errorMessages.bookingInput],
    [{ status: 429 }, errorMessages.bookingInput],
    [{ status: 403, message: 'انتهى موعد الحجز لهذه الرحلة' }, 'انتهى موعد الحجز لهذه الرحلة'],
    [{ status: 500 }, errorMessages.server],
    [new TypeError('Failed to fetch'), errorMessages.server],
  ])('booking error %j shows %s and stays on the review step', async (error, message) => {
    const w = startWizard({ user: signedInUser });
    w.fillDetails();
    w.toReview();
    w.actor.send({ type: 'wizard.submit' });
    w.book.last().reject(error);
    await flush();
    expect(selectError(w.snap())).toBe(message);
    expect(selectStep(w.snap())).toBe(3);
    expect(w.writeBookingId).not.toHaveBeenCalled();
  });

  it('a retry of the same details reuses the idempotency key; an edit makes a new one', async () => {
    const w = startWizard({ user: signedInUser });
    w.fillDetails();
    w.toReview();
    w.actor.send({ type: 'wizard.submit' });
    w.book.last().reject({ status: 500 });
    await flush();
    w.actor.send({ type: 'wizard.submit' });
    expect(w.book.last().input.idempotencyKey).toBe('key-1');
    w.book.last().reject({ status: 500 });
    await flush();
    w.actor.send({ type: 'wizard.back' });
    w.actor.send({ type: 'wizard.editTraveller', index: 0, values: { passport: 'P999' } });
    w.toReview();
    w.actor.send({ type: 'wizard.submit' });
    expect(w.book.last().input.idempotencyKey).toBe('key-2');
  });

  it('step 2 with no user returns to step 1 with an empty account form', () => {
    const w = startWizard({ user: signedInUser });
    w.actor.send({ type: 'wizard.sessionChanged', user: null });
    expect(selectStep(w.snap())).toBe(1);
    expect(selectRegisterValues(w.snap())?.email).toBe('');
    w.actor.send({ type: 'wizard.sessionChanged', user: signedInUser });
    expect(selectStep(w.snap())).toBe(2);
  });

  it('a 401 from the booking call expires the session and returns to step 1', async () => {
    const w = startWizard({ user: signedInUser });
    w.fillDetails();
    w.toReview();
    w.actor.send({ type: 'wizard.submit' });
    w.book.last().reject({ status: 401, message: 'Unauthenticated.' });
    await flush();
    expect(w.sessionExpired).toHaveBeenCalled();
    expect(selectStep(w.snap())).toBe(1);
    expect(selectError(w.snap())).toBe(errorMessages.unauthenticated);
    expect(w.snap().context.travellers[0]!.passport).toBe('P100000');
  });

  it('the default key generator gives a different key each submission', async () => {
    const machine = bookingWizardMachine.provide({
      actors: { book: controllable<{ id: number }, { submission: BookingSubmission; idempotencyKey: string }>().logic },
    });
    const a = createActor(machine, { input: { trip, draft: null, user: signedInUser, bookingId: null, today: TODAY } }).start();
    a.send({ type: 'wizard.setDate', date: '2026-11-23' });
    a.send({ type: 'wizard.editTraveller', index: 0, values: validTraveller(1) });
    a.send({ type: 'wizard.editTraveller', index: 1, values: validTraveller(2) });
    a.send({ type: 'wizard.editTraveller', index: 2, values: validChild() });
    a.send({ type: 'wizard.next' });
    a.send({ type: 'wizard.setTermsAccepted', accepted: true });
    a.send({ type: 'wizard.submit' });
    const first = a.getSnapshot().context.idempotencyKey;
    expect(first).toMatch(/\S{8,}/);
    const b = createActor(machine, { input: { trip, draft: null, user: signedInUser, bookingId: null, today: TODAY } }).start();
    b.send({ type: 'wizard.setDate', date: '2026-11-23' });
    b.send({ type: 'wizard.editTraveller', index: 0, values: validTraveller(1) });
    b.send({ type: 'wizard.editTraveller', index: 1, values: validTraveller(2) });
    b.send({ type: 'wizard.editTraveller', index: 2, values: validChild() });
    b.send({ type: 'wizard.next' });
    b.send({ type: 'wizard.setTermsAccepted', accepted: true });
    b.send({ type: 'wizard.submit' });
    expect(b.getSnapshot().context.idempotencyKey).not.toBe(first);
  });
});
