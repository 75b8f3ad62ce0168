import {
  BANNER_TYPES,
  bannerTypeNames,
  validateBanner,
  validateCity,
  validateCountry,
  validateFaq,
  validateTag,
  type AdminBanner,
  type AdminCity,
  type AdminCountry,
  type AdminTag,
  type FaqItem,
} from '@rihla/contract';
import { createContentEditorMachine, type FormValues } from '@rihla/machines/content-editor/content-editor.machine';
import { deleteContent, getContent, reorderFaq, saveContent, type ContentPath } from '../admin-api.ts';
import { Thumb, type ContentConfig } from './content-editor.tsx';

// The content lists of the back office (issue 17), each as what differs: its fields, columns, calls
// and rules (the contract's, the same the server applies). One machine per list, made once.

const trimmedOrNull = (v: string | undefined) => (v?.trim() ? v.trim() : null);
/** An order left empty: the server puts a new one last and keeps an edited one's. */
const order = (v: string | undefined) => (v?.trim() ? Number(v.trim()) : undefined);
const orderForRule = (v: string | undefined) => (v?.trim() ? Number(v.trim()) : 0);
const calls = (path: ContentPath, toBody: (v: FormValues) => object) => ({
  save: (id: number | null, values: FormValues) => saveContent(path, id, toBody(values)),
  remove: (id: number) => deleteContent(path, id),
});
const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
/** Uploaded, not typed (issue 31, item 15): the current picture is shown, removed, or replaced. */
const pictureField = { name: 'image', label: 'الصورة', kind: 'picture' } as const;

const countryMachine = createContentEditorMachine<AdminCountry>({
  id: 'countries',
  validate: (v) => validateCountry({ name: v.name ?? '', image: v.image ?? '', position: orderForRule(v.position) }),
  messages: {
    saved: 'حُفظت الدولة، وهي على الموقع الآن.',
    added: 'أُضيفت الدولة.',
    deleted: 'حُذفت الدولة.',
    loadFailed: 'تعذّر تحميل الدول.',
  },
});

export const countries: ContentConfig<AdminCountry> = {
  title: 'الدول',
  addLabel: 'إضافة دولة',
  newTitle: 'دولة جديدة',
  machine: countryMachine,
  load: (signal) => getContent<AdminCountry>('countries', {}, signal),
  ...calls('countries', (v) => ({ name: v.name, image: v.image, position: order(v.position) })),
  fields: [
    { name: 'name', label: 'اسم الدولة' },
    pictureField,
    { name: 'position', label: 'الترتيب', kind: 'number', description: 'الأصغر أولًا؛ اتركه فارغًا لتكون الأخيرة' },
  ],
  columns: [
    { label: 'الصورة', render: (c) => <Thumb src={c.image} /> },
    { label: 'الدولة', render: (c) => c.name },
    { label: 'الترتيب', render: (c) => c.position },
  ],
  labelOf: (c) => c.name,
  valuesOf: (c) => ({ name: c?.name ?? '', image: c?.image ?? '', position: c ? String(c.position) : '' }),
};

const cityMachine = createContentEditorMachine<AdminCity>({
  id: 'cities',
  validate: (v) => validateCity({ name: v.name ?? '', image: v.image ?? '', country_id: Number(v.country_id || 0) }),
  messages: {
    saved: 'حُفظت المدينة، وهي على الموقع الآن.',
    added: 'أُضيفت المدينة.',
    deleted: 'حُذفت المدينة.',
    loadFailed: 'تعذّر تحميل المدن.',
  },
});

/** Cities name their country: the list of countries is the form's choice and the table's words. */
export function cities(countryList: readonly AdminCountry[]): ContentConfig<AdminCity> {
  const countryName = (id: number) => countryList.find((c) => c.id === id)?.name ?? String(id);
  return {
    title: 'المدن',
    addLabel: 'إضافة مدينة',
    newTitle: 'مدينة جديدة',
    machine: cityMachine,
    load: (signal) => getContent<AdminCity>('cities', {}, signal),
    ...calls('cities', (v) => ({ name: v.name, image: v.image, country_id: Number(v.country_id) })),
    fields: [
      { name: 'name', label: 'اسم المدينة' },
      {
        name: 'country_id',
        label: 'الدولة',
        kind: 'select',
        options: countryList.map((c) => ({ id: String(c.id), label: c.name })),
      },
      { ...pictureField, wide: true },
    ],
    columns: [
      { label: 'الصورة', render: (c) => <Thumb src={c.image} /> },
      { label: 'المدينة', render: (c) => c.name },
      { label: 'الدولة', render: (c) => countryName(c.country_id) },
    ],
    labelOf: (c) => c.name,
    valuesOf: (c) => ({ name: c?.name ?? '', image: c?.image ?? '', country_id: c ? String(c.country_id) : '' }),
  };
}

const tagMachine = createContentEditorMachine<AdminTag>({
  id: 'tags',
  validate: (v) =>
    validateTag({ name: v.name ?? '', image: v.image ?? '', title: v.title ?? '', description: v.description ?? '' }),
  messages: {
    saved: 'حُفظ الوسم، وصفحته على الموقع الآن.',
    added: 'أُضيف الوسم.',
    deleted: 'حُذف الوسم.',
    loadFailed: 'تعذّر تحميل الوسوم.',
  },
});

