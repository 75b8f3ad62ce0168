import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { formatRiyal, searchTextKey, type SearchSuggestions } from '@rihla/contract';
import { SearchBox, type SearchSuggestionSection } from '@rihla/ui/search-box/search-box';
import { getSuggestions } from '../../api/get-suggestions.ts';

/** Wait this long after the last key before asking (a fast typist sends one request, not five). */
const DEBOUNCE_MS = 120;

export interface HeaderSearchBoxProps {
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  /** Takes the focus when it replaces the plain box: only if the visitor is still in it. */
  autoFocus?: boolean;
}

/**
 * The header's ComboBox (loaded on first focus, header-search.tsx): suggestions from the second
 * letter, grouped; choosing one opens its page, Enter without one opens /search?q=.
 */
export default function HeaderSearchBox({ label, text, onTextChange, autoFocus = true }: HeaderSearchBoxProps) {
  const [, navigate] = useLocation();
  const key = searchTextKey(text);
  const [answer, setAnswer] = useState<{ key: string; data: SearchSuggestions } | null>(null);

  useEffect(() => {
    if ([...key.replace(/ /g, '')].length < 2) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      getSuggestions(key, abort.signal).then(
        (data) => setAnswer({ key, data }),
        () => {}, // a failed suggestion is no suggestion; Enter still searches
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [key]);

  const current = answer?.key === key ? answer.data : null;
  const sections = useMemo(() => (current ? suggestionSections(current) : []), [current]);
  return (
    <SearchBox
      label={label}
      inputValue={text}
      onInputChange={onTextChange}
      sections={sections}
      emptyText={current ? 'لا توجد اقتراحات' : 'جارٍ البحث…'}
      onChoose={(s) => navigate(s.href)}
      onSubmit={(q) => navigate(`/search?${new URLSearchParams({ q })}`)}
      autoFocus={autoFocus}
    />
  );
}

/** The answer as the box's groups, in the order people look for: places, then trips. */
export function suggestionSections(s: SearchSuggestions): SearchSuggestionSection[] {
  const sections: SearchSuggestionSection[] = [
    { id: 'countries', title: 'الدول', items: s.countries.map((c) => ({ id: `country:${c.id}`, label: c.name, href: c.link })) },
    {
      id: 'cities',
      title: 'المدن',
      items: s.cities.map((c) => ({ id: `city:${c.id}`, label: c.name, detail: c.country, href: c.link })),
    },
    { id: 'tags', title: 'التصنيفات', items: s.tags.map((t) => ({ id: `tag:${t.id}`, label: t.name, href: t.link })) },
    {
      id: 'trips',
      title: 'الرحلات',
      items: s.trips.map((t) => ({
        id: `trip:${t.id}`,
        label: t.title,
        href: t.link,
        image: t.image,
        price: formatRiyal(t.price),
      })),
    },
  ];
  if (s.did_you_mean) {
    const d = s.did_you_mean;
    sections.push({
      id: 'did-you-mean',
      title: 'هل تقصد',
      items: [{ id: `${d.kind}:${d.id}`, label: `${d.name}؟`, href: d.link }],
    });
  }
  return sections;
}
