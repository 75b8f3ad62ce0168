import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';

export interface UiProviderProps {
  children: ReactNode;
  /** The app's client-side navigation, so react-aria links and menus route without reloads. */
  navigate?: (path: string) => void;
  useHref?: (href: string) => string;
}

/**
 * Arabic (Saudi) locale for every react-aria component: direction, number and date formats and
 * the Hijri calendar come from the locale, not from the `dir` attribute alone.
 */
export function UiProvider({ children, navigate, useHref }: UiProviderProps) {
  const content = <I18nProvider locale="ar-SA">{children}</I18nProvider>;
  if (!navigate) return content;
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {content}
    </RouterProvider>
  );
}
