import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSearchForm, searchFormToParams } from '@rihla/contract';
import { SearchForm } from './search-form.tsx';
import { SearchFormHarness } from './search-form-harness.tsx';
import { UiProvider } from '../provider/ui-provider.tsx';

const cities = [
  { value: 1, label: 'الرياض' },
  { value: 2, label: 'جدة' },
];

describe('SearchForm', () => {
  it('submits the defaults of the spec', async () => {
    const onSubmit = vi.fn();
    render(<SearchFormHarness cities={cities} today="2026-11-22" onSubmit={onSubmit} />, { wrapper: UiProvider });
    expect(screen.getByRole('search', { name: 'البحث عن رحلة' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        from_city_id: 0,
        to_city_id: 0,
        start_date: '2026-11-22',
        count_nights: 1,
        count_persons: 1,
        sort_by: 'high_price',
      }),
    );
  });
  it('collects every field', async () => {
    const onSubmit = vi.fn();
    render(<SearchFormHarness cities={cities} today="2026-11-22" onSubmit={onSubmit} />, { wrapper: UiProvider });
    const pick = async (label: RegExp, option: string) => {
      await userEvent.click(screen.getByRole('button', { name: label }));
      await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
    };
    await pick(/مدينة الوصول/, 'جدة');
    await pick(/عدد الأشخاص/, 'أكثر من شخصين');
    await pick(/الترتيب/, 'الأعلى تقييمًا');
    await userEvent.click(screen.getByRole('textbox', { name: 'عدد الليالي' }));
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(screen.getByRole('button', { name: 'بحث' }));
    const value = onSubmit.mock.calls[0]![0];
    expect(value).toMatchObject({ to_city_id: 2, count_persons: 3, sort_by: 'top_rated', count_nights: 2 });
    expect(searchFormToParams(value).toString()).toBe(
      'to_city_id=2&start_date=2026-11-22&count_nights=2&count_persons=3&sort_by=top_rated',
    );
  });
  it('is controlled: shows the value it is given and only reports changes', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    const value = { ...defaultSearchForm('2026-11-22'), to_city_id: 2, count_nights: 3 };
    render(<SearchForm cities={cities} today="2026-11-22" value={value} onChange={onChange} onSubmit={onSubmit} />, {
      wrapper: UiProvider,
    });
    const nights = screen.getByRole('textbox', { name: 'عدد الليالي' });
    await userEvent.click(nights);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenCalledWith({ count_nights: 4 });
    // Nothing was passed back, so the form still shows (and submits) the value it was given.
    await userEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect(onSubmit).toHaveBeenCalledWith(value);
  });
  it('keeps a date typed before today on screen while its owner holds today', async () => {
    const onChange = vi.fn();
    const value = defaultSearchForm('2026-11-22');
    render(<SearchForm cities={cities} today="2026-11-22" value={value} onChange={onChange} onSubmit={() => {}} />, {
      wrapper: UiProvider,
    });
    const group = screen.getByRole('group', { name: 'تاريخ المغادرة' });
    const day = within(group)
      .getAllByRole('spinbutton')
      .find((s) => /يوم|اليوم/.test(s.getAttribute('aria-label') ?? ''))!;
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ start_date: '2026-11-21' });
    expect(day.textContent).toMatch(/21|٢١/);
  });
});
