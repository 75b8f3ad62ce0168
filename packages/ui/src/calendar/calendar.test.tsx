import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseDate } from '@internationalized/date';
import { Calendar, gregorianLocale, hijriDate } from './calendar.tsx';
import { UiProvider } from '../provider/ui-provider.tsx';

describe('Calendar', () => {
  it('converts to Umm al-Qura Hijri dates', () => {
    expect(hijriDate(parseDate('2026-11-21'))).toBe('١١ جمادى الآخرة ١٤٤٨ هـ');
    expect(gregorianLocale('ar-SA')).toBe('ar-SA-u-ca-gregory');
  });
  it('shows a Gregorian month in Arabic with the Hijri months beneath the heading', () => {
    render(<Calendar aria-label="تاريخ الرحلة" defaultValue={parseDate('2026-11-21')} />, { wrapper: UiProvider });
    expect(screen.getByRole('heading', { name: /نوفمبر ٢٠٢٦/ })).toBeTruthy();
    expect(screen.getByText(/جمادى/)).toBeTruthy();
    expect(screen.getByRole('grid')).toBeTruthy();
    // Each day carries its Hijri day number, drawn beneath the Gregorian one.
    expect(screen.getByRole('button', { name: /السبت، ٢١ نوفمبر ٢٠٢٦/ }).getAttribute('data-hijri')).toBe('١١');
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
});
