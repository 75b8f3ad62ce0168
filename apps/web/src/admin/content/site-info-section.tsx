import { useId, type FormEvent } from 'react';
import { css } from '@rihla/styled-system/css';
import type { AdminSiteInfoValues } from '@rihla/contract';
import {
  bookingTermsFormMachine,
  siteInfoFormMachine,
  termsEdits,
  validateBookingTermsForm,
  validateSiteInfoForm,
  type SiteInfoForm,
} from '@rihla/machines/content-editor/site-forms.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { TextArea } from '@rihla/ui/text-area/text-area';
import { TextField } from '@rihla/ui/text-field/text-field';
import { setData, useRemote } from '../../api/use-remote.ts';
import { useFormMachine } from '../../lib/use-form-machine.ts';
import { bookingTermsQuery, saveBookingTerms, saveSiteInfo, siteInfoForEditQuery } from '../admin-api.ts';
import { panel } from '../layout/admin-page.tsx';
import { useRefusedFieldFocus } from '../layout/use-refused-field-focus.ts';

// The site's contacts, store and social links, and the booking terms (issue 17): each a form on the
// form machine, shown once its values are read, so nothing typed is replaced by a late answer.

const FIELDS: {
  name: keyof AdminSiteInfoValues;
  label: string;
  group: 'seller' | 'address' | 'contact' | 'stores' | 'social';
  ltr?: boolean;
}[] = [
  // The seller's legal identity (issue 27): the footer of every page and every tax invoice.
  { name: 'legal_name', label: 'الاسم النظامي للمنشأة', group: 'seller' },
  { name: 'vat_number', label: 'الرقم الضريبي (15 رقمًا)', group: 'seller', ltr: true },
  { name: 'cr_number', label: 'رقم السجل التجاري', group: 'seller', ltr: true },
  { name: 'tourism_licence', label: 'رقم ترخيص وزارة السياحة', group: 'seller', ltr: true },
  { name: 'address_building', label: 'رقم المبنى', group: 'address', ltr: true },
  { name: 'address_street', label: 'الشارع', group: 'address' },
  { name: 'address_district', label: 'الحي', group: 'address' },
  { name: 'address_city', label: 'المدينة', group: 'address' },
  { name: 'address_postal_code', label: 'الرمز البريدي', group: 'address', ltr: true },
  { name: 'phone_number', label: 'رقم الهاتف', group: 'contact' },
  { name: 'whatsapp_number', label: 'رقم واتساب', group: 'contact' },
  { name: 'email_address', label: 'البريد الإلكتروني', group: 'contact' },
  { name: 'appstore_url', label: 'رابط App Store', group: 'stores' },
  { name: 'playstore_url', label: 'رابط Google Play', group: 'stores' },
  { name: 'facebook_url', label: 'رابط فيسبوك', group: 'social' },
  { name: 'twitter_url', label: 'رابط إكس (تويتر)', group: 'social' },
  { name: 'instagram_url', label: 'رابط إنستغرام', group: 'social' },
];
const GROUPS = [
  { id: 'seller', label: 'الهوية النظامية للبائع' },
  { id: 'address', label: 'العنوان الوطني' },
  { id: 'contact', label: 'التواصل' },
  { id: 'stores', label: 'روابط المتاجر' },
  { id: 'social', label: 'روابط التواصل الاجتماعي' },
] as const;

export function SiteInfoSection({ canEdit }: { canEdit: boolean }) {
  const info = useRemote(siteInfoForEditQuery());
  const terms = useRemote(bookingTermsQuery());
  return (
    <>
      <section aria-labelledby="site-info-title" className={panel}>
        <h2 id="site-info-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
          معلومات الموقع
        </h2>
        {info.data ? (
          <SiteInfoForm initial={info.data} canEdit={canEdit} />
        ) : info.failed ? (
          <Alert tone="error">تعذّر تحميل معلومات الموقع.</Alert>
        ) : (
          <p role="status">جارٍ التحميل…</p>
        )}
      </section>
      <section aria-labelledby="terms-title" className={panel}>
        <h2 id="terms-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
          شروط الحجز
        </h2>
        <p className={css({ color: 'fg.muted' })}>تظهر هذه الشروط بترتيبها في صفحة كل رحلة.</p>
        {terms.data ? (
          <BookingTermsForm initial={terms.data.terms} canEdit={canEdit} />
        ) : terms.failed ? (
          <Alert tone="error">تعذّر تحميل شروط الحجز.</Alert>
        ) : (
          <p role="status">جارٍ التحميل…</p>
        )}
      </section>
    </>
  );
}

