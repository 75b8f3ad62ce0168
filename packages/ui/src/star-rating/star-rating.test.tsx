import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StarRating } from './star-rating.tsx';
import { UiProvider } from '../provider/ui-provider.tsx';

describe('StarRating', () => {
  it('is a radio group of 0 to 5 named in Arabic', () => {
    render(<StarRating label="قيّم الرحلة" />);
    expect(screen.getByRole('radiogroup', { name: 'قيّم الرحلة' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      'بدون نجوم (مسح التقييم)',
      'نجمة واحدة',
      'نجمتان',
      '3 نجوم',
      '4 نجوم',
      '5 نجوم',
    ]);
  });
  it('picks a whole star by click and clears it with the cross', async () => {
    const onChange = vi.fn();
    render(<StarRating onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 نجوم' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 نجوم' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'بدون نجوم (مسح التقييم)' }));
    expect(onChange).toHaveBeenLastCalledWith(0);
  });
  it('moves with the arrow keys, mirrored for right-to-left', async () => {
    const onChange = vi.fn();
    render(<StarRating defaultValue={2} onChange={onChange} />, { wrapper: UiProvider });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'نجمتان' }));
    // Arabic: the next star is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });
});
