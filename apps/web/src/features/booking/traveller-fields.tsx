import { parseDate } from '@internationalized/date';
import { css } from '@rihla/styled-system/css';
import type { Traveller, TravellerErrors } from '@rihla/machines/booking-wizard/booking-wizard.machine';
import { DatePicker } from '@rihla/ui/date-picker/date-picker';
import { roomyDateSegments } from '../../components/date-segments.ts';
import { FileDrop } from '@rihla/ui/file-drop/file-drop';
import { TextField } from '@rihla/ui/text-field/text-field';
import { ComboBox, type ComboBoxOption } from '@rihla/ui/combo-box/combo-box';
import { useTouched } from '../../lib/use-touched.ts';

export interface TravellerFieldsProps {
  index: number;
  traveller: Traveller;
  errors: TravellerErrors;
  today: string;
  onChange: (values: Partial<Traveller>) => void;
  /** Every nationality, the customer's own first (contract `nationalityOptions`). */
  nationalities: readonly ComboBoxOption[];
}

/** One adult's passport details, in a fieldset whose legend and labels name the traveller. */
export function TravellerFields({ index, traveller, errors, today, onChange, nationalities }: TravellerFieldsProps) {
  const n = index + 1;
  const { touch, shown: shownOf } = useTouched<keyof Traveller>();
  const shown = (key: keyof Traveller) => shownOf(errors, key);
  return (
    <fieldset className={box}>
      <legend className={css({ fontWeight: '700', fontSize: 'lg', paddingInline: '1' })}>المسافر {n}</legend>
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
