import { IsoDateField } from '../../components/iso-date-field.tsx';
import { css } from '@rihla/styled-system/css';
import { isVatCategory, VAT_CATEGORIES, VAT_CATEGORY_INFO, type CityOption, type Tag } from '@rihla/contract';
import type { TripDraftEdit } from '@rihla/machines/trip-editor/trip-draft-edits';
import type { NumberField, TripDraft } from '@rihla/machines/trip-editor/trip-draft';
import { Checkbox } from '@rihla/ui/checkbox/checkbox';
import { PictureUploader } from '@rihla/ui/picture-uploader/picture-uploader';
import { Select } from '@rihla/ui/select/select';
import { TextArea } from '@rihla/ui/text-area/text-area';
import { TextField } from '@rihla/ui/text-field/text-field';
import { uploadPicture } from '../admin-api.ts';
import { errorText, Section } from './section.tsx';
import { IncludedSection, ProgramSection } from './trip-lists.tsx';

export interface TripFieldsProps {
  draft: TripDraft;
  /** Field → messages, the form's rule's or the server's. */
  errors: Record<string, string[] | undefined>;
  /** One edit of the draft (the trip-editor machine's `draft.*` events). */
  onEdit: (edit: TripDraftEdit) => void;
  cities: readonly CityOption[];
  tags: readonly Tag[];
  isReadOnly?: boolean;
}

type SectionProps = Omit<TripFieldsProps, 'cities' | 'tags'> & { isReadOnly: boolean };

/** Every field of a trip the back office sets (the create and the edit screens), in sections. */
export function TripFields({ cities, tags, isReadOnly = false, ...props }: TripFieldsProps) {
  const section = { ...props, isReadOnly };
  return (
    <>
      <BasicsSection {...section} />
      <Section title="الصور">
        <PictureUploader
          label="صور الرحلة (الأولى صورة الغلاف)"
          value={props.draft.images}
          onChange={(images) => props.onEdit({ type: 'draft.set', values: { images } })}
          upload={uploadPicture}
          errorMessage={props.errors.images?.[0]}
          isDisabled={isReadOnly}
        />
      </Section>
      <PriceSection {...section} />
      <PlacesSection {...section} cities={cities} tags={tags} />
      <IncludedSection {...section} />
      <IncludedSection {...section} list="not_included" />
      <ProgramSection {...section} />
    </>
  );
}

/** A text field's props for one of the draft's fields: its value, its message, its edit. */
function fieldOf({ draft, errors, onEdit, isReadOnly }: SectionProps) {
  const text = (name: 'title' | 'company' | 'description' | 'expiry_date' | NumberField) => ({
    value: draft[name],
    onChange: (value: string) => onEdit({ type: 'draft.set', values: { [name]: value } }),
    isInvalid: Boolean(errors[name]?.[0]),
    errorMessage: errors[name]?.[0],
    isReadOnly,
  });
  const number = (name: NumberField) => ({ ...text(name), inputMode: 'decimal' as const, inputDir: 'ltr' as const });
  return { text, number };
}

function BasicsSection(props: SectionProps) {
  const { text } = fieldOf(props);
  return (
    <Section title="البيانات الأساسية">
      <TextField label="العنوان" {...text('title')} />
      <TextField label="الشركة المنظمة" {...text('company')} />
      <TextArea label="الوصف" rows={5} {...text('description')} />
    </Section>
  );
}

function PriceSection(props: SectionProps) {
  const { text, number } = fieldOf(props);
  return (
    <Section title="السعر والمسافرون">
      <div className={grid3}>
        <TextField label="السعر (ريال)" {...number('price')} />
        <TextField label="السعر قبل الخصم (اختياري)" {...number('price_before_discount')} />
        <TextField label="المدة (أيام)" {...number('duration')} inputMode="numeric" />
        <TextField label="البالغون في السعر" {...number('default_adults')} inputMode="numeric" />
        <TextField label="أقصى عدد للبالغين الإضافيين" {...number('max_additional_adults')} inputMode="numeric" />
        <TextField label="سعر البالغ الإضافي (ريال)" {...number('price_per_additional_adult')} />
        <TextField label="الأطفال في السعر" {...number('default_childs')} inputMode="numeric" />
        <TextField label="أقصى عدد للأطفال الإضافيين" {...number('max_additional_childs')} inputMode="numeric" />
        <TextField label="سعر الطفل الإضافي (ريال)" {...number('price_per_additional_child')} />
        <IsoDateField label="ينتهي العرض في (اختياري)" {...text('expiry_date')} />
        {/* Prices are VAT-inclusive; the invoice derives the VAT by this category (issue 27). */}
        <Select
          label="فئة ضريبة القيمة المضافة"
          options={VAT_CATEGORIES.map((c) => ({ id: c, label: VAT_CATEGORY_INFO[c].label_ar }))}
          selectedKey={props.draft.vat_category}
          onSelectionChange={(key) => isVatCategory(key) && props.onEdit({ type: 'draft.set', values: { vat_category: key } })}
          isDisabled={props.isReadOnly}
        />
      </div>
    </Section>
  );
}

function PlacesSection({
  draft,
  errors,
  onEdit,
  isReadOnly,
  cities,
  tags,
}: SectionProps & Pick<TripFieldsProps, 'cities' | 'tags'>) {
  const cityOptions = cities.map((c) => ({ id: c.value, label: c.label }));
  const error = (name: string) => errors[name]?.[0];
  return (
    <Section title="الوجهة والوسوم">
      <div className={grid3}>
        <Select
          label="مدينة الوجهة"
          options={cityOptions}
          selectedKey={draft.to_city_id}
          onSelectionChange={(key) => onEdit({ type: 'draft.set', values: { to_city_id: key === null ? null : Number(key) } })}
          isInvalid={Boolean(error('to_city_id'))}
          errorMessage={error('to_city_id')}
          isDisabled={isReadOnly}
          placeholder="اختر مدينة"
        />
        <Select
          label="مدينة الانطلاق (اختياري)"
          options={[{ id: 0, label: 'بدون' }, ...cityOptions]}
          selectedKey={draft.from_city_id ?? 0}
          onSelectionChange={(key) => onEdit({ type: 'draft.set', values: { from_city_id: key ? Number(key) : null } })}
          isInvalid={Boolean(error('from_city_id'))}
          errorMessage={error('from_city_id')}
          isDisabled={isReadOnly}
        />
      </div>
      <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <legend className={css({ fontWeight: '600', fontSize: 'sm', marginBlockEnd: '1' })}>الوسوم</legend>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', columnGap: '4' })}>
          {tags.map((tag) => (
            <Checkbox
              key={tag.id}
              isSelected={draft.tags.includes(tag.id)}
              isReadOnly={isReadOnly}
              onChange={(on) => onEdit({ type: 'draft.toggleTag', id: tag.id, on })}
            >
              {tag.name}
            </Checkbox>
          ))}
        </div>
        {error('tags') && <p className={errorText}>{error('tags')}</p>}
      </fieldset>
    </Section>
  );
}

const grid3 = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '3' });
