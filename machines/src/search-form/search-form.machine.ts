import { assign, assertEvent, setup } from 'xstate';
import {
  correctSearchForm,
  parseSearchParams,
  searchFormToParams,
  todayIso,
  type IsoDate,
  type SearchForm,
} from '@rihla/contract';

/**
 * The search form (home, search page), docs/product.md ("Screens and routes", "Validation"): the one owner of the form's values
 * (the ui SearchForm only shows them and reports changes). Input `{ search, today? }`: the current
 * query string, read once by the app. Every value goes through the contract's rules
 * (`parseSearchParams` for the address, `correctSearchForm` for a change), so the form can only ever
 * hold what the URL rules allow: nights below 1 or not a number become 1, a past date becomes today,
 * persons are 1, 2 or 3 (more than two), sort one of the four options, a missing city 0.
 *
 * Events
 * - `search.change {values}`  partial update, corrected as above.
 * - `search.submit`           always enabled (the values are valid by construction).
 *
 * Actions
 * - `goToSearch({query})`  default does nothing; the app writes `/search?{query}` and reloads, as the
 *                          original does (docs/product.md, "Screens and routes").
 */

export interface SearchFormInput {
  search: string;
  today?: IsoDate;
}

export interface SearchFormContext {
  form: SearchForm;
  today: IsoDate;
}

export type SearchFormEvent = { type: 'search.change'; values: Partial<SearchForm> } | { type: 'search.submit' };

export const searchFormMachine = setup({
  types: {
    context: {} as SearchFormContext,
    events: {} as SearchFormEvent,
    input: {} as SearchFormInput,
  },
  actions: {
    goToSearch: (_, _params: { query: string }) => {},
    change: assign(({ context, event }) => {
      assertEvent(event, 'search.change');
      return { form: correctSearchForm({ ...context.form, ...event.values }, context.today) };
    }),
  },
}).createMachine({
  id: 'searchForm',
  context: ({ input }) => {
    const today = input.today ?? todayIso();
    return { today, form: parseSearchParams(new URLSearchParams(input.search), today) };
  },
  on: {
    'search.change': { actions: 'change' },
    'search.submit': {
      actions: { type: 'goToSearch', params: ({ context }) => ({ query: searchFormToParams(context.form).toString() }) },
    },
  },
});
