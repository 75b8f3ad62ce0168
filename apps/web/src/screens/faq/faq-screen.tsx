import { css } from '@rihla/styled-system/css';
import { Accordion } from '@rihla/ui/accordion/accordion';
import { Breadcrumbs } from '@rihla/ui/breadcrumbs/breadcrumbs';
import { faqQuery } from '../../api/get-faq.ts';
import { useRemote } from '../../api/use-remote.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { PageBanner } from '../../features/banners/page-banner.tsx';
import { Page, PageLoading, pageTitle } from '../../components/page.tsx';
import { faqText } from '@rihla/contract';
import { HOME_CRUMB } from '../../components/crumbs.ts';

/** /faq: each question expands or collapses its answer. A failed call leaves the list empty. */
export default function FaqScreen() {
  useDocumentMeta(faqText);
  const faq = useRemote(faqQuery());
  return (
    <Page>
      <PageBanner type="faq">
        <h1 className={pageTitle}>{faqText.title}</h1>
      </PageBanner>
      <Breadcrumbs items={[HOME_CRUMB, { label: faqText.title }]} className={css({ marginBlockEnd: '4' })} />
      {faq.isLoading && <PageLoading label="جارٍ تحميل الأسئلة" />}
      {faq.data && (
        <Accordion
          headingLevel={2}
          className={css({ maxWidth: '75ch' })}
          items={faq.data.map((item) => ({ id: item.id, title: item.question, content: <p>{item.answer}</p> }))}
        />
      )}
    </Page>
  );
}
