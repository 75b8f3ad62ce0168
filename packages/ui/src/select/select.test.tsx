import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@rihla/contract';
import { Select } from './select.tsx';

const options = [
  { id: 'male', label: 'ذكر' },
  { id: 'female', label: 'أنثى' },
];

describe('Select', () => {
  it('opens a listbox with the mouse and picks an option', async () => {
    const onSelectionChange = vi.fn();
    render(<Select label="الجنس" placeholder="اختر" options={options} onSelectionChange={onSelectionChange} />);
    await userEvent.click(screen.getByRole('button', { name: /الجنس/ }));
    const listbox = screen.getByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'أنثى' }));
    expect(onSelectionChange).toHaveBeenCalledWith('female');
    expect(screen.getByRole('button', { name: /أنثى/ })).toBeTruthy();
  });
  it('works from the keyboard', async () => {
    const onSelectionChange = vi.fn();
    render(<Select label="الجنس" placeholder="اختر" options={options} onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('female');
  });
  it('shows the Arabic error when invalid', () => {
    render(<Select label="الجنس" options={options} isInvalid errorMessage={validationMessages.required} />);
    expect(screen.getByText(validationMessages.required)).toBeTruthy();
  });
});
