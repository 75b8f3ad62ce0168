import { css } from '@rihla/styled-system/css';
import { Breadcrumbs } from '@rihla/ui/breadcrumbs/breadcrumbs';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { PageBanner } from '../../features/banners/page-banner.tsx';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import { ContactList } from '../../features/site-info/contact-list.tsx';
import { SellerAddress } from '../../features/site-info/seller-address.tsx';
import { Page, pageTitle } from '../../components/page.tsx';
import { contactUsText } from '@rihla/contract';
import { HOME_CRUMB } from '../../components/crumbs.ts';

/** /contact-us: phone (call), WhatsApp (chat), e-mail (mail) and social links, each only when set. */
export default function ContactUsScreen() {
  useDocumentMeta(contactUsText);
  const info = useSiteInfo();
  return (
    <Page>
      <PageBanner type="about-us">
        <h1 className={pageTitle}>{contactUsText.title}</h1>
      </PageBanner>
      <Breadcrumbs items={[HOME_CRUMB, { label: contactUsText.title }]} className={css({ marginBlockEnd: '4' })} />
      <p className={css({ marginBlockEnd: '4', fontSize: 'lg' })}>
        فريق الدعم متاح على مدار الساعة طوال أيام الأسبوع للإجابة عن أسئلتك.
      </p>
      <ContactList
        info={info}
        className={css({
          display: 'grid',
          gap: '3',
          listStyle: 'none',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          '& > li': { display: 'flex', flexDirection: 'column', gap: '1', padding: '4', layerStyle: 'subtleCard' },
        })}
      />
      <div className={css({ marginBlockStart: '8' })}>
        <SellerAddress info={info} />
      </div>
    </Page>
  );
}
