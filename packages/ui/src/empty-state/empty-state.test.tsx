import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { uiMessages } from '@rihla/contract';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('shows and politely announces the Arabic message as a heading', () => {
    render(<EmptyState title={uiMessages.noTrips} action={<a href="/">الرئيسية</a>} />);
    expect(screen.getByRole('heading', { level: 2, name: uiMessages.noTrips })).toBeTruthy();
    expect(screen.getByRole('status')).toHaveTextContent(uiMessages.noTrips);
    expect(screen.getByRole('link', { name: 'الرئيسية' })).toBeTruthy();
  });
});
