/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import type { Kysely } from 'kysely';

// Frozen. Issue 17: the booking terms every trip page lists move from the web app into the site
// information, where the back office edits them. A JSON array of strings; null means the six terms
// the site has always shown (the contract's DEFAULT_BOOKING_TERMS), which a catalogue imported later
// starts with too. The rows there are now get those six written out, as they were when this shipped.
const TERMS = [
  'يجب إتمام الحجز قبل موعد الوصول بـ 96 ساعة على الأقل.',
  'غرف الفنادق في جميع الباقات ثلاثية، أي يتشارك كل ثلاثة أشخاص غرفة واحدة.',
  'يجب إرسال جوازات السفر والمستندات المطلوبة للتأشيرة قبل موعد السفر بخمسة أسابيع على الأقل.',
  'يجب أن يكون جواز السفر ساريًا لمدة ستة أشهر على الأقل من تاريخ السفر.',
  'الأسعار بالريال السعودي، وقد تتغير حسب توفر الطيران والفنادق حتى تأكيد الحجز.',
  'يخضع إلغاء الحجز أو تعديله لسياسة الإلغاء الخاصة بالشركة المنظمة للرحلة.',
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('site_info').addColumn('booking_terms', 'text').execute();
  await db
    .updateTable('site_info')
    .set({ booking_terms: JSON.stringify(TERMS) })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('site_info').dropColumn('booking_terms').execute();
}
