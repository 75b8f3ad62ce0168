import type { FocusEvent, InputHTMLAttributes, Ref } from 'react';
import { SearchIcon } from '../icons/icons.tsx';
import { searchIcon, searchInput, searchRoot } from './search-box-style.ts';

export interface SearchBoxShellProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name'> {
  /** The accessible name (the placeholder is not one). */
  label: string;
  /** Where Enter sends the text, as `?q=` (a plain GET form: it works before any script runs). */
  action?: string;
  inputRef?: Ref<HTMLInputElement>;
  onFocus?: (e: FocusEvent<HTMLInputElement>) => void;
}

/**
 * The search box as the server renders it: a plain search form with no react-aria code, light
 * enough for every page's first load. The app swaps it for SearchBox (the ComboBox) when it is
 * focused; without JavaScript, Enter opens the results.
 */
export function SearchBoxShell({ label, action = '/search', inputRef, className, ...input }: SearchBoxShellProps) {
  return (
    <form role="search" aria-label={label} action={action} method="get" className={className ?? searchRoot}>
      <span className={searchIcon}>
        <SearchIcon size={18} />
      </span>
      <input ref={inputRef} type="search" name="q" aria-label={label} autoComplete="off" className={searchInput} {...input} />
    </form>
  );
}
