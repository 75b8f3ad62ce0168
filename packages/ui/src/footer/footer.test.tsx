import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Footer } from './footer.tsx';
import { footerLinks } from '../utils/story-nav.ts';

describe('Footer', () => {
  it('lists the pages, contacts present in site info, 24/7 support and the 2025 copyright', () => {
    render(
      <Footer
        links={footerLinks}
        siteInfo={{ phone_number: '+966500000000', email_address: 'a@b.sa', whatsapp_number: '966511111111' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' }).getAttribute('href')).toBe('/policy');
    expect(screen.getByRole('link', { name: /الهاتف/ }).getAttribute('href')).toBe('tel:+966500000000');
    expect(screen.getByRole('link', { name: /البريد/ }).getAttribute('href')).toBe('mailto:a@b.sa');
    const whatsapp = screen.getByRole('link', { name: /واتساب/ });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/966511111111');
    // Another site: a new tab, which screen readers hear of (PageLink's isExternal).
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.textContent).toContain('(يفتح في نافذة جديدة)');
    expect(screen.queryByRole('link', { name: /فيسبوك/ })).toBeNull();
    expect(screen.getByText(/24\/7/)).toBeTruthy();
    expect(screen.getByText(/© 2025/)).toBeTruthy();
  });
  it('shows the fallback WhatsApp number before site info arrives', () => {
    render(<Footer links={footerLinks} fallbackWhatsapp="500000000" />);
    expect(screen.getByRole('link', { name: /واتساب/ }).getAttribute('href')).toBe('https://wa.me/500000000');
  });
  it('shows the seller’s legal name and numbers once set (issue 27)', () => {
    const { rerender } = render(<Footer links={footerLinks} siteInfo={{}} />);
    expect(screen.queryByRole('group', { name: 'الهوية النظامية للبائع' })).toBeNull();
    rerender(
      <Footer
        links={footerLinks}
        siteInfo={{
          legal_name: 'شركة رحلة للسياحة',
          cr_number: '1010123456',
          vat_number: '310122393500003',
          tourism_licence: '73104567',
        }}
      />,
    );
    const seller = screen.getByRole('group', { name: 'الهوية النظامية للبائع' });
    expect(seller.textContent).toContain('شركة رحلة للسياحة');
    expect(seller.textContent).toContain('السجل التجاري:1010123456');
    expect(seller.textContent).toContain('الرقم الضريبي:310122393500003');
    expect(seller.textContent).toContain('ترخيص وزارة السياحة:73104567');
  });
});
