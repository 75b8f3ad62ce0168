import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './header.tsx';
import { headerLinks } from '../utils/story-nav.ts';

describe('Header', () => {
  it('shows navigation with the current page marked, and login/register for a guest', () => {
    render(<Header links={headerLinks} currentPath="/contact-us" />);
    const nav = screen.getByRole('navigation', { name: 'التنقل الرئيسي' });
    expect(within(nav).getByRole('link', { name: 'تواصل معنا' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'الرئيسية' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.getByRole('link', { name: 'إنشاء حساب' }).getAttribute('href')).toBe('/auth/register');
  });
  it('opens and closes the mobile menu, reporting aria-expanded', async () => {
    render(<Header links={headerLinks} />);
    const toggle = screen.getByRole('button', { name: 'القائمة الرئيسية' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(within(menu).getAllByRole('link')).toHaveLength(headerLinks.length);
    await userEvent.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'القائمة الرئيسية' })).toBeNull();
  });
  it('shows the user menu instead of login for a customer', async () => {
    const onLogout = vi.fn();
    render(<Header links={headerLinks} user={{ name: 'أحمد محمد' }} onLogout={onLogout} />);
    expect(screen.queryByRole('link', { name: 'تسجيل الدخول' })).toBeNull();
    // The menu's code is loaded when a customer is signed in.
    await userEvent.click(await screen.findByRole('button', { name: 'قائمة الحساب: أحمد محمد' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'تسجيل الخروج' }));
    expect(onLogout).toHaveBeenCalled();
  });
});
