import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { css } from '@rihla/styled-system/css';
import {
  SORT_OPTIONS,
  todayIso,
  type CityOption,
  type IsoDate,
  type SearchForm as SearchValue,
  type SortBy,
} from '@rihla/contract';
import { Button } from '../button/button.tsx';
import { DatePicker } from '../date-picker/date-picker.tsx';
import { NumberStepper } from '../number-stepper/number-stepper.tsx';
import { Select } from '../select/select.tsx';
import { personOptions, sortLabels } from './search-labels.tsx';

export { personOptions, sortLabels };

export interface SearchFormProps {
  cities: readonly CityOption[];
  /** The search shown: the search-form machine's `form` (its owner, which defaults and corrects it). */
  value: SearchValue;
  /** Each change as the visitor makes it; the owner corrects it and passes the new `value` back. */
  onChange: (values: Partial<SearchValue>) => void;
  /** Search pressed, with the value shown; the app writes it to the URL (searchFormToParams). */
  onSubmit: (value: SearchValue) => void;
  /** Riyadh's today (the earliest departure date). */
  today?: IsoDate;
  isPending?: boolean;
}

/**
 * The search form: departure and destination city, departure date (not before today), nights
 * (at least 1), persons (1, 2, more than 2) and sort. Controlled: it holds no search of its own.
 * Note it holds the DatePicker: lazy-load it where the first paint matters.
 */
export function SearchForm({ cities, value, onChange, onSubmit, today = todayIso(), isPending }: SearchFormProps) {
  // A date typed before today stays on screen (marked invalid) while the visitor finishes typing it,
  // instead of jumping to the owner's corrected today under their fingers: transient input, not the
  // search (which holds today and is what a search sends).
  const [typedPastDate, setTypedPastDate] = useState<IsoDate | null>(null);
  const cityOptions = [{ id: 0, label: 'كل المدن' }, ...cities.map((c) => ({ id: c.value, label: c.label }))];

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit(value);
  };

  return (
    // Named fields and an action: sent before the page's script has run (a page rendered by the
    // server, a slow phone), the form still opens the search it describes.
    <Form action="/search" onSubmit={submit} role="search" aria-label="البحث عن رحلة" className={form}>
      <Select
        label="مدينة المغادرة"
        name="from_city_id"
        options={cityOptions}
        selectedKey={value.from_city_id}
        onSelectionChange={(k) => onChange({ from_city_id: Number(k) })}
      />
      <Select
        label="مدينة الوصول"
        name="to_city_id"
        options={cityOptions}
        selectedKey={value.to_city_id}
        onSelectionChange={(k) => onChange({ to_city_id: Number(k) })}
      />
      <DatePicker<CalendarDate>
        label="تاريخ المغادرة"
        name="start_date"
        value={parseDate(typedPastDate ?? value.start_date)}
        minValue={parseDate(today)}
        onChange={(d) => {
          if (!d) return;
          const date = d.toString();
          setTypedPastDate(date < today ? date : null);
          onChange({ start_date: date });
        }}
      />
      <NumberStepper
        label="عدد الليالي"
        name="count_nights"
        minValue={1}
        value={value.count_nights}
        onChange={(n) => onChange({ count_nights: n })}
      />
      <Select
        label="عدد الأشخاص"
        name="count_persons"
        options={personOptions}
        selectedKey={value.count_persons}
        onSelectionChange={(k) => onChange({ count_persons: Number(k) as 1 | 2 | 3 })}
      />
      <Select
        label="الترتيب"
        name="sort_by"
        options={SORT_OPTIONS.map((id) => ({ id, label: sortLabels[id] }))}
        selectedKey={value.sort_by}
        onSelectionChange={(k) => onChange({ sort_by: k as SortBy })}
      />
      <Button type="submit" isPending={isPending} className={css({ alignSelf: 'end' })}>
        بحث
      </Button>
    </Form>
  );
}

const form = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(7, auto)' },
  gap: '4',
  alignItems: 'start',
  padding: '4',
  layerStyle: 'card',
});
