import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTermsFor, DEFAULT_BOOKING_TERMS } from '@rihla/contract';
import { auth, createTestApp, type TestApp } from '../helper.ts';
import { staffToken } from './staff-token.ts';
import { demoCatalogue } from '../../src/modules/catalogue/demo/catalogue.ts';
import { FAQ_ANSWERS, FORMER_TERMS, up } from '../../src/platform/db/migrations/2026-11-28T2200-terms-say-what-site-does.ts';

// Issue 31, item 4: the FAQ and the booking terms say what the site does (self-service cancellation
// from «رحلاتي» until the cut-off; a passport valid PASSPORT_VALID_MONTHS after the trip; booking
// BOOKING_LEAD_HOURS ahead), with the configured figures; the migration replaces only seed words.

describe('the texts with the configured figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BOOKING_LEAD_HOURS: '72', PASSPORT_VALID_MONTHS: '3', CANCEL_CUTOFF_HOURS: '48' });
  });
  afterAll(async () => t?.close());

  it('site info quotes the lead time, passport months and cut-off the server is configured with', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/api/data/info' })).json().data;
    expect(info.booking_lead_hours).toBe(72);
    expect(info.passport_valid_months).toBe(3);
    expect(info.booking_terms).toEqual(bookingTermsFor({ leadHours: 72, passportValidMonths: 3, cancelCutoffHours: 48 }));
    expect(info.booking_terms[0]).toContain('72 ساعة');
    expect(info.booking_terms.join(' ')).toContain('3 أشهر على الأقل بعد تاريخ انتهاء الرحلة');
    expect(info.booking_terms.join(' ')).toContain('«رحلاتي» في حسابك حتى 48 ساعة');
    expect(info.booking_terms.join(' ')).not.toContain('96');
  });
});

describe('the seed and the migration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  const db = () => t.app.db;

  it('seeds a FAQ that sends cancellations to «رحلاتي» and a passport valid six months after the trip', async () => {
    const faqs = demoCatalogue().faqs ?? [];
    const answers = faqs.map((f) => f.answer);
    const cancel = faqs.find((f) => f.question.includes('إلغاء'))!.answer;
    expect(cancel).toContain('«رحلاتي»');
    expect(cancel).toContain('96 ساعة');
    expect(answers.join(' ')).toContain('ستة أشهر على الأقل بعد انتهاء الرحلة');
    for (const [before, after] of FAQ_ANSWERS) {
      expect(answers).not.toContain(before);
      expect(answers).toContain(after);
    }
    const faq = (await t.app.inject({ method: 'GET', url: '/api/faq' })).json().data.data as { answer: string }[];
    expect(faq.map((f) => f.answer)).toContain(cancel);
  });

  it('default terms: no more "من تاريخ السفر" nor the organiser\'s cancellation policy', () => {
    const all = DEFAULT_BOOKING_TERMS.join(' ');
    expect(all).not.toContain('من تاريخ السفر');
    expect(all).not.toContain('لسياسة الإلغاء الخاصة بالشركة المنظمة');
    expect(all).toContain('96 ساعة');
    expect(all).toContain('«رحلاتي»');
  });

  it('replaces the seeded terms and answers only where they are still word for word', async () => {
    await db().deleteFrom('site_info').execute();
    const untouched = (
      await db()
        .insertInto('site_info')
        .values({ booking_terms: JSON.stringify(FORMER_TERMS) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const ownList = ['شروطنا الخاصة: الحجز قبل أسبوع.', FORMER_TERMS[3]!, FORMER_TERMS[5]!];
    const edited = (
      await db()
        .insertInto('site_info')
        .values({ booking_terms: JSON.stringify(ownList) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const mine = ['شرط واحد كتبته الوكالة.'];
    const own = (
      await db()
        .insertInto('site_info')
        .values({ booking_terms: JSON.stringify(mine) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const [oldCancel, newCancel] = FAQ_ANSWERS[1]!;
    await db().updateTable('faqs').set({ answer: oldCancel }).where('id', '=', 1).execute();
    await db().updateTable('faqs').set({ answer: 'جواب كتبته الوكالة عن الإلغاء.' }).where('id', '=', 2).execute();

    await up(db());

    const terms = async (id: number) =>
      (await db().selectFrom('site_info').select('booking_terms').where('id', '=', id).executeTakeFirstOrThrow()).booking_terms;
    // Still the seed: none kept, so the site's own terms with the configured figures.
    expect(await terms(untouched)).toBeNull();
    // The agency's list: its own sentence stays, the two seed sentences left in it are the new ones.
    const kept = JSON.parse((await terms(edited))!) as string[];
    expect(kept[0]).toBe(ownList[0]);
    expect(kept[1]).toBe(DEFAULT_BOOKING_TERMS[3]);
    expect(kept[2]).toBe(DEFAULT_BOOKING_TERMS[5]);
    expect(JSON.parse((await terms(own))!)).toEqual(mine);
    const answer = async (id: number) =>
      (await db().selectFrom('faqs').select('answer').where('id', '=', id).executeTakeFirstOrThrow()).answer;
    expect(await answer(1)).toBe(newCancel);
    expect(await answer(2)).toBe('جواب كتبته الوكالة عن الإلغاء.');

    // Run again: nothing further changes.
    await up(db());
    expect(JSON.parse((await terms(edited))!)).toEqual(kept);
    expect(await answer(2)).toBe('جواب كتبته الوكالة عن الإلغاء.');
  });

  it("an admin who saves the site's own terms keeps none, so they go on following the configuration", async () => {
    await db().deleteFrom('site_info').execute();
    const admin = await staffToken(t.app, 'admin', 'admin@terms.example');
    const save = (terms: readonly string[]) =>
      t.app.inject({ method: 'POST', url: '/api/admin/booking-terms', payload: { terms }, headers: auth(admin) });
    expect((await save(['شرط الوكالة.'])).statusCode).toBe(200);
    const stored = async () =>
      (await db().selectFrom('site_info').select('booking_terms').orderBy('id', 'desc').executeTakeFirstOrThrow()).booking_terms;
    expect(await stored()).toBe(JSON.stringify(['شرط الوكالة.']));
    expect((await save(DEFAULT_BOOKING_TERMS)).statusCode).toBe(200);
    expect(await stored()).toBeNull();
  });
});
