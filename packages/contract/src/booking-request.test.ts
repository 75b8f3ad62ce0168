import { describe, expect, it } from 'vitest';
import {
  encodeBookingForm,
  fileForNoAdult,
  validateBooking,
  type ReceivedBookingForm,
  type ReceivedFile,
} from './booking-request.ts';
import { errorMessages, validationMessages } from './messages.ts';
import { securityMessages } from './security-messages.ts';

const today = '2026-11-22';
const trip = {
  id: 7,
  expiry_date: '2027-06-30',
  price: 1000,
  default_adults: 2,
  default_childs: 0,
  max_additional_adults: 1,
  max_additional_childs: 2,
  price_per_additional_adult: 300,
  price_per_additional_child: 100,
};

/** What the server reads back from the browser's own encoding. */
async function received(form: FormData): Promise<ReceivedBookingForm<ReceivedFile & { name: string }>> {
  const fields = new Map<string, string[]>();
  const files: (ReceivedFile & { name: string })[] = [];
  for (const [key, value] of form.entries()) {
    const [, base, index] = /^([a-z_]+)(?:\[(\d+)\])?$/.exec(key)!;
    if (typeof value === 'string') {
      const list = fields.get(base!) ?? [];
      list[Number(index ?? list.length)] = value;
      fields.set(base!, list);
    } else {
      const type = value.type.startsWith('image/') ? value.type : null;
      files.push({
        field: base as ReceivedFile['field'],
        index: Number(index),
        size: value.size,
        mime: type,
        name: (value as File).name,
      });
    }
  }
  return { fields, files };
}

const adult = {
  kind: 'adult' as const,
  first_name: 'Sara',
  last_name: "O'Neil-Saad",
  birth_date: '1990-04-02',
  gender: 'female' as const,
};
const child = {
  kind: 'child' as const,
  first_name: 'Omar',
  last_name: 'Saad',
  birth_date: '2016-01-15',
  gender: 'male' as const,
  nationality: '',
  passport: '',
  passport_expiry: '' as const,
  passport_image: null,
  visa_image: null,
};

const png = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });

