import { useEffect } from 'react';

const SITE = 'رحلة';

/**
 * Sets the page's Arabic <title> and meta description for each screen: the page table's text
 * (packages/contract/src/pages.ts), which the server's head for the page also reads.
 */
export function useDocumentMeta({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
