import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserMenu } from './user-menu.tsx';

describe('UserMenu', () => {
  it('opens from the keyboard with the three account links and logout', async () => {
    const onLogout = vi.fn();
    render(<UserMenu user={{ name: 'سارة علي' }} onLogout={onLogout} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['إدارة الحساب', 'المفضلة', 'رحلاتي', 'تسجيل الخروج']);
    expect(items[1]!.getAttribute('href')).toBe('/account/favourites');
    expect(document.activeElement).toBe(items[0]);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
