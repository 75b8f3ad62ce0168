import { useState } from 'react';
import { correctSearchForm, defaultSearchForm, type SearchForm as SearchValue } from '@rihla/contract';
import { SearchForm, type SearchFormProps } from './search-form.tsx';

export interface SearchFormHarnessProps extends Omit<SearchFormProps, 'value' | 'onChange'> {
  /** Fields that differ from the empty search (as if read from an address). */
  initial?: Partial<SearchValue>;
}

/**
 * For stories and tests only: the controlled SearchForm with its values kept as the app keeps
 * them (the contract's defaults and corrections). The app wires the form's state itself.
 */
export function SearchFormHarness({ initial, today, ...props }: SearchFormHarnessProps) {
  const [value, setValue] = useState<SearchValue>(() => ({ ...defaultSearchForm(today), ...initial }));
  return (
    <SearchForm
      {...props}
      today={today}
      value={value}
      onChange={(values) => setValue((form) => correctSearchForm({ ...form, ...values }, today))}
    />
  );
}
