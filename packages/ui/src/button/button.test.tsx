import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button.tsx';

describe('Button', () => {
  it('presses with the keyboard', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>احجز الآن</Button>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });
  it('announces its pending state and ignores presses while pending', async () => {
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        إرسال
      </Button>,
    );
    expect(screen.getByRole('progressbar', { name: 'جارٍ التحميل' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button'));
    expect(onPress).not.toHaveBeenCalled();
  });
  it('cannot be pressed when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        إنشاء حساب
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'إنشاء حساب' }).hasAttribute('disabled')).toBe(true);
  });
});
