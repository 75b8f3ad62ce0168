import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseDate } from '@internationalized/date';
import { Calendar, gregorianLocale, hijriDate } from './calendar.tsx';
import { UiProvider } from '../provider/ui-provider.tsx';

describe('Calendar', () => {
  it('converts to Umm al-Qura Hijri dates', () => {
    expect(hijriDate(parseDate('2026-11-21'))).toBe('11 جمادى الآخرة 1448 هـ');
    expect(gregorianLocale('ar-SA')).toBe('ar-SA-u-ca-gregory');
    expect(gregorianLocale('ar-SA-u-nu-latn')).toBe('ar-SA-u-ca-gregory-nu-latn');
    expect(gregorianLocale('ar-SA-u-ca-islamic-nu-latn')).toBe('ar-SA-u-ca-gregory-nu-latn');
  });
  it('shows a Gregorian month in Arabic with the Hijri months beneath the heading', () => {
    render(<Calendar aria-label="تاريخ الرحلة" defaultValue={parseDate('2026-11-21')} />, { wrapper: UiProvider });
    expect(screen.getByRole('heading', { name: /نوفمبر 2026/ })).toBeTruthy();
    expect(screen.getByText(/جمادى/)).toBeTruthy();
    expect(screen.getByRole('grid')).toBeTruthy();
    // Each day carries its Hijri day number, drawn beneath the Gregorian one.
    expect(screen.getByRole('button', { name: /السبت، 21 نوفمبر 2026/ }).getAttribute('data-hijri')).toBe('11');
  });
  it('refuses days outside min and max and picks with the keyboard', async () => {
    const onChange = vi.fn();
    render(
      <Calendar
        aria-label="تاريخ الرحلة"
        defaultFocusedValue={parseDate('2026-11-22')}
        minValue={parseDate('2026-11-22')}
        maxValue={parseDate('2026-11-24')}
        onChange={onChange}
      />,
      { wrapper: UiProvider },
    );
    const cells = screen.getAllByRole('button').filter((b) => b.getAttribute('aria-disabled') === 'true');
    expect(cells.length).toBeGreaterThan(20);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    // RTL: ArrowLeft is the next day.
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenCalledWith(parseDate('2026-11-23'));
  });
  it('writes a note under the days that have one and says which month it shows', async () => {
    const onMonth = vi.fn();
    const { container } = render(
      <Calendar
        aria-label="تاريخ الرحلة"
        defaultFocusedValue={parseDate('2027-01-10')}
        isDateUnavailable={(d) => d.day !== 10 && d.day !== 17 && d.day !== 24}
        dayNote={(d) => (d.day === 10 ? '3 مقاعد' : d.day === 17 ? { text: '1,250', calm: true } : undefined)}
        onVisibleMonthChange={onMonth}
      />,
      { wrapper: UiProvider },
    );
    expect(onMonth).toHaveBeenLastCalledWith('2027-01');
    // Only a bookable day carries its note; an unavailable one never does.
    const view = within(container);
    // Drawn by CSS from the attribute (the text stays the date, the cell's accessible name).
    expect(view.getByRole('button', { name: /10 يناير 2027/ }).getAttribute('data-note')).toBe('3 مقاعد');
    expect(view.getByRole('button', { name: /10 يناير 2027/ }).hasAttribute('data-note-calm')).toBe(false);
    // A price is a calm note (muted, not red).
    expect(view.getByRole('button', { name: /17 يناير 2027/ }).getAttribute('data-note')).toBe('1,250');
    expect(view.getByRole('button', { name: /17 يناير 2027/ }).hasAttribute('data-note-calm')).toBe(true);
    expect(view.getByRole('button', { name: /24 يناير 2027/ }).getAttribute('data-note')).toBeNull();
    await userEvent.click(view.getAllByRole('button', { name: 'التالي' })[0]!);
    expect(onMonth).toHaveBeenLastCalledWith('2027-02');
  });
});
