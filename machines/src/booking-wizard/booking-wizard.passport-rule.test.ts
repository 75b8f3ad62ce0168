import { describe, expect, it } from 'vitest';
import { passportTooShort } from '@rihla/contract';
import { detailsErrors, emptyTraveller } from './booking-wizard.rules.ts';
import { selectDetailsErrors } from './booking-wizard.machine.ts';
import { TODAY, startWizard, trip, validTraveller } from './booking-wizard.test-helpers.ts';
import { user } from '../test-support/fixtures.ts';

// Issue 31, item 4: the details step refuses a passport that does not stay valid PASSPORT_VALID_MONTHS
// after the trip's last day (the server's rule), with its Arabic reason, as soon as the date is known.
const adult = (expiry: string) => ({ ...emptyTraveller(), ...validTraveller(0), passport_expiry: expiry });
const fiveDays = { ...trip, duration: 5 };

describe('the passport rule', () => {
  it('names the months once the trip date and length are known', () => {
    // 7–11 December: the passport must last until 11 June 2027.
    const base = { fromDate: '2026-12-07' as const, trip: fiveDays, today: TODAY, passportValidMonths: 6 };
    expect(detailsErrors({ ...base, travellers: [adult('2026-12-15')] }).travellers[0]!.passport_expiry).toBe(
      passportTooShort(6),
    );
    expect(passportTooShort(6)).toBe('يجب أن يبقى جواز السفر ساريًا ستة أشهر على الأقل بعد انتهاء الرحلة');
    expect(detailsErrors({ ...base, travellers: [adult('2027-06-10')] }).travellers[0]!.passport_expiry).toBe(
      passportTooShort(6),
    );
    expect(detailsErrors({ ...base, travellers: [adult('2027-06-11')] }).travellers[0]!.passport_expiry).toBeUndefined();
    // No months configured, or no date yet: only an expired passport is refused.
    expect(detailsErrors({ ...base, passportValidMonths: 0, travellers: [adult('2026-12-15')] }).travellers[0]).toEqual({});
    expect(
      detailsErrors({ ...base, fromDate: '', travellers: [adult('2026-12-15')] }).travellers[0]!.passport_expiry,
    ).toBeUndefined();
  });

  it('takes the months from the site information, also when they arrive after the wizard starts', () => {
    const { actor } = startWizard({ user, trip: fiveDays });
    actor.send({ type: 'wizard.setDate', date: '2026-12-07' });
    actor.send({ type: 'wizard.editTraveller', index: 0, values: { ...validTraveller(0), passport_expiry: '2026-12-15' } });
    expect(selectDetailsErrors(actor.getSnapshot()).travellers[0]!.passport_expiry).toBeUndefined();
    actor.send({ type: 'wizard.setPassportValidMonths', months: 6 });
    expect(selectDetailsErrors(actor.getSnapshot()).travellers[0]!.passport_expiry).toBe(passportTooShort(6));
    // The same rule again changes nothing, not even the snapshot: the screen is not drawn again.
    const before = actor.getSnapshot();
    actor.send({ type: 'wizard.setPassportValidMonths', months: 6 });
    expect(actor.getSnapshot()).toBe(before);
  });
});
