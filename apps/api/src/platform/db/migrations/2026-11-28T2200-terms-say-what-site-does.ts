/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import type { Kysely } from 'kysely';

// Frozen. Issue 31, item 4: the seed texts said what the site did not do (cancel through support, a
// passport valid six months "from the travel date"). Only the words still stored exactly as they
// were seeded are replaced: an agency's own edits are never touched.
//
// Booking terms: a list still the six of migration 2026-11-23T0810 becomes null, the site's own terms,
// which the server writes out with its configured figures (BOOKING_LEAD_HOURS, PASSPORT_VALID_MONTHS,
// CANCEL_CUTOFF_HOURS). In a list the agency has changed, each old sentence left as it was is replaced
// by the new one with the default figures, the ones it quoted.
export const FORMER_TERMS = [
  'يجب إتمام الحجز قبل موعد الوصول بـ 96 ساعة على الأقل.',
  'غرف الفنادق في جميع الباقات ثلاثية، أي يتشارك كل ثلاثة أشخاص غرفة واحدة.',
  'يجب إرسال جوازات السفر والمستندات المطلوبة للتأشيرة قبل موعد السفر بخمسة أسابيع على الأقل.',
  'يجب أن يكون جواز السفر ساريًا لمدة ستة أشهر على الأقل من تاريخ السفر.',
  'الأسعار بالريال السعودي، وقد تتغير حسب توفر الطيران والفنادق حتى تأكيد الحجز.',
  'يخضع إلغاء الحجز أو تعديله لسياسة الإلغاء الخاصة بالشركة المنظمة للرحلة.',
];

const TERMS = new Map<string, string>([
  [FORMER_TERMS[0]!, 'يجب إتمام الحجز قبل بدء الرحلة بـ 96 ساعة على الأقل.'],
  [FORMER_TERMS[3]!, 'يجب أن يكون جواز السفر ساريًا ستة أشهر على الأقل بعد تاريخ انتهاء الرحلة.'],
  [
    FORMER_TERMS[5]!,
    'يمكنك إلغاء حجزك بنفسك من صفحة «رحلاتي» في حسابك حتى 96 ساعة قبل منتصف ليل يوم بدء الرحلة بتوقيت الرياض، ويُعاد المبلغ وفق سياسة الاسترداد المعروضة قبل تأكيد الإلغاء؛ وبعد ذلك تواصل مع فريق الدعم.',
  ],
]);

/** The seeded FAQ answers (modules/catalogue/demo/catalogue.ts), old → new. */
export const FAQ_ANSWERS: readonly (readonly [string, string])[] = [
  [
    'يجب الحجز قبل موعد الوصول بـ 96 ساعة على الأقل حتى نتمكن من ترتيب الإقامة والتنقلات.',
    'قبل بدء الرحلة بـ 96 ساعة على الأقل حتى نتمكن من ترتيب الإقامة والتنقلات؛ ولذلك لا يعرض تقويم الرحلة تاريخًا أقرب من ذلك.',
  ],
  [
    'نعم، تواصل مع فريق الدعم وسنساعدك في الإلغاء وفق سياسة الإلغاء الخاصة بالرحلة.',
    'نعم، بنفسك من صفحة «رحلاتي» في حسابك: اضغط «إلغاء الحجز» حتى 96 ساعة قبل منتصف ليل يوم بدء الرحلة بتوقيت الرياض، وترى قبل التأكيد ما يُعاد إليك وفق سياسة الاسترداد. بعد انتهاء هذه المهلة لا يُلغى الحجز من الحساب، فتواصل مع فريق الدعم لبحث حالتك.',
  ],
  [
    'صورة جواز سفر ساري لكل مسافر بالغ، وصورة التأشيرة إن وجدت.',
    'صورة جواز سفر لكل مسافر بالغ يبقى ساريًا ستة أشهر على الأقل بعد انتهاء الرحلة، وصورة التأشيرة إن وجدت.',
  ],
];

function parse(json: string): string[] | null {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) && v.every((t) => typeof t === 'string') ? (v as string[]) : null;
  } catch {
    return null;
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const rows: { id: number; booking_terms: string | null }[] = await db
    .selectFrom('site_info')
    .select(['id', 'booking_terms'])
    .where('booking_terms', 'is not', null)
    .execute();
  for (const row of rows) {
    const terms = parse(row.booking_terms!);
    if (!terms) continue;
    let next: string | null;
    if (JSON.stringify(terms) === JSON.stringify(FORMER_TERMS)) next = null;
    else {
      const replaced = terms.map((t) => TERMS.get(t) ?? t);
      if (replaced.every((t, i) => t === terms[i])) continue;
      next = JSON.stringify(replaced);
    }
    await db.updateTable('site_info').set({ booking_terms: next }).where('id', '=', row.id).execute();
  }
  for (const [before, after] of FAQ_ANSWERS) {
    await db.updateTable('faqs').set({ answer: after }).where('answer', '=', before).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // The FAQ answers go back; the terms stay (null now shows the site's own, which is what they said).
  for (const [before, after] of FAQ_ANSWERS) {
    await db.updateTable('faqs').set({ answer: before }).where('answer', '=', after).execute();
  }
}
