import type { ReactNode } from 'react';
import { css } from '@rihla/styled-system/css';
import { formatNumber, type CityOption, type Tag } from '@rihla/contract';
import { Button } from '@rihla/ui/button/button';
import { Checkbox } from '@rihla/ui/checkbox/checkbox';
import { IconButton } from '@rihla/ui/icon-button/icon-button';
import { ArrowUpIcon, CloseIcon } from '@rihla/ui/icons/icons';
import { PictureUploader } from '@rihla/ui/picture-uploader/picture-uploader';
import { Select } from '@rihla/ui/select/select';
import { TextArea } from '@rihla/ui/text-area/text-area';
import { TextField } from '@rihla/ui/text-field/text-field';
import { getCities } from '../../api/get-cities.ts';
import { getTags } from '../../api/get-tag.ts';
import { useRemote } from '../../api/use-remote.ts';
import { uploadPicture } from '../admin-api.ts';
import { nextKey, type DayDraft, type NumberField, type TripDraft } from './trip-draft.ts';

export interface TripFieldsProps {
  draft: TripDraft;
  onChange: (update: (d: TripDraft) => TripDraft) => void;
  /** Field → messages, the form's or the server's. */
  errors: Record<string, string[] | undefined>;
  cities: readonly CityOption[];
  tags: readonly Tag[];
  isReadOnly?: boolean;
  /** A field was changed: its message, now maybe stale, can go. */
  onEdited?: (field: string) => void;
}

