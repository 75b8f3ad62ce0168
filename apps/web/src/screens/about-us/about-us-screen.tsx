import { useEffect } from 'react';
import { css } from '@rihla/styled-system/css';
import { Breadcrumbs } from '@rihla/ui/breadcrumbs/breadcrumbs';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { PageBanner } from '../../features/banners/page-banner.tsx';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import { ContactList } from '../../features/site-info/contact-list.tsx';
import { SellerAddress } from '../../features/site-info/seller-address.tsx';
import { Page, pageTitle, sectionTitle } from '../../components/page.tsx';
import { aboutUsText } from '@rihla/contract';
import { HOME_CRUMB } from '../../components/crumbs.ts';

/** /about-us: the brand introduction ("من نحن" in the header and the footer). */
export default function AboutUsScreen() {
  useDocumentMeta(aboutUsText);
  const info = useSiteInfo();
  // Old links to /about-us#about (the header used it before packages got its own link) still land on the section.
  useEffect(() => {
    if (location.hash === '#about') document.getElementById('about')?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <Page>
      <PageBanner type="about-us">
        <h1 className={pageTitle}>{aboutUsText.title}</h1>
      </PageBanner>
      <Breadcrumbs items={[HOME_CRUMB, { label: aboutUsText.title }]} className={css({ marginBlockEnd: '4' })} />
      <div
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '4',
          maxWidth: '75ch',
          lineHeight: '1.9',
          fontSize: 'lg',
        })}
      >
        <p>
          رحلة منصة سعودية لحجز الرحلات والباقات السياحية، وُلدت من شغفنا بالسفر ورغبتنا في أن يكون التخطيط لرحلتك سهلًا كالاستمتاع
          بها. نختار لك بعناية أجمل الوجهات داخل المملكة وخارجها، ونتعاون مع شركات سياحية موثوقة لنقدّم لك برامج متكاملة بأسعار
          واضحة دون مفاجآت.
        </p>
        <p>
          سواء كنت تخطط لشهر عسل أو عطلة عائلية أو مغامرة في الطبيعة أو برنامج للدراسة في الخارج، ستجد لدينا باقات تناسبك ويمكنك
          حجزها خلال دقائق. وفريق الدعم لدينا معك على مدار الساعة، قبل السفر وأثناءه وبعد عودتك.
        </p>
      </div>
      <section
        aria-labelledby="about-contact"
        className={css({ marginBlockStart: '8', display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <h2 id="about-contact" className={sectionTitle}>
          تواصل معنا
        </h2>
        <ContactList info={info} />
      </section>
      <div className={css({ marginBlockStart: '8' })}>
        <SellerAddress info={info} />
      </div>
    </Page>
  );
}
