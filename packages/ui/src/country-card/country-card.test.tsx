import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CountryCard } from './country-card.tsx';

describe('CountryCard', () => {
  it('is one link named by the country, to the href given', () => {
    render(<CountryCard country={{ id: 3, name: 'مصر', image: '/egypt.jpg' }} href="/countries/3/مصر" />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'مصر' }).getAttribute('href')).toBe('/countries/3/مصر');
    expect(screen.getByRole('heading', { level: 3, name: 'مصر' })).toBeTruthy();
  });
});
