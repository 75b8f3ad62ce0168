import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseDate } from '@internationalized/date';
import { validationMessages } from '@rihla/contract';
import { DatePicker } from './date-picker.tsx';
import { UiProvider } from '../provider/ui-provider.tsx';

describe('DatePicker', () => {
  it('shows the picked date with its Hijri equivalent as the description', () => {
    render(<DatePicker label="تاريخ الرحلة" defaultValue={parseDate('2026-11-21')} />, { wrapper: UiProvider });
    const group = screen.getByRole('group', { name: 'تاريخ الرحلة' });
    expect(group).toHaveAccessibleDescription(/الموافق 11 جمادى الآخرة 1448 هـ/);
  });
  it('echoes the birth date as yyyy/MM/dd', () => {
    render(<DatePicker label="تاريخ الميلاد" format="yyyy/MM/dd" defaultValue={parseDate('1990-01-05')} />, {
      wrapper: UiProvider,
    });
    expect(screen.getByText('1990/01/05')).toBeTruthy();
  });
  it('orders the birth date segments year, month, day and types them in that order', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="تاريخ الميلاد" format="yyyy/MM/dd" onChange={onChange} />, { wrapper: UiProvider });
    const group = screen.getByRole('group', { name: 'تاريخ الميلاد' });
    const segments = within(group).getAllByRole('spinbutton');
    expect(segments.map((s) => s.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/سنة|السنة/),
      expect.stringMatching(/شهر|الشهر/),
      expect.stringMatching(/يوم|اليوم/),
    ]);
    expect(group.textContent).toContain('/');
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('1990');
    await userEvent.keyboard('01');
    await userEvent.keyboard('05');
    expect(onChange).toHaveBeenLastCalledWith(parseDate('1990-01-05'));
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['1990', '01', '05']);
  });
  it('opens the calendar and picks a day, within min and max', async () => {
    const onChange = vi.fn();
    render(
      <DatePicker
        label="تاريخ الرحلة"
        defaultValue={parseDate('2026-11-22')}
        minValue={parseDate('2026-11-22')}
        maxValue={parseDate('2026-11-30')}
        onChange={onChange}
      />,
      { wrapper: UiProvider },
    );
    const group = screen.getByRole('group', { name: 'تاريخ الرحلة' });
    await userEvent.click(within(group).getAllByRole('button').at(-1)!);
    const dialog = screen.getByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    const day21 = within(grid).getByRole('button', { name: /21 نوفمبر/ });
    expect(day21.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(within(grid).getByRole('button', { name: /25 نوفمبر/ }));
    expect(onChange).toHaveBeenCalledWith(parseDate('2026-11-25'));
  });
  it('shows the Arabic error when invalid', () => {
    render(<DatePicker label="تاريخ انتهاء الجواز" isInvalid errorMessage={validationMessages.passportExpired} />, {
      wrapper: UiProvider,
    });
    expect(screen.getByText(validationMessages.passportExpired)).toBeTruthy();
  });
});
