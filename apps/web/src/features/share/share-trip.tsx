import { useState, useSyncExternalStore } from 'react';
import { css } from '@rihla/styled-system/css';
import { tripPath } from '@rihla/contract';
import { NativeButton } from '@rihla/ui/button/native-button';
import { ShareIcon } from '@rihla/ui/icons/icons';
import { PageLink } from '@rihla/ui/link/page-link';

/** The trip's canonical address on this site (the page's <link rel=canonical>, else this origin's). */
function canonicalUrl(id: number, title: string): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical && new URL(canonical).pathname.startsWith(`/trip/${id}`)
    ? canonical
    : `${location.origin}${tripPath(id, title)}`;
}

const noChange = () => () => {};
const browserOrigin = () => location.origin;
const serverOrigin = () => '';

/**
 * "مشاركة" on the trip page (issue 30, item 5): the system's share sheet where the browser has one
 * (phones), else the canonical link copied with an announcement; and a WhatsApp link with the title
 * and the address, which most of our customers share through.
 */
export function ShareTrip({ id, title }: { id: number; title: string }) {
  const [told, setTold] = useState('');
  // The absolute address exists in the browser only; the server's HTML carries the path, and
  // hydration then fills the origin in.
  const origin = useSyncExternalStore(noChange, browserOrigin, serverOrigin);
  const url = `${origin}${tripPath(id, title)}`;

  const share = async () => {
    setTold('');
    const link = canonicalUrl(id, title);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: link });
        return;
      } catch (e) {
        // Closed by the visitor: nothing to say. Refused by the browser: copy instead.
        if ((e as DOMException).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      setTold('نُسخ رابط الرحلة، الصقه حيث تريد مشاركته.');
    } catch {
      setTold(`انسخ رابط الرحلة: ${link}`);
    }
  };

  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
      <NativeButton onClick={share} aria-label={`مشاركة ${title}`} variant="secondary">
        <ShareIcon size={18} />
        مشاركة
      </NativeButton>
      <PageLink
        href={`https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`}
        isExternal
        variant="outline"
        aria-label={`مشاركة ${title} عبر واتساب`}
      >
        واتساب
      </PageLink>
      <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted', flexBasis: '100%' })}>
        {told}
      </p>
    </div>
  );
}
