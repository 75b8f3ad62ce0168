import { useState } from 'react';
import type { Story } from '@ladle/react';
import { foldArabic } from '@rihla/contract';
import { SearchBox, type SearchSuggestionSection } from './search-box.tsx';
import { SearchBoxShell } from './search-box-shell.tsx';

const LABEL = 'ابحث عن وجهة أو رحلة';
const box = { maxWidth: 360 };

const ALL: SearchSuggestionSection[] = [
  { id: 'countries', title: 'الدول', items: [{ id: 'country:1', label: 'تركيا', href: '/countries/1/تركيا' }] },
  {
    id: 'cities',
    title: 'المدن',
    items: [
      { id: 'city:1', label: 'إسطنبول', detail: 'تركيا', href: '/cities/1/إسطنبول' },
      { id: 'city:2', label: 'جدة', detail: 'السعودية', href: '/cities/2/جدة' },
    ],
  },
  { id: 'tags', title: 'التصنيفات', items: [{ id: 'tag:3', label: 'شهر العسل', href: '/packages/3' }] },
  {
    id: 'trips',
    title: 'الرحلات',
    items: [
      { id: 'trip:7', label: 'جولة البوسفور الساحرة', href: '/trip/7/x', image: '/favicon.svg', price: '4,200.00 ريال' },
      { id: 'trip:8', label: 'أسبوع في إسطنبول وبورصة', href: '/trip/8/x', image: null, price: '6,950.00 ريال' },
    ],
  },
];

/** Suggestions narrowed by the folded text, as the server would. */
function useSuggestions(text: string) {
  const q = foldArabic(text);
  if ([...q].length < 2) return [];
  return ALL.map((s) => ({ ...s, items: s.items.filter((i) => foldArabic(`${i.label} ${i.detail ?? ''}`).includes(q)) }));
}

export const Default: Story = () => {
  const [text, setText] = useState('');
  const [last, setLast] = useState('—');
  return (
    <div style={box}>
      <SearchBox
        label={LABEL}
        inputValue={text}
        onInputChange={setText}
        sections={useSuggestions(text)}
        onChoose={(s) => setLast(`اختيار: ${s.href}`)}
        onSubmit={(q) => setLast(`بحث: ${q}`)}
        emptyText="لا توجد اقتراحات"
      />
      <p>{last}</p>
    </div>
  );
};

export const Open: Story = () => {
  const [text, setText] = useState('اسطنبول');
  return (
    <div style={box}>
      <SearchBox
        label={LABEL}
        inputValue={text}
        onInputChange={setText}
        sections={useSuggestions(text)}
        onChoose={() => {}}
        onSubmit={() => {}}
        autoFocus
      />
    </div>
  );
};

export const DidYouMean: Story = () => {
  const [text, setText] = useState('الرياص');
  return (
    <div style={box}>
      <SearchBox
        label={LABEL}
        inputValue={text}
        onInputChange={setText}
        sections={[
          { id: 'did-you-mean', title: 'هل تقصد', items: [{ id: 'city:6', label: 'الرياض', href: '/cities/6/الرياض' }] },
        ]}
        onChoose={() => {}}
        onSubmit={() => {}}
        autoFocus
      />
    </div>
  );
};

/** What the server renders: a plain form, until the box is focused. */
export const Shell: Story = () => (
  <div style={box}>
    <SearchBoxShell label={LABEL} placeholder={LABEL} />
  </div>
);