/** Every field of a trip the back office sets (the create and the edit screens), in sections. */
export function TripFields({ draft, onChange: change, errors, cities, tags, isReadOnly = false, onEdited }: TripFieldsProps) {
  const error = (name: string) => errors[name]?.[0];
  // Every change names its field (compared on the draft as rendered; the update itself is applied
  // to the latest, since picture uploads end after other changes).
  const onChange = (update: (d: TripDraft) => TripDraft) => {
    const next = update(draft);
    for (const key of Object.keys(next) as (keyof TripDraft)[]) if (next[key] !== draft[key]) onEdited?.(key);
    change(update);
  };
  const text = (name: 'title' | 'company' | 'description' | 'expiry_date' | NumberField) => ({
    value: draft[name],
    onChange: (v: string) => onChange((d) => ({ ...d, [name]: v })),
    isInvalid: Boolean(error(name)),
    errorMessage: error(name),
    isReadOnly,
  });
  const number = (name: NumberField) => ({ ...text(name), inputMode: 'decimal' as const, inputDir: 'ltr' as const });
  const cityOptions = cities.map((c) => ({ id: c.value, label: c.label }));
  const setDays = (update: (days: DayDraft[]) => DayDraft[]) => onChange((d) => ({ ...d, program: update(d.program) }));
  const moveDay = (from: number, to: number) =>
    setDays((days) => {
      const next = [...days];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return next;
    });

  return (
    <>
      <Section title="البيانات الأساسية">
        <TextField label="العنوان" {...text('title')} />
        <TextField label="الشركة المنظمة" {...text('company')} />
        <TextArea label="الوصف" rows={5} {...text('description')} />
      </Section>

      <Section title="الصور">
        <PictureUploader
          label="صور الرحلة (الأولى صورة الغلاف)"
          value={draft.images}
          onChange={(images) => onChange((d) => ({ ...d, images }))}
          upload={uploadPicture}
          errorMessage={error('images')}
          isDisabled={isReadOnly}
        />
      </Section>

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
          <TextField label="ينتهي العرض في (اختياري)" type="date" inputDir="ltr" {...text('expiry_date')} />
        </div>
      </Section>

      <Section title="الوجهة والوسوم">
        <div className={grid3}>
          <Select
            label="مدينة الوجهة"
            options={cityOptions}
            selectedKey={draft.to_city_id}
            onSelectionChange={(key) => onChange((d) => ({ ...d, to_city_id: key === null ? null : Number(key) }))}
            isInvalid={Boolean(error('to_city_id'))}
            errorMessage={error('to_city_id')}
            isDisabled={isReadOnly}
            placeholder="اختر مدينة"
          />
          <Select
            label="مدينة الانطلاق (اختياري)"
            options={[{ id: 0, label: 'بدون' }, ...cityOptions]}
            selectedKey={draft.from_city_id ?? 0}
            onSelectionChange={(key) => onChange((d) => ({ ...d, from_city_id: key ? Number(key) : null }))}
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
                onChange={(on) =>
                  onChange((d) => ({ ...d, tags: on ? [...d.tags, tag.id] : d.tags.filter((t) => t !== tag.id) }))
                }
              >
                {tag.name}
              </Checkbox>
            ))}
          </div>
          {error('tags') && <p className={errorText}>{error('tags')}</p>}
        </fieldset>
      </Section>

      <Section title="تشمل الرحلة">
        {draft.included.length === 0 && <p className={muted}>لا شيء بعد.</p>}
        <ol className={rows}>
          {draft.included.map((item, i) => (
            <li key={item.key} className={row}>
              <TextField
                label={`العنصر ${formatNumber(i + 1)}: الاسم`}
                value={item.name}
                isReadOnly={isReadOnly}
                onChange={(name) =>
                  onChange((d) => ({ ...d, included: d.included.map((x) => (x.key === item.key ? { ...x, name } : x)) }))
                }
              />
              <TextField
                label={`العنصر ${formatNumber(i + 1)}: التفاصيل`}
                value={item.title}
                isReadOnly={isReadOnly}
                className={css({ flex: '2' })}
                onChange={(title) =>
                  onChange((d) => ({ ...d, included: d.included.map((x) => (x.key === item.key ? { ...x, title } : x)) }))
                }
              />
              {!isReadOnly && (
                <IconButton
                  aria-label={`إزالة العنصر ${formatNumber(i + 1)}`}
                  onPress={() => onChange((d) => ({ ...d, included: d.included.filter((x) => x.key !== item.key) }))}
                >
                  <CloseIcon />
                </IconButton>
              )}
            </li>
          ))}
        </ol>
        {error('included') && <p className={errorText}>{error('included')}</p>}
        {!isReadOnly && (
          <Button
            variant="secondary"
            className={start}
            onPress={() => onChange((d) => ({ ...d, included: [...d.included, { key: nextKey(), name: '', title: '' }] }))}
          >
            إضافة عنصر
          </Button>
        )}
      </Section>

      <Section title="برنامج الرحلة">
        {draft.program.length === 0 && <p className={muted}>لا أيام بعد.</p>}
        <ol className={rows}>
          {draft.program.map((day, i) => {
            const name = `اليوم ${formatNumber(i + 1)}`;
            const set = (patch: Partial<DayDraft>) =>
              setDays((days) => days.map((x) => (x.key === day.key ? { ...x, ...patch } : x)));
            return (
              <li key={day.key} className={dayBox}>
                <div className={css({ display: 'flex', alignItems: 'center', gap: '2', justifyContent: 'space-between' })}>
                  <h3 className={css({ fontWeight: '700' })}>{name}</h3>
                  {!isReadOnly && (
                    <div className={css({ display: 'flex', gap: '1' })}>
                      <IconButton size="sm" aria-label={`${name}: قدّمه`} isDisabled={i === 0} onPress={() => moveDay(i, i - 1)}>
                        <ArrowUpIcon />
                      </IconButton>
                      <IconButton
                        size="sm"
                        aria-label={`${name}: أخّره`}
                        isDisabled={i === draft.program.length - 1}
                        onPress={() => moveDay(i, i + 1)}
                      >
                        <ArrowUpIcon className={css({ transform: 'rotate(180deg)' })} />
                      </IconButton>
                      <IconButton
                        size="sm"
                        aria-label={`${name}: أزله`}
                        onPress={() => setDays((days) => days.filter((x) => x.key !== day.key))}
                      >
                        <CloseIcon />
                      </IconButton>
                    </div>
                  )}
                </div>
                <TextField
                  label={`${name}: العنوان`}
                  value={day.title}
                  isReadOnly={isReadOnly}
                  onChange={(title) => set({ title })}
                />
                <TextArea
                  label={`${name}: الوصف`}
                  rows={3}
                  value={day.description}
                  isReadOnly={isReadOnly}
                  onChange={(description) => set({ description })}
                />
                <PictureUploader
                  label={`${name}: صورة (اختياري)`}
                  max={1}
                  value={day.image ? [day.image] : []}
                  onChange={(images) => set({ image: images[0] ?? null })}
                  upload={uploadPicture}
                  isDisabled={isReadOnly}
                />
              </li>
            );
          })}
        </ol>
        {error('program') && <p className={errorText}>{error('program')}</p>}
        {!isReadOnly && (
          <Button
            variant="secondary"
            className={start}
            onPress={() => setDays((days) => [...days, { key: nextKey(), title: '', description: '', image: null }])}
          >
            إضافة يوم
          </Button>
        )}
      </Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 className={css({ fontSize: 'lg', fontWeight: '700' })}>{title}</h2>
      {children}
    </section>
  );
}

const grid3 = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '3' });
const rows = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' });
const row = css({
  display: 'flex',
  gap: '2',
  alignItems: 'end',
  flexWrap: { base: 'wrap', md: 'nowrap' },
  '& > :not(button)': { flex: '1' },
});
const dayBox = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  padding: '3',
  layerStyle: 'outlinedCard',
});
const muted = css({ color: 'fg.muted' });
const start = css({ alignSelf: 'start' });
const errorText = css({ fontSize: 'sm', color: 'danger', fontWeight: '600' });

/** The cities and tags a trip is chosen from (the public lists: the catalogue's own). */
export function useTripOptions() {
  const cities = useRemote('admin:city-options', (signal) => getCities(signal));
  const tags = useRemote('admin:tag-options', (signal) => getTags(signal));
  return { cities: cities.data ?? [], tags: tags.data ?? [] };
}