export const tags: ContentConfig<AdminTag> = {
  title: 'الوسوم (صفحات الباقات)',
  addLabel: 'إضافة وسم',
  newTitle: 'وسم جديد',
  machine: tagMachine,
  load: (signal) => getContent<AdminTag>('tags', {}, signal),
  ...calls('tags', (v) => ({ name: v.name, image: v.image, title: v.title, description: v.description })),
  fields: [
    { name: 'name', label: 'اسم الوسم', description: 'يظهر على بطاقات الرحلات' },
    { name: 'title', label: 'عنوان صفحة الباقة' },
    { ...pictureField, label: 'صورة البانر', wide: true },
    { name: 'description', label: 'وصف صفحة الباقة', kind: 'textarea' },
  ],
  columns: [
    { label: 'البانر', render: (t) => <Thumb src={t.image} /> },
    { label: 'الوسم', render: (t) => t.name },
    { label: 'عنوان الصفحة', render: (t) => t.title },
  ],
  labelOf: (t) => t.name,
  valuesOf: (t) => ({ name: t?.name ?? '', image: t?.image ?? '', title: t?.title ?? '', description: t?.description ?? '' }),
};

const bannerValues = (v: FormValues) => ({
  type: v.type ?? '',
  image: v.image ?? '',
  title: v.title ?? '',
  text: trimmedOrNull(v.text),
  link: trimmedOrNull(v.link),
  link_text: trimmedOrNull(v.link_text),
});

const bannerMachine = createContentEditorMachine<AdminBanner>({
  id: 'banners',
  validate: (v) => validateBanner({ ...bannerValues(v), position: orderForRule(v.position) }),
  messages: {
    saved: 'حُفظ البانر، وهو على الموقع الآن.',
    added: 'أُضيف البانر.',
    deleted: 'حُذف البانر.',
    loadFailed: 'تعذّر تحميل البانرات.',
  },
});

export const bannerTypeOptions = BANNER_TYPES.map((t) => ({ id: t, label: bannerTypeNames[t] }));

/** The banners of one page type, or of all when type is ''. */
export function banners(type: string): ContentConfig<AdminBanner> {
  return {
    title: type ? `بانرات صفحة ${bannerTypeNames[type as keyof typeof bannerTypeNames]}` : 'كل البانرات',
    addLabel: 'إضافة بانر',
    newTitle: 'بانر جديد',
    machine: bannerMachine,
    load: (signal) => getContent<AdminBanner>('banners', type ? { type } : {}, signal),
    ...calls('banners', (v) => ({ ...bannerValues(v), position: order(v.position) })),
    fields: [
      { name: 'type', label: 'الصفحة', kind: 'select', options: bannerTypeOptions },
      { name: 'title', label: 'العنوان' },
      { ...pictureField, wide: true },
      { name: 'text', label: 'النص', kind: 'textarea' },
      { name: 'link', label: 'الرابط', kind: 'url', description: 'اختياري: يبدأ بـ / أو https://' },
      { name: 'link_text', label: 'نص الرابط' },
      { name: 'position', label: 'الترتيب', kind: 'number', description: 'الأصغر أولًا؛ اتركه فارغًا ليكون الأخير' },
    ],
    columns: [
      { label: 'الصورة', render: (b) => <Thumb src={b.image} /> },
      { label: 'العنوان', render: (b) => b.title || '—' },
      { label: 'الصفحة', render: (b) => bannerTypeNames[b.type as keyof typeof bannerTypeNames] ?? b.type },
      { label: 'الرابط', render: (b) => (b.link ? ltr(b.link) : '—') },
      { label: 'الترتيب', render: (b) => b.position },
    ],
    labelOf: (b) => (b.title ? `البانر ${b.title}` : `البانر رقم ${b.id}`),
    valuesOf: (b) => ({
      type: b?.type ?? (type || 'home'),
      image: b?.image ?? '',
      title: b?.title ?? '',
      text: b?.text ?? '',
      link: b?.link ?? '',
      link_text: b?.link_text ?? '',
      position: b ? String(b.position) : '',
    }),
  };
}

const faqMachine = createContentEditorMachine<FaqItem>({
  id: 'faq',
  validate: (v) => validateFaq({ question: v.question ?? '', answer: v.answer ?? '' }),
  messages: {
    saved: 'حُفظ السؤال، وهو على الموقع الآن.',
    added: 'أُضيف السؤال في آخر القائمة.',
    deleted: 'حُذف السؤال.',
    moved: 'تغيّر ترتيب الأسئلة.',
    loadFailed: 'تعذّر تحميل الأسئلة.',
  },
});

export const faq: ContentConfig<FaqItem> = {
  title: 'الأسئلة الشائعة بترتيبها',
  addLabel: 'إضافة سؤال',
  newTitle: 'سؤال جديد',
  machine: faqMachine,
  load: (signal) => getContent<FaqItem>('faq', {}, signal),
  ...calls('faq', (v) => ({ question: v.question, answer: v.answer })),
  reorder: reorderFaq,
  fields: [
    { name: 'question', label: 'السؤال', wide: true },
    { name: 'answer', label: 'الإجابة', kind: 'textarea' },
  ],
  columns: [
    { label: 'السؤال', render: (f) => f.question },
    {
      label: 'الإجابة',
      render: (f) => (f.answer.length > 120 ? `${f.answer.slice(0, 120)}…` : f.answer),
    },
  ],
  labelOf: (f) => `السؤال «${f.question.length > 40 ? `${f.question.slice(0, 40)}…` : f.question}»`,
  valuesOf: (f) => ({ question: f?.question ?? '', answer: f?.answer ?? '' }),
};
