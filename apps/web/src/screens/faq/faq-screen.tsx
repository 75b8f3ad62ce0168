import { css } from '@rihla/styled-system/css';
import { Accordion } from '@rihla/ui/accordion/accordion';
import { Breadcrumbs } from '@rihla/ui/breadcrumbs/breadcrumbs';
import { getFaq } from '../../api/get-faq.ts';
import { useRemote } from '../../api/use-remote.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { PageBanner } from '../../features/banners/page-banner.tsx';
import { Page, PageLoading, pageTitle } from '../../components/page.tsx';

/** /faq: each question expands or collapses its answer. A failed call leaves the list empty. */
export default function FaqScreen() {
  useDocumentMeta('الأسئلة الأكثر شيوعًا', 'إجابات عن أكثر الأسئلة شيوعًا حول الحجز والدفع والتأشيرات والإلغاء في رحلة.');
  const faq = useRemote('faq', (signal) => getFaq(signal));
  return (
    <Page>
      <PageBanner type="faq">
        <h1 className={pageTitle}>الأسئلة الأكثر شيوعًا</h1>
      </PageBanner>
      <Breadcrumbs
        items={[{ label: 'الرئيسية', href: '/' }, { label: 'الأسئلة الأكثر شيوعًا' }]}
        className={css({ marginBlockEnd: '4' })}
      />
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
