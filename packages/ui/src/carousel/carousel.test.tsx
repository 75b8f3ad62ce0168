import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, visibleSlides } from './carousel.tsx';

const slides = ['الأولى', 'الثانية', 'الثالثة', 'الرابعة'].map((t) => (
  <a key={t} href={`/${t}`}>
    {t}
  </a>
));

describe('visibleSlides', () => {
  it('keeps the view full at the end', () => {
    expect([...visibleSlides(0, 3, 5)]).toEqual([0, 1, 2]);
    expect([...visibleSlides(4, 3, 5)]).toEqual([2, 3, 4]);
    expect([...visibleSlides(0, 3, 2)]).toEqual([0, 1]);
  });
});

describe('Carousel', () => {
  // jsdom lays nothing out; give every element a width so swiper can compute its slides.
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 360 });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientWidth', original);
  });

  it('is a labelled RTL region with Arabic previous/next buttons', () => {
    render(<Carousel label="رحلات حسب الدولة">{slides}</Carousel>);
    const region = screen.getByRole('region', { name: 'رحلات حسب الدولة' });
    expect(region.querySelector('.swiper')?.getAttribute('dir')).toBe('rtl');
    expect(within(region).getByRole('button', { name: 'الشريحة السابقة' })).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'الشريحة التالية' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'إيقاف التشغيل التلقائي' })).toBeNull();
  });
  it('takes slides out of view out of the tab order and the accessibility tree', async () => {
    render(<Carousel label="مدن">{slides}</Carousel>);
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups.map((g) => g.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true', 'true']);
    expect(groups[1]!.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('link', { name: 'الأولى' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'الثانية' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'الشريحة التالية' }));
    expect(screen.getAllByRole('group', { hidden: true }).map((g) => g.getAttribute('aria-hidden'))).toEqual([
      'true',
      'false',
      'true',
      'true',
    ]);
    expect(screen.getByRole('button', { name: 'الشريحة السابقة' })).toBeEnabled();
  });
  it('has a visible pause/play control when it autoplays', async () => {
    render(
      <Carousel label="العروض" autoplayDelay={5000}>
        {slides}
      </Carousel>,
    );
    const pause = screen.getByRole('button', { name: 'إيقاف التشغيل التلقائي' });
    await userEvent.click(pause);
    expect(screen.getByRole('button', { name: 'تشغيل التلقائي' })).toBeTruthy();
  });
});
