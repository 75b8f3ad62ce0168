import type { Story } from '@ladle/react';
import { Footer } from './footer.tsx';
import { footerLinks } from '../utils/story-nav.ts';

export const WithSiteInfo: Story = () => (
  <Footer
    links={footerLinks}
    siteInfo={{
      phone_number: '+966500000000',
      whatsapp_number: '966511111111',
      email_address: 'support@rihla.example',
      facebook_url: 'https://facebook.com/rihla',
      twitter_url: 'https://twitter.com/rihla',
      instagram_url: 'https://instagram.com/rihla',
      appstore_url: 'https://apps.apple.com/app/rihla',
      playstore_url: 'https://play.google.com/store/apps/details?id=rihla',
    }}
  />
);
export const BeforeSiteInfo: Story = () => <Footer links={footerLinks} fallbackWhatsapp="500000000" />;
