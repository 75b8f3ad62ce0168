import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { Link } from './link.tsx';

describe('Link', () => {
  it('navigates through the app router without a reload', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/faq">الأسئلة الشائعة</Link>
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'الأسئلة الشائعة' }));
    expect(navigate).toHaveBeenCalledWith('/faq', undefined);
  });
  it('opens external links in a new tab and says so', () => {
    render(
      <Link href="https://wa.me/1" isExternal>
        واتساب
      </Link>,
    );
    const link = screen.getByRole('link', { name: /واتساب.*يفتح في نافذة جديدة/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
