import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../testing/fake-api.ts';
import { home, siteInfo, tags } from '../../testing/fixtures.ts';
import { renderRoute } from '../../testing/render-route.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('home page', () => {
  it('shows the banner, the search, the package categories and the four rows', async () => {
    const api = fakeApi({
      'GET /api/trips': home,
      'GET /api/data/tags': { data: tags },
      'GET /api/data/info': { data: siteInfo },
    });
    renderRoute('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'رحلة: احجز رحلتك القادمة' })).toBeInTheDocument();
    expect(await screen.findByText('صيف العلا')).toBeInTheDocument();
    const categories = await screen.findByRole('list', { name: 'فئات الباقات' });
    expect(await within(categories).findByRole('link', { name: 'شهر العسل' })).toHaveAttribute('href', '/packages/3');
    for (const title of ['رحلات حسب الدولة', 'المدن الأكثر زيارة', 'مدن السعودية', 'العروض الأكثر طلبًا'])
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getAllByText('جولة في إسطنبول').length).toBeGreaterThan(0);
    expect(api.calls).toContain('GET /api/trips');
  });
});
