import { lazy, Suspense, useState } from 'react';
import { useSearch } from 'wouter';
import { SearchBoxShell } from '@rihla/ui/search-box/search-box-shell';

export const SEARCH_LABEL = 'ابحث عن وجهة أو رحلة';

// The ComboBox, its suggestions and react-aria's collections are this chunk: a first page carries
// only the plain form below (issue 28: little JavaScript on first load).
const loadSearchBox = () => import('./header-search-box.tsx');
const HeaderSearchBox = lazy(loadSearchBox);

/**
 * The header's search box on every page (issue 30). Rendered as a plain GET form to /search (the
 * server's HTML, and a browser without JavaScript: Enter opens the results); the first focus, a
 * pointer over it or a touch loads the ComboBox, which takes its place with what was typed and the focus.
 */
export function HeaderSearch() {
  // The text of the address's search (/search?q=), again whenever the address changes it.
  const addressText = new URLSearchParams(useSearch()).get('q') ?? '';
  const [text, setText] = useState(addressText);
  const [shownFor, setShownFor] = useState(addressText);
  if (shownFor !== addressText) {
    setShownFor(addressText);
    setText(addressText);
  }
  const [active, setActive] = useState(false);
  // Whether the visitor is still in the box when the ComboBox arrives: only then does it take the
  // focus (a keyboard passing through the header must not be pulled back into it).
  const [inside, setInside] = useState(false);
  const shell = (autoFocus: boolean) => (
    <SearchBoxShell
      label={SEARCH_LABEL}
      placeholder={SEARCH_LABEL}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onFocus={() => {
        setActive(true);
        setInside(true);
      }}
      onBlur={() => setInside(false)}
      onPointerEnter={() => void loadSearchBox()}
      autoFocus={autoFocus}
    />
  );
  if (!active) return shell(false);
  return (
    <Suspense fallback={shell(inside)}>
      <HeaderSearchBox text={text} onTextChange={setText} label={SEARCH_LABEL} autoFocus={inside} />
    </Suspense>
  );
}
