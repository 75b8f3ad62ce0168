import { useEffect } from 'react';

const SITE = 'رحلة';

/** Sets the page's Arabic <title> and meta description for each screen. */
export function useDocumentMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
