import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timeline } from './timeline.tsx';

const days = [
  { day: 1, title: 'الوصول', description: 'الاستقبال في المطار.', image: '/day1.jpg' },
  { day: 2, title: 'جولة المدينة', description: 'جولة بالحافلة.', image: null },
];

describe('Timeline', () => {
  it('lists the days in order and expands a day to its description and image', async () => {
    const { container } = render(<Timeline days={days} />);
    const list = screen.getByRole('list', { name: 'برنامج الرحلة' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const day1 = screen.getByRole('button', { name: /اليوم 1\s*الوصول/ });
    expect(day1.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(day1);
    expect(day1.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('الاستقبال في المطار.')).toBeVisible();
    expect(container.querySelector('img[src="/day1.jpg"]')).toBeTruthy();
  });
  it('opens days given at first', () => {
    render(<Timeline days={days} defaultExpandedDays={[2]} />);
    expect(screen.getByRole('button', { name: /جولة المدينة/ }).getAttribute('aria-expanded')).toBe('true');
  });
});
