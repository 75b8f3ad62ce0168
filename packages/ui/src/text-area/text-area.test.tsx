import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './text-area.tsx';

describe('TextArea', () => {
  it('takes several lines of text', async () => {
    const onChange = vi.fn();
    render(<TextArea label="تعليقك" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'تعليقك' });
    expect(box.tagName).toBe('TEXTAREA');
    await userEvent.type(box, 'رحلة{Enter}رائعة');
    expect(onChange).toHaveBeenLastCalledWith('رحلة\nرائعة');
  });
  it('shows an error when invalid', () => {
    render(<TextArea label="تعليقك" isInvalid errorMessage="هذا الحقل مطلوب" />);
    expect(screen.getByRole('textbox', { name: 'تعليقك' })).toHaveAccessibleDescription('هذا الحقل مطلوب');
  });
});
