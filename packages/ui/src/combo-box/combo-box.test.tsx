import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nationalityOptions, validationMessages } from '@rihla/contract';
import { ComboBox } from './combo-box.tsx';
import { UiProvider } from '../provider/ui-provider.tsx';

function Harness({ first = ['SA'] }: { first?: string[] }) {
  const [code, setCode] = useState<string | null>(null);
  return (
    <>
      <ComboBox
        label="الجنسية"
        options={nationalityOptions(first)}
        selectedKey={code}
        onSelectionChange={(k) => setCode(k === null ? null : String(k))}
      />
      <output aria-label="القيمة">{code}</output>
    </>
  );
}
const value = () => screen.getByRole('status', { name: 'القيمة' }).textContent;

describe('ComboBox (nationality)', () => {
  it('narrows the Arabic names as you type and stores the ISO code', async () => {
    render(<Harness />, { wrapper: UiProvider });
    const input = screen.getByRole('combobox', { name: 'الجنسية' });
    await userEvent.type(input, 'مصر');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toContain('مصر');
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'مصر' }));
    expect(value()).toBe('EG');
    expect(input).toHaveValue('مصر');
  });
  it("lists the customer's own country first and works with the keyboard", async () => {
    render(<Harness first={['JO', 'SA']} />, { wrapper: UiProvider });
    const input = screen.getByRole('combobox', { name: 'الجنسية' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveTextContent('الأردن');
    expect(options[1]).toHaveTextContent('المملكة العربية السعودية');
    await userEvent.keyboard('{Enter}');
    expect(value()).toBe('JO');
  });
  it('says when nothing matches, and shows the Arabic error', async () => {
    render(<ComboBox label="الجنسية" options={nationalityOptions()} isInvalid errorMessage={validationMessages.nationality} />, {
      wrapper: UiProvider,
    });
    const input = screen.getByRole('combobox', { name: 'الجنسية' });
    expect(input).toHaveAccessibleDescription(validationMessages.nationality);
    await userEvent.type(input, 'zzzz');
    expect(screen.getByText('لا توجد نتائج')).toBeTruthy();
  });
  // Until first focused or opened, the field's collection holds only the chosen option (issue 28).
  it('shows a chosen option set from outside before it is touched, and every option once opened', async () => {
    function Outside() {
      const [code, setCode] = useState<string | null>('EG');
      return (
        <>
          <ComboBox
            label="الجنسية"
            options={nationalityOptions()}
            selectedKey={code}
            onSelectionChange={(k) => setCode(String(k))}
          />
          <button type="button" onClick={() => setCode('JO')}>
            الأردن من المحفوظين
          </button>
        </>
      );
    }
    render(<Outside />, { wrapper: UiProvider });
    const input = screen.getByRole('combobox', { name: 'الجنسية' });
    expect(input).toHaveValue('مصر');
    await userEvent.click(screen.getByRole('button', { name: 'الأردن من المحفوظين' }));
    expect(input).toHaveValue('الأردن');
    const toggle = screen.getAllByRole('button').find((b) => b.getAttribute('aria-haspopup') === 'listbox')!;
    await userEvent.click(toggle);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(nationalityOptions().length);
  });
});
