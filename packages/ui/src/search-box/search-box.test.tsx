import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox, type SearchSuggestionSection } from './search-box.tsx';
import { UiProvider } from '../provider/ui-provider.tsx';

const SECTIONS: SearchSuggestionSection[] = [
  { id: 'cities', title: 'المدن', items: [{ id: 'city:1', label: 'إسطنبول', detail: 'تركيا', href: '/cities/1/x' }] },
  {
    id: 'trips',
    title: 'الرحلات',
    items: [{ id: 'trip:7', label: 'جولة البوسفور', href: '/trip/7/x', image: null, price: '4,200.00 ريال' }],
  },
];

function Harness({ onChoose = vi.fn(), onSubmit = vi.fn(), typed = '', autoFocus = false }) {
  const [text, setText] = useState(typed);
  return (
    <SearchBox
      label="ابحث عن وجهة أو رحلة"
      inputValue={text}
      onInputChange={setText}
      sections={[...text].length >= 2 ? SECTIONS : []}
      onChoose={onChoose}
      onSubmit={onSubmit}
      autoFocus={autoFocus}
    />
  );
}

describe('SearchBox', () => {
  it('suggests in named groups after two letters, and a choice is made with the keyboard alone', async () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />, { wrapper: UiProvider });
    expect(screen.getByRole('search', { name: 'ابحث عن وجهة أو رحلة' })).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: 'ابحث عن وجهة أو رحلة' });
    await userEvent.type(input, 'ا');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.type(input, 'س');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-labelledby') && g.textContent),
    ).toHaveLength(2);
    expect(within(list).getByRole('group', { name: 'الرحلات' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 'trip:7', href: '/trip/7/x' }));
  });

  it('Enter with no option chosen searches for the text', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />, { wrapper: UiProvider });
    await userEvent.type(screen.getByRole('combobox'), 'جده{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('جده');
  });

  it('arriving in place of a box already typed into, it opens the list for that text', async () => {
    render(<Harness typed="إس" autoFocus />, { wrapper: UiProvider });
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('group', { name: 'المدن' })).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('arriving with no text, or without the focus, it keeps the list closed', () => {
    render(<Harness typed="إس" />, { wrapper: UiProvider });
    render(<Harness autoFocus />, { wrapper: UiProvider });
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
