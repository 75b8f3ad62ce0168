import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DateText } from './date-text.tsx';

describe('DateText', () => {
  it('writes yyyy/MM/dd left to right with the ISO date for machines', () => {
    render(<DateText date="2026-01-05" />);
    const time = screen.getByText('2026/01/05');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-01-05');
    expect(time.getAttribute('dir')).toBe('ltr');
  });
});
