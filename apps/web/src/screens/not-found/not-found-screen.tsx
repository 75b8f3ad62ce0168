import { NOT_FOUND_TEXT, uiMessages } from '@rihla/contract';
import { css } from '@rihla/styled-system/css';
import { PageLink } from '@rihla/ui/link/page-link';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { Page } from '../../components/page.tsx';
import lostMap from './lost-map.svg';

/** Any path no route claims: the 'page not found' message with its picture and a way home. */
export default function NotFoundScreen() {
  useDocumentMeta(NOT_FOUND_TEXT);
  return (
    <Page
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '4',
        textAlign: 'center',
        paddingBlock: '16',
      })}
    >
      <img src={lostMap} alt="" width={240} height={180} />
      <h1 className={css({ fontSize: '3xl', fontWeight: '700' })}>{uiMessages.pageNotFound}</h1>
      <p className={css({ color: 'fg.muted' })}>ربما تغيّر عنوان الصفحة أو لم تعد موجودة.</p>
      <PageLink href="/" variant="button">
        العودة إلى الرئيسية
      </PageLink>
    </Page>
  );
}
