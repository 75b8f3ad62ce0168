import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@rihla/contract';
import { createTestApp, newCustomer, type TestApp } from '../helper.ts';

// The server reads a phone number by the same numbering-plan rule as the form (contract phone.ts)
// and stores E.164 only: a number a customer cannot be reached on is never saved.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const registerWith = (phone_number: string, country_code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newCustomer({ phone_number, country_code }) });

describe('register: phone numbers', () => {
  it.each([
    ['0551234567', 'sa', '+966551234567', 'sa'], // the way Saudis write a mobile: trunk 0 dropped
    ['٠١١٢٣٤٥٦٧٨', 'sa', '+966112345678', 'sa'], // a Riyadh landline in Arabic-Indic digits
    ['050-123 4567', 'ae', '+971501234567', 'ae'],
    ['+20 10 1234 5678', 'sa', '+201012345678', 'eg'], // an international number keeps its own country
    ['+9660561234567', 'sa', '+966561234567', 'sa'], // what the old field sent: the 0 after the code
  ])('%s picked in %s is stored as %s', async (typed, picked, e164, country) => {
    const res = await registerWith(typed, picked);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ phone_number: e164, country_code: country });
    const row = await t.app.db
      .selectFrom('customers')
      .select(['phone_number', 'country_code'])
      .where('id', '=', res.json().user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone_number: e164, country_code: country });
  });

  it.each([
    ['05512345', 'sa'],
    ['0955123456', 'sa'],
    ['12', 'sa'],
    ['0551234567', 'tr'],
  ])('%s picked in %s is refused with the Arabic message', async (typed, picked) => {
    const res = await registerWith(typed, picked);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phone_number).toEqual([validationMessages.phone]);
  });

  it('one number written two ways is one account', async () => {
    expect((await registerWith('0571234567', 'sa')).statusCode).toBe(200);
    const again = await registerWith('+966 57 123 4567', 'sa');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toHaveProperty('phone_number');
  });
});
