import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from './breadcrumbs.tsx';

describe('Breadcrumbs', () => {
  it('is a labelled navigation whose last crumb is the current page', () => {
    render(<Breadcrumbs items={[{ label: 'الرئيسية', href: '/' }, { label: 'الباقات', href: '/packages' }, { label: 'مصر' }]} />);
    const nav = screen.getByRole('navigation', { name: 'مسار التنقل' });
    expect(within(nav).getByRole('link', { name: 'الرئيسية' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'الباقات' }).getAttribute('href')).toBe('/packages');
    expect(within(nav).getByText('مصر').closest('[aria-current]')?.getAttribute('aria-current')).toBe('page');
  });
});
