import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion.tsx';

const items = [
  { id: 1, title: 'كيف أحجز رحلة؟', content: 'اختر الرحلة ثم احجز.' },
  { id: 2, title: 'هل يمكنني الإلغاء؟', content: 'نعم قبل 96 ساعة.' },
];

describe('Accordion', () => {
  it('expands and collapses a question on click, reporting aria-expanded', async () => {
    render(<Accordion items={items} />);
    const q = screen.getByRole('button', { name: 'كيف أحجز رحلة؟' });
    expect(q.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('اختر الرحلة ثم احجز.')).not.toBeVisible();
    await userEvent.click(q);
    expect(q.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('اختر الرحلة ثم احجز.')).toBeVisible();
    await userEvent.click(q);
    expect(q.getAttribute('aria-expanded')).toBe('false');
  });
  it('puts each question in a heading and works from the keyboard', async () => {
    render(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'هل يمكنني الإلغاء؟' }).getAttribute('aria-expanded')).toBe('true');
  });
});