describe('the booking request', () => {
  it('round-trips from the browser encoding to a checked booking, traveller by traveller', async () => {
    const form = encodeBookingForm({
      trip_id: 7,
      from_date: '2026-12-01',
      adults_count: 2,
      children_count: 1,
      travellers: [
        {
          ...adult,
          nationality: 'sa',
          passport: ' a1234567 ',
          passport_expiry: '2030-01-01',
          passport_image: png('p0.png'),
          visa_image: null,
        },
        {
          ...adult,
          first_name: ' Ahmed  Ali ',
          gender: 'male',
          nationality: 'EG',
          passport: 'B7654321',
          passport_expiry: '2029-05-05',
          passport_image: png('p1.png'),
          visa_image: png('v1.png'),
        },
        child,
      ],
    });
    expect(form.get('passport[0]')).toBe('a1234567');
    // The child is indexed after the adults and sends no passport field.
    expect(form.get('first_name[2]')).toBe('Omar');
    expect(form.has('passport[2]')).toBe(false);
    const check = validateBooking(await received(form), trip, today);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.booking).toMatchObject({ trip_id: 7, from_date: '2026-12-01', adults_count: 2, children_count: 1 });
    expect(check.booking.travellers.map((t) => [t.nationality, t.passport, t.passport_image?.name, t.visa_image?.name])).toEqual([
      ['SA', 'A1234567', 'p0.png', undefined],
      ['EG', 'B7654321', 'p1.png', 'v1.png'],
      ['', '', undefined, undefined],
    ]);
    expect(check.booking.travellers.map((t) => [t.kind, t.first_name, t.last_name, t.birth_date, t.gender])).toEqual([
      ['adult', 'SARA', "O'NEIL-SAAD", '1990-04-02', 'female'],
      ['adult', 'AHMED ALI', "O'NEIL-SAAD", '1990-04-02', 'male'],
      ['child', 'OMAR', 'SAAD', '2016-01-15', 'male'],
    ]);
  });

  it('asks every traveller for a Latin name, a birth date by the child age rule and a gender', async () => {
    const form = encodeBookingForm({
      trip_id: 7,
      from_date: '2026-12-01',
      adults_count: 1,
      children_count: 2,
      travellers: [
        {
          ...adult,
          first_name: 'سارة',
          birth_date: '2016-01-01',
          nationality: 'SA',
          passport: 'A123',
          passport_expiry: '2030-01-01',
          passport_image: png('p.png'),
          visa_image: null,
        },
        // 12 on the trip's first day: not a child any more.
        { ...child, birth_date: '2014-12-01', gender: '' },
        { ...child, first_name: 'Jo3', birth_date: '2014-12-02', last_name: '' },
      ],
    });
    const check = validateBooking(await received(form), trip, today);
    expect(check.ok ? null : check.errors).toEqual({
      'first_name[0]': [validationMessages.latinName],
      'birth_date[0]': [validationMessages.adultTooYoung],
      'birth_date[1]': [validationMessages.childTooOld],
      'gender[1]': [validationMessages.gender],
      'first_name[2]': [validationMessages.latinName],
      'last_name[2]': [validationMessages.required],
    });
  });

  it('keys every refusal by its field, with the Arabic message', async () => {
    const form = encodeBookingForm({
      trip_id: 7,
      from_date: '2026-11-22',
      adults_count: 1,
      children_count: 9,
      travellers: [
        { ...adult, nationality: 'XX', passport: '1', passport_expiry: '2020-01-01', passport_image: null, visa_image: null },
      ],
    });
    const check = validateBooking(await received(form), trip, today);
    expect(check).toEqual({
      ok: false,
      errors: {
        from_date: [validationMessages.tripDateRange],
        children_count: [validationMessages.invalidValue],
        'nationality[0]': [validationMessages.nationality],
        'passport[0]': [validationMessages.passportNumber],
        'passport_expiry[0]': [validationMessages.passportExpired],
        'passport_image[0]': [validationMessages.passportImage],
      },
    });
  });

  it('refuses an empty file, a refused type and two files in one slot', async () => {
    const base = (files: ReceivedFile[]): ReceivedBookingForm<ReceivedFile> => ({
      fields: new Map([
        ['from_date', ['2026-12-01']],
        ['adults_count', ['1']],
        ['nationality', ['SA']],
        ['passport', ['A123']],
        ['passport_expiry', ['2030-01-01']],
        ['first_name', ['Sara']],
        ['last_name', ['Saad']],
        ['birth_date', ['1990-01-01']],
        ['gender', ['female']],
      ]),
      files,
    });
    const slot = (size: number, mime: string | null) => ({ field: 'passport_image' as const, index: 0, size, mime });
    const error = (files: ReceivedFile[]) => {
      const check = validateBooking(base(files), trip, today);
      return check.ok ? null : check.errors['passport_image[0]'];
    };
    expect(error([slot(0, 'image/png')])).toEqual([errorMessages.fileTooSmall]);
    expect(error([slot(10, null)])).toEqual([errorMessages.fileInvalidType]);
    expect(error([slot(10, 'image/png'), slot(10, 'image/png')])).toEqual([errorMessages.tooManyFiles]);
    expect(error([slot(10, 'image/png')])).toBeNull(); // accepted: the booking checks out
    // At most a passport and a visa per adult: a file under another index is refused (issue 29).
    const stray = { field: 'visa_image' as const, index: 1, size: 10, mime: 'image/png' };
    const check = validateBooking(base([slot(10, 'image/png'), stray]), trip, today);
    expect(check.ok ? null : check.errors).toEqual({ 'visa_image[1]': [validationMessages.fileWithoutAdult] });
  });

  it('tells a file for no adult by the adults count as sent, the one rule of the server and the form', () => {
    expect(fileForNoAdult(0, '1')).toBe(false);
    expect(fileForNoAdult(1, '1')).toBe(true);
    expect(fileForNoAdult(1, ' 2 ')).toBe(false);
    expect(fileForNoAdult(5, '3')).toBe(true);
    // Not a count (yet): the count's own error says so, not the files'.
    for (const count of [undefined, '', '0', 'x', '-1', '1.5']) expect(fileForNoAdult(3, count)).toBe(false);
  });

  it('says a date over two years ahead is too far, and more adults than the trip takes is invalid', () => {
    const check = validateBooking(
      {
        fields: new Map([
          ['from_date', ['2029-01-01']],
          ['adults_count', ['4']],
        ]),
        files: [],
      },
      { ...trip, expiry_date: null },
      today,
    );
    expect(check.ok ? null : check.errors).toEqual({
      from_date: [securityMessages.tripDateTooFar],
      adults_count: [validationMessages.invalidValue],
    });
  });
});
