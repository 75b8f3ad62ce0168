import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { LegalPage } from './legal-page.tsx';
import { DEFAULT_TERM_FIGURES, formatNumber, monthsText, termsText, TERMS_UPDATED } from '@rihla/contract';
import { useSiteInfo } from '../../lib/use-site-info.ts';

export default function TermsScreen() {
  useDocumentMeta(termsText);
  // The agency's own lead time (BOOKING_LEAD_HOURS), as the server is configured (issue 31, item 4).
  const info = useSiteInfo();
  const leadHours = info?.booking_lead_hours ?? DEFAULT_TERM_FIGURES.leadHours;
  const passportMonths = info?.passport_valid_months ?? DEFAULT_TERM_FIGURES.passportValidMonths;
  return (
    <LegalPage
      title={termsText.title}
      updated={TERMS_UPDATED}
      banner="terms"
      intro="مرحبًا بك في رحلة. باستخدامك لهذا الموقع أو حجزك لأي رحلة من خلاله فإنك توافق على الشروط والأحكام التالية، فيرجى قراءتها بعناية."
      sections={[
        {
          title: 'من نحن',
          body: (
            <p>
              يقدّم هذا الموقع شركةُ رحلة، وهي شركة ذات مسؤولية محدودة مسجّلة في المملكة العربية السعودية، وتخضع هذه الشروط لأنظمة
              المملكة.
            </p>
          ),
        },
        {
          title: 'الأهلية',
          body: (
            <p>
              يجب أن يكون عمرك أكثر من 18 عامًا لإنشاء حساب أو حجز رحلة. بإنشائك حسابًا فإنك تقرّ بأنك تجاوزت 18 عامًا وبأن البيانات
              التي تقدّمها صحيحة.
            </p>
          ),
        },
        {
          title: 'الحجز والدفع',
          body: (
            <ul>
              <li>
                تخضع كل رحلة لشروط الحجز المذكورة في صفحتها، ومنها الحجز قبل بدء الرحلة بـ {formatNumber(leadHours)} ساعة على
                الأقل، وجواز سفر يبقى ساريًا {monthsText(passportMonths)} على الأقل بعد انتهاء الرحلة.
              </li>
              <li>يمكنك إلغاء الحجز بنفسك من صفحة «رحلاتي» في حسابك حتى المهلة المذكورة في شروط الحجز وفي صفحة الحجز.</li>
              <li>يُحسب السعر النهائي عند الحجز وفق عدد البالغين والأطفال المختار.</li>
              <li>أنت مسؤول عن صحة بيانات جوازات السفر والتأشيرات التي ترفعها.</li>
            </ul>
          ),
        },
        {
          title: 'التعديلات على الشروط',
          body: (
            <p>
              قد نعدّل هذه الشروط من وقت لآخر. وعند إجراء أي تغيير جوهري سنخطرك قبل 30 يومًا على الأقل من سريانه، ويُعدّ استمرارك في
              استخدام الموقع بعد ذلك قبولًا للشروط المعدّلة.
            </p>
          ),
        },
        {
          title: 'حدود المسؤولية',
          body: (
            <p>
              إلى الحد الذي يسمح به النظام، لا تتجاوز مسؤوليتنا تجاهك عن أي مطالبة المبلغَ الذي دفعته لنا مقابل الخدمة محلّ
              المطالبة، أو 100 دولار أمريكي إذا لم تشترِ منا شيئًا.
            </p>
          ),
        },
        {
          title: 'التواصل',
          body: (
            <p>
              لأي استفسار حول هذه الشروط يمكنك التواصل معنا عبر صفحة «تواصل معنا»، وفريق الدعم متاح على مدار الساعة طوال أيام
              الأسبوع.
            </p>
          ),
        },
      ]}
    />
  );
}
