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
    expect(screen.getByRole('link', { name: /واتساب/ }).getAttribute('href')).toBe('https://wa.me/966511111111');
    expect(screen.queryByRole('link', { name: 'فيسبوك' })).toBeNull();
    expect(screen.getByText(/24\/7/)).toBeTruthy();
    expect(screen.getByText(/© 2025/)).toBeTruthy();
  });
  it('shows the fallback WhatsApp number before site info arrives', () => {
    render(<Footer links={footerLinks} fallbackWhatsapp="500000000" />);
    expect(screen.getByRole('link', { name: /واتساب/ }).getAttribute('href')).toBe('https://wa.me/500000000');
  });
});
