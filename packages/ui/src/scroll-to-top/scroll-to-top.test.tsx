import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollToTop } from './scroll-to-top.tsx';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('ScrollToTop', () => {
  it('appears after 300 px of scroll and scrolls back to the top', async () => {
    const scroll = vi.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    render(<ScrollToTop />);
    scrollTo(300);
    expect(screen.queryByRole('button')).toBeNull();
    scrollTo(301);
    await userEvent.click(screen.getByRole('button', { name: 'العودة إلى أعلى الصفحة' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo(0);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
