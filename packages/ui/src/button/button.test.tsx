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

describe('Button pending state (react-aria #10579)', () => {
  it('announces through our own text live region, never a role=img node pointing at the button', async () => {
    const { rerender } = render(<Button onPress={() => {}}>إرسال التقييم</Button>);
    await userEvent.tab();
    rerender(
      <Button isPending onPress={() => {}}>
        إرسال التقييم
      </Button>,
    );
    const button = screen.getByRole('button', { name: /إرسال التقييم/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('data-busy')).toBe(true);
    expect(document.activeElement).toBe(button);
    await new Promise((r) => setTimeout(r, 80));
    expect(document.querySelector('[data-rihla-announcer]')?.textContent).toBe('جارٍ التحميل');
    // The button leaves (the modal closed): nothing is left that names it.
    rerender(<p>تم</p>);
    expect(document.querySelectorAll('[role=img][aria-labelledby]')).toHaveLength(0);
    expect(document.querySelectorAll('[data-live-announcer] [role=img]')).toHaveLength(0);
  });

  it('a pending submit button does not submit its form', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" isPending>
          إرسال
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
