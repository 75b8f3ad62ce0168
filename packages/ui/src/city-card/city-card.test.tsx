import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { cityCardSearchPath } from '@rihla/contract';
import { CityCard } from './city-card.tsx';

describe('CityCard', () => {
  it('links the city to the search the app gives and names the country', () => {
    const href = cityCardSearchPath(9, 'أبها الجديدة');
    render(<CityCard city={{ id: 9, name: 'أبها الجديدة', image: '/abha.jpg' }} href={href} countryName="السعودية" />);
    expect(screen.getByRole('link', { name: 'أبها الجديدة' }).getAttribute('href')).toBe(href);
    expect(screen.getByText('السعودية')).toBeTruthy();
  });
});
