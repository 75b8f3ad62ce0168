import { useContext, useEffect, type ReactNode } from 'react';
import {
  Collection,
  ComboBox,
  ComboBoxStateContext,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  type Key,
} from 'react-aria-components';
import { css } from '@rihla/styled-system/css';
import { SearchIcon } from '../icons/icons.tsx';
import { popoverRaw } from '../utils/popover-style.ts';
import { searchIcon, searchInput, searchRoot } from './search-box-style.ts';

export interface SearchSuggestion {
  /** Unique across the sections (e.g. "city:4"). */
  id: string;
  label: string;
  /** Where choosing it goes. */
  href: string;
  /** A second line (a city's country). */
  detail?: string;
  /** A small picture (trips). */
  image?: string | null;
  /** The price as the site writes it (trips). */
  price?: string;
}

export interface SearchSuggestionSection {
  id: string;
  /** The group's heading, read with each of its options. */
  title: string;
  items: readonly SearchSuggestion[];
}

export interface SearchBoxProps {
  /** The accessible name, also the placeholder. */
  label: string;
  inputValue: string;
  onInputChange: (text: string) => void;
  /** Grouped suggestions; empty sections are left out. */
  sections: readonly SearchSuggestionSection[];
  /** An option was chosen (Enter on it, a click or a tap). */
  onChoose: (suggestion: SearchSuggestion) => void;
  /** Enter with no option chosen: search for the text. */
  onSubmit: (text: string) => void;
  /** Shown in the list when it has no option (nothing found yet, or still typing). */
  emptyText?: ReactNode;
  /** Open the list only from this many characters. */
  minLength?: number;
  /**
   * Takes the focus on mounting; and when it replaces a plain box the visitor has already typed
   * into (the header's, until this box's code came), opens the list for that text at once, as a
   * letter typed here would have.
   */
  autoFocus?: boolean;
  className?: string;
}

/**
 * The header's search box (issue 30): a react-aria ComboBox whose options are grouped suggestions
 * (sections with headings), each a place or a trip with its picture and price. Typing, the arrows,
 * Enter and Escape as in any ComboBox; the list is announced with its count and each option with its
 * group. Enter on an option chooses it; Enter with none submits the text (the form's GET /search?q=
 * without JavaScript). The list opens under the input, aligned with its start (its right in Arabic).
 */
export function SearchBox({
  label,
  inputValue,
  onInputChange,
  sections,
  onChoose,
  onSubmit,
  emptyText = 'لا توجد اقتراحات',
  minLength = 2,
  autoFocus,
  className,
}: SearchBoxProps) {
  const shown = sections.filter((s) => s.items.length > 0);
  const byId = new Map(shown.flatMap((s) => s.items.map((i) => [i.id, i] as const)));
  const long = [...inputValue.trim()].length >= minLength;
  return (
    <form
      role="search"
      aria-label={label}
      action="/search"
      method="get"
      className={className ?? searchRoot}
      onSubmit={(e) => {
        e.preventDefault();
        if (inputValue.trim()) onSubmit(inputValue.trim());
      }}
    >
      <ComboBox
        aria-label={label}
        inputValue={inputValue}
        onInputChange={onInputChange}
        items={shown}
        // The server has matched the folded text (إسطنبول for اسطنبول): nothing is filtered here.
        defaultFilter={keepAll}
        onSelectionChange={(key: Key | null) => {
          const chosen = key === null ? undefined : byId.get(String(key));
          if (chosen) onChoose(chosen);
        }}
        allowsCustomValue
        // Suggestions arrive after the text that asked for them: the list opens from the second
        // letter, empty (emptyText) until they do.
        allowsEmptyCollection={long}
        menuTrigger="input"
        autoFocus={autoFocus}
        className={css({ width: '100%' })}
      >
        <span className={searchIcon}>
          <SearchIcon size={18} />
        </span>
        <SearchInput label={label} onSubmit={onSubmit} />
        {autoFocus && long && <OpenOnArrival />}
        <Popover placement="bottom start" offset={6} className={popover}>
          {/* The list opens in a portal at the end of the page, outside the landmarks: a named region
              keeps everything on the page inside one while it is open. */}
          <section aria-label={`اقتراحات ${label}`}>
            <ListBox<SearchSuggestionSection> className={list} renderEmptyState={() => <p className={empty}>{emptyText}</p>}>
              {(section) => (
                <ListBoxSection id={section.id} className={sectionStyle}>
                  <Header className={heading}>{section.title}</Header>
                  <Collection items={section.items}>
                    {(item) => (
                      <ListBoxItem id={item.id} textValue={item.label} className={option}>
                        {item.image !== undefined && (
                          <span className={thumb} aria-hidden="true">
                            {item.image && <img src={item.image} alt="" width={48} height={36} loading="lazy" />}
                          </span>
                        )}
                        <span className={css({ flex: '1', minWidth: '0' })}>
                          <span className={titleLine}>{item.label}</span>
                          {item.detail && <span className={detailLine}>{item.detail}</span>}
                        </span>
                        {item.price && <bdi className={price}>{item.price}</bdi>}
                      </ListBoxItem>
                    )}
                  </Collection>
                </ListBoxSection>
              )}
            </ListBox>
          </section>
        </Popover>
      </ComboBox>
    </form>
  );
}

const keepAll = () => true;

/** Opens the list once, as the box arrives with a text typed before it (see `autoFocus`). */
function OpenOnArrival() {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    state?.open(null, 'input');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only, not on each change
  }, []);
  return null;
}

/** The input: Enter while no option has focus searches for the text (react-aria keeps it from the form). */
function SearchInput({ label, onSubmit }: { label: string; onSubmit: (text: string) => void }) {
  const state = useContext(ComboBoxStateContext);
  return (
    <Input
      name="q"
      // Not type="search": there Escape empties the field, where a combobox's Escape closes the list.
      type="text"
      enterKeyHint="search"
      placeholder={label}
      className={searchInput}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || !state) return;
        if (state.isOpen && state.selectionManager.focusedKey != null) return;
        const text = state.inputValue.trim();
        if (!text) return;
        e.preventDefault();
        state.close();
        onSubmit(text);
      }}
    />
  );
}

const popover = css(popoverRaw, {
  width: 'min(440px, calc(100vw - 16px))',
  maxHeight: 'min(480px, calc(100dvh - 96px))',
});
const list = css({ outline: 'none', display: 'flex', flexDirection: 'column', gap: '1' });
const sectionStyle = css({ display: 'flex', flexDirection: 'column', gap: '0.5' });
const heading = css({ paddingInline: '3', paddingBlock: '1', fontSize: 'xs', fontWeight: '700', color: 'fg.muted' });
// listBoxItem's look, with room for a picture and a second line.
const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minHeight: '44px',
  paddingInline: '3',
  paddingBlock: '1',
  borderRadius: 'md',
  cursor: 'pointer',
  color: 'fg',
  textDecoration: 'none',
  '&[data-focused]': { bg: 'accent.subtle' },
  focusOutline: 'row',
});
const thumb = css({
  flexShrink: 0,
  width: '48px',
  height: '36px',
  borderRadius: 'sm',
  overflow: 'hidden',
  bg: 'bg.muted',
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
});
const titleLine = css({ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const detailLine = css({ display: 'block', fontSize: 'xs', color: 'fg.muted' });
const price = css({ flexShrink: 0, fontSize: 'sm', fontWeight: '700', color: 'accent.pressed' });
const empty = css({ padding: '3', color: 'fg.muted', fontSize: 'sm' });
