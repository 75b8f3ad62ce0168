import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@rihla/contract';
import { Checkbox } from './checkbox.tsx';

describe('Checkbox', () => {
  it('toggles with Space and reports the change', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>أوافق على سياسة الخصوصية</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'أوافق على سياسة الخصوصية' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(onChange).toHaveBeenCalledWith(true);
  });
  it('keeps a link inside its label usable', () => {
    render(
      <Checkbox>
        أوافق على <a href="/policy">سياسة الخصوصية</a>
      </Checkbox>,
    );
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' }).getAttribute('href')).toBe('/policy');
  });
  it('describes itself with the consent error when invalid', () => {
    render(
      <Checkbox isInvalid errorMessage={validationMessages.privacyConsent}>
        أوافق
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'أوافق' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box).toHaveAccessibleDescription(validationMessages.privacyConsent);
  });
  it('cannot be toggled when disabled', async () => {
    render(<Checkbox isDisabled>تذكرني</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'تذكرني' });
    await userEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(false);
  });
});
