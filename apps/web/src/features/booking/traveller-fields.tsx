import { memo } from 'react';
import { parseDate } from '@internationalized/date';
import { css } from '@rihla/styled-system/css';
import { GENDER_LABELS, travellerName, type Gender, type SavedTraveller } from '@rihla/contract';
import type { LostFile, Traveller, TravellerErrors } from '@rihla/machines/booking-wizard/booking-wizard.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { DatePicker } from '@rihla/ui/date-picker/date-picker';
import { roomyDateSegments } from '../../components/date-segments.ts';
import { FileDrop } from '@rihla/ui/file-drop/file-drop';
import { Select } from '@rihla/ui/select/select';
import { TextField } from '@rihla/ui/text-field/text-field';
import { ComboBox, type ComboBoxOption } from '@rihla/ui/combo-box/combo-box';
import { travellerHeading } from '../../components/traveller-rows.tsx';
import { useTouched } from '../../lib/use-touched.ts';

export interface TravellerFieldsProps {
  index: number;
  traveller: Traveller;
  errors: TravellerErrors;
  today: string;
  /** One traveller's edit; the same function for every traveller, so it does not re-render them. */
  onEdit: (index: number, values: Partial<Traveller>) => void;
  /** Every nationality, the customer's own first (contract `nationalityOptions`). */
  nationalities: readonly ComboBoxOption[];
  /** The customer's saved travellers, to fill this one from (issue 31). */
  saved: readonly SavedTraveller[];
  /** Files picked before a reload, to pick again. */
  lostFiles: readonly LostFile[];
  /** Whether an adult's passport part is drawn yet: the step draws a traveller in two parts (booking-info-step.tsx). */
  withPassport?: boolean;
}

/** The parts a traveller is drawn in, one task each: the identity, then an adult's passport. */
export const travellerParts = (t: Traveller): number => (t.kind === 'adult' ? 2 : 1);

const GENDER_OPTIONS = (['male', 'female'] as const).map((id) => ({ id, label: GENDER_LABELS[id] }));

/** The fields a saved traveller fills: the identity, and for an adult the passport details. */
export function fromSaved(t: SavedTraveller, kind: Traveller['kind']): Partial<Traveller> {
  const identity = { first_name: t.first_name, last_name: t.last_name, birth_date: t.birth_date, gender: t.gender };
  if (kind === 'child') return identity;
  return {
    ...identity,
    nationality: t.nationality ?? '',
    passport: t.passport ?? '',
    passport_expiry: t.passport_expiry ?? '',
  };
}

/**
 * One traveller's details in a fieldset whose legend and labels name the traveller: the name in
 * Latin letters as in the passport, date of birth and gender for everyone; nationality, passport
 * number, expiry and scans for an adult. The first adult is the lead contact.
 */
