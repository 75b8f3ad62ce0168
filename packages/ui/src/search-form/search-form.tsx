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
  /** The current search (e.g. parseSearchParams of the URL); missing fields take the spec's defaults. */
  defaultValue?: Partial<SearchValue>;
  /** Called with the whole search; the app writes it to the URL (searchFormToParams) and navigates. */
  onSubmit: (value: SearchValue) => void;
  /** Riyadh's today (the earliest departure date). */
  today?: IsoDate;
  isPending?: boolean;
}

/**
 * The search form: departure and destination city, departure date (not before today), nights
 * (at least 1), persons (1, 2, more than 2) and sort. Note it holds the DatePicker: lazy-load it
 * where the first paint matters.
 */
export function SearchForm({ cities, defaultValue = {}, onSubmit, today = todayIso(), isPending }: SearchFormProps) {
  const [value, setValue] = useState<SearchValue>(() => ({
    from_city_id: 0,
    to_city_id: 0,
    to_country_id: 0,
    start_date: today,
    count_nights: 1,
    count_persons: 1,
    sort_by: 'high_price',
    source: null,
    ...defaultValue,
  }));
  const set = (patch: Partial<SearchValue>) => setValue((v) => ({ ...v, ...patch }));
  const cityOptions = [{ id: 0, label: 'كل المدن' }, ...cities.map((c) => ({ id: c.value, label: c.label }))];

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit({
      ...value,
      start_date: value.start_date < today ? today : value.start_date,
      count_nights: Number.isInteger(value.count_nights) && value.count_nights >= 1 ? value.count_nights : 1,
    });
  };

  return (
    <Form onSubmit={submit} role="search" aria-label="البحث عن رحلة" className={form}>
      <Select
        label="مدينة المغادرة"
        options={cityOptions}
        selectedKey={value.from_city_id}
        onSelectionChange={(k) => set({ from_city_id: Number(k) })}
      />
      <Select
        label="مدينة الوصول"
        options={cityOptions}
        selectedKey={value.to_city_id}
        onSelectionChange={(k) => set({ to_city_id: Number(k) })}
      />
      <DatePicker<CalendarDate>
        label="تاريخ المغادرة"
        value={parseDate(value.start_date)}
        minValue={parseDate(today)}
        onChange={(d) => d && set({ start_date: d.toString() })}
      />
      <NumberStepper
        label="عدد الليالي"
        minValue={1}
        value={value.count_nights}
        onChange={(n) => set({ count_nights: Number.isNaN(n) ? 1 : n })}
      />
      <Select
        label="عدد الأشخاص"
        options={personOptions}
        selectedKey={value.count_persons}
        onSelectionChange={(k) => set({ count_persons: Number(k) as 1 | 2 | 3 })}
      />
      <Select
        label="الترتيب"
        options={SORT_OPTIONS.map((id) => ({ id, label: sortLabels[id] }))}
        selectedKey={value.sort_by}
        onSelectionChange={(k) => set({ sort_by: k as SortBy })}
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
  bg: 'bg',
  borderRadius: 'card',
  boxShadow: 'card',
});