function SiteInfoForm({ initial, canEdit }: { initial: AdminSiteInfoValues; canEdit: boolean }) {
  const values = Object.fromEntries(FIELDS.map((f) => [f.name, initial[f.name] ?? ''])) as SiteInfoForm;
  const form = useFormMachine(siteInfoFormMachine, {
    validate: validateSiteInfoForm,
    submit: (payload) => saveSiteInfo(payload),
    // The read shows what was stored, not a copy kept beside it.
    onSucceeded: (stored) => setData(siteInfoForEditQuery(), stored),
    input: { values },
  });
  // A field the server refused (issue 31, item 12): its message beside it, and focus there.
  const formRef = useRefusedFieldFocus(form.actor);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.submit();
  };
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="معلومات الموقع"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      {form.error && <Alert tone="error">{form.error}</Alert>}
      {form.success && <Alert tone="success">{form.success}</Alert>}
      {GROUPS.map((g) => (
        <fieldset key={g.id} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <legend className={css({ fontWeight: '700', marginBlockEnd: '2' })}>{g.label}</legend>
          <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '3' })}>
            {FIELDS.filter((f) => f.group === g.id).map((f) => (
              <TextField
                key={f.name}
                label={f.label}
                inputDir={f.group === 'seller' || f.group === 'address' ? (f.ltr ? 'ltr' : undefined) : 'ltr'}
                type={
                  f.name === 'email_address'
                    ? 'email'
                    : f.name.endsWith('_url')
                      ? 'url'
                      : f.group === 'seller' || f.group === 'address'
                        ? 'text'
                        : 'tel'
                }
                value={form.values[f.name]}
                onChange={(v) => form.change({ [f.name]: v })}
                onBlur={() => form.blur(f.name)}
                isInvalid={Boolean(form.errors[f.name])}
                errorMessage={form.errors[f.name]}
                isReadOnly={!canEdit}
              />
            ))}
          </div>
        </fieldset>
      ))}
      {canEdit && (
        <Button
          type="submit"
          isDisabled={!form.canSubmit && !form.isSubmitting}
          isPending={form.isSubmitting}
          className={css({ alignSelf: 'start' })}
        >
          حفظ معلومات الموقع
        </Button>
      )}
    </form>
  );
}

function BookingTermsForm({ initial, canEdit }: { initial: string[]; canEdit: boolean }) {
  const form = useFormMachine(bookingTermsFormMachine, {
    validate: validateBookingTermsForm,
    submit: async (terms) => saveBookingTerms(terms),
    onSucceeded: (stored) => setData(bookingTermsQuery(), stored),
    input: { values: { terms: initial } },
  });
  const formRef = useRefusedFieldFocus(form.actor);
  const errorId = useId();
  const terms = form.values.terms;
  const set = (next: string[]) => form.change({ terms: next });
  const focusTerm = (i: number) => requestAnimationFrame(() => document.getElementById(`${errorId}-term-${i}`)?.focus());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.submit();
  };
  if (!canEdit)
    return (
      <ol className={css({ listStyle: 'decimal', paddingInlineStart: '6', lineHeight: '1.8' })}>
        {initial.map((t, i) => (
          <li key={i}>{t}</li>
        ))}
      </ol>
    );
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="شروط الحجز"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      {form.error && <Alert tone="error">{form.error}</Alert>}
      {form.success && <Alert tone="success">{form.success}</Alert>}
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })}>
        {terms.map((term, i) => (
          // The position is the term's identity here: two terms may read the same while typed.
          <li key={i} className={css({ display: 'flex', gap: '2', alignItems: 'end', flexWrap: 'wrap' })}>
            <TextArea
              id={`${errorId}-term-${i}`}
              label={`الشرط ${i + 1}`}
              value={term}
              rows={2}
              onChange={(v) => set(termsEdits.set(terms, i, v))}
              onBlur={() => form.blur('terms')}
              isInvalid={Boolean(form.errors.terms) && !term.trim()}
              errorMessage={!term.trim() ? form.errors.terms : undefined}
              className={css({ flex: '1', minWidth: '240px' })}
            />
            <div className={css({ display: 'flex', gap: '1' })}>
              <Button
                variant="ghost"
                aria-label={`نقل الشرط ${i + 1} إلى أعلى`}
                isDisabled={i === 0}
                onPress={() => {
                  set(termsEdits.move(terms, i, -1));
                  focusTerm(i - 1);
                }}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                aria-label={`نقل الشرط ${i + 1} إلى أسفل`}
                isDisabled={i === terms.length - 1}
                onPress={() => {
                  set(termsEdits.move(terms, i, 1));
                  focusTerm(i + 1);
                }}
              >
                ↓
              </Button>
              <Button
                variant="ghost"
                aria-label={`حذف الشرط ${i + 1}`}
                onPress={() => {
                  set(termsEdits.remove(terms, i));
                  focusTerm(Math.max(0, i - 1));
                }}
              >
                حذف
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {form.errors.terms && terms.every((t) => t.trim()) && (
        <p role="alert" className={css({ color: 'red.700', fontWeight: '600' })}>
          {form.errors.terms}
        </p>
      )}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button
          variant="secondary"
          onPress={() => {
            set(termsEdits.add(terms));
            focusTerm(terms.length);
          }}
        >
          إضافة شرط
        </Button>
        <Button type="submit" isDisabled={!form.canSubmit && !form.isSubmitting} isPending={form.isSubmitting}>
          حفظ شروط الحجز
        </Button>
      </div>
    </form>
  );
}
