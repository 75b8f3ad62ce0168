import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { UiProvider } from '../provider/ui-provider.tsx';
import { PageLink } from './page-link.tsx';

function renderLinks(navigate: (path: string) => void) {
  render(
    <UiProvider navigate={navigate}>
      <PageLink href="/packages">الباقات</PageLink>
      <PageLink href="https://example.com/app">التطبيق</PageLink>
      <PageLink href="/terms" isExternal>
        الشروط
      </PageLink>
    </UiProvider>,
  );
}

// fireEvent answers false when the link kept the browser from following it (preventDefault).
const click = (name: RegExp | string, init: MouseEventInit = {}) =>
  fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });

describe('PageLink', () => {
  it('shows a path of the site through the app’s navigation, without a new document', () => {
    const navigate = vi.fn();
    renderLinks(navigate);
    expect(click('الباقات')).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/packages');
    expect(screen.getByRole('link', { name: 'الباقات' }).getAttribute('href')).toBe('/packages');
  });

  it('leaves to the browser a modified or middle click, another site and a new tab', () => {
    const navigate = vi.fn();
    renderLinks(navigate);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(click('الباقات', init)).toBe(true);
    expect(click('التطبيق')).toBe(true);
    // A new tab, said to screen readers too.
    const external = screen.getByRole('link', { name: /الشروط/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.textContent).toContain('(يفتح في نافذة جديدة)');
    expect(click(/الشروط/)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is a plain link without the app (a story, a test): the browser follows it', () => {
    render(<PageLink href="/packages">الباقات</PageLink>);
    expect(click('الباقات')).toBe(true);
  });
});