function TravellerFieldsView(props: TravellerFieldsProps) {
  const { index, traveller, errors, today, onEdit, nationalities, saved, lostFiles, withPassport = true } = props;
  const onChange = (values: Partial<Traveller>) => onEdit(index, values);
  const n = index + 1;
  const adult = traveller.kind === 'adult';
  const { touch, shown: shownOf } = useTouched<keyof Traveller>();
  const shown = (key: keyof Traveller) => shownOf(errors, key);
  const lost = lostFiles.filter((f) => f.index === index);
  return (
    <fieldset className={box}>
      <legend className={css({ fontWeight: '700', fontSize: 'lg', paddingInline: '1' })}>
        {travellerHeading({ traveller: index, kind: traveller.kind })}
      </legend>
      {saved.length > 0 && (
        <Select
          label={`املأ من المسافرين المحفوظين (المسافر ${n})`}
          placeholder="اختر مسافرًا محفوظًا"
          options={saved.map((s) => ({ id: String(s.id), label: travellerName(s) }))}
          selectedKey={null}
          onSelectionChange={(key) => {
            const picked = saved.find((s) => String(s.id) === String(key));
            if (picked) onChange(fromSaved(picked, traveller.kind));
          }}
          className={css({ maxWidth: { md: '50%' } })}
        />
      )}
      <div className={grid}>
        <TextField
          label={`الاسم الأول (المسافر ${n})`}
          description="بالأحرف اللاتينية كما في الجواز"
          name={`first_name[${index}]`}
          autoComplete={index === 0 ? 'given-name' : 'off'}
          inputDir="ltr"
          isRequired
          validationBehavior="aria"
          value={traveller.first_name}
          onChange={(first_name) => onChange({ first_name })}
          onBlur={() => touch('first_name')}
          isInvalid={Boolean(shown('first_name'))}
          errorMessage={shown('first_name')}
        />
        <TextField
          label={`اسم العائلة (المسافر ${n})`}
          description="بالأحرف اللاتينية كما في الجواز"
          name={`last_name[${index}]`}
          autoComplete={index === 0 ? 'family-name' : 'off'}
          inputDir="ltr"
          isRequired
          validationBehavior="aria"
          value={traveller.last_name}
          onChange={(last_name) => onChange({ last_name })}
          onBlur={() => touch('last_name')}
          isInvalid={Boolean(shown('last_name'))}
          errorMessage={shown('last_name')}
        />
        <DatePicker
          className={roomyDateSegments}
          label={`تاريخ الميلاد (المسافر ${n})`}
          description={adult ? undefined : 'أقل من 12 سنة في تاريخ الرحلة'}
          isRequired
          validationBehavior="aria"
          maxValue={parseDate(today)}
          value={traveller.birth_date ? parseDate(traveller.birth_date) : null}
          onChange={(date) => onChange({ birth_date: date ? date.toString() : '' })}
          onBlur={() => touch('birth_date')}
          isInvalid={Boolean(shown('birth_date'))}
          errorMessage={shown('birth_date')}
        />
        <Select
          label={`الجنس (المسافر ${n})`}
          placeholder="اختر"
          isRequired
          validationBehavior="aria"
          options={GENDER_OPTIONS}
          selectedKey={traveller.gender || null}
          onSelectionChange={(key) => {
            onChange({ gender: (key ?? '') as Gender | '' });
            touch('gender');
          }}
          onBlur={() => touch('gender')}
          isInvalid={Boolean(shown('gender'))}
          errorMessage={shown('gender')}
        />
      </div>
      {adult && withPassport && (
        <>
          <div className={grid}>
            <ComboBox
              label={`الجنسية (المسافر ${n})`}
              name={`nationality[${index}]`}
              isRequired
              validationBehavior="aria"
              options={nationalities}
              selectedKey={traveller.nationality || null}
              onSelectionChange={(key) => onChange({ nationality: key === null ? '' : String(key) })}
              onBlur={() => touch('nationality')}
              isInvalid={Boolean(shown('nationality'))}
              errorMessage={shown('nationality')}
            />
            <TextField
              label={`رقم الجواز (المسافر ${n})`}
              name={`passport[${index}]`}
              autoComplete="off"
              inputDir="ltr"
              isRequired
              validationBehavior="aria"
              value={traveller.passport}
              onChange={(passport) => onChange({ passport })}
              onBlur={() => touch('passport')}
              isInvalid={Boolean(shown('passport'))}
              errorMessage={shown('passport')}
            />
            <DatePicker
              className={roomyDateSegments}
              label={`تاريخ انتهاء الجواز (المسافر ${n})`}
              isRequired
              validationBehavior="aria"
              minValue={parseDate(today)}
              value={traveller.passport_expiry ? parseDate(traveller.passport_expiry) : null}
              onChange={(date) => onChange({ passport_expiry: date ? date.toString() : '' })}
              onBlur={() => touch('passport_expiry')}
              isInvalid={Boolean(shown('passport_expiry'))}
              errorMessage={shown('passport_expiry')}
            />
          </div>
          {lost.length > 0 && (
            <Alert tone="info">
              لا يحفظ المتصفح الملفات عند تحديث الصفحة أو الرجوع إليها، وبقي كل ما كتبته. اختر من جديد:{' '}
              {lost.map((f, i) => (
                <span key={f.field}>
                  {i > 0 && '، '}
                  {f.field === 'passport_image' ? 'صورة الجواز' : 'صورة التأشيرة'} (<bdi dir="ltr">{f.name}</bdi>)
                </span>
              ))}
              .
            </Alert>
          )}
          <div className={grid}>
            <FileDrop
              label={`صورة الجواز (المسافر ${n})`}
              name={`passport_image[${index}]`}
              value={(traveller.passport_image as File | null) ?? null}
              onChange={(file) => {
                onChange({ passport_image: file });
                touch('passport_image');
              }}
              isInvalid={Boolean(shown('passport_image'))}
              errorMessage={shown('passport_image')}
            />
            <FileDrop
              label={`صورة التأشيرة، اختياري (المسافر ${n})`}
              name={`visa_image[${index}]`}
              value={(traveller.visa_image as File | null) ?? null}
              onChange={(file) => onChange({ visa_image: file })}
            />
          </div>
        </>
      )}
    </fieldset>
  );
}

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  layerStyle: 'outlinedCard',
  padding: '4',
  minWidth: '0',
});
const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } });

/** The same keys on both, and each key's values the same by `same` (identity unless told). */
function sameEntries<T extends object>(a: T, b: T, same = (k: keyof T) => a[k] === b[k]): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every(same);
}

/**
 * Drawn again only when its own entry, errors or lists change. The step above it draws again on every
 * answer it waits for (saved travellers, each month of the calendar, the agency's rules) and every
 * keystroke in another field, and a traveller is a dozen react-aria fields: drawing each one each
 * time made a key typed into one traveller's name slower with every traveller (issue 28; bench
 * `interactions`). Errors are computed afresh with every change of the wizard, so they are compared by
 * what they hold; every other prop by identity (the files to pick again stay the same list until one
 * is picked: the wizard machine).
 */
export const TravellerFields = memo(TravellerFieldsView, (a, b) =>
  sameEntries(a, b, (k) => (k === 'errors' ? sameEntries(a.errors, b.errors) : a[k] === b[k])),
);
