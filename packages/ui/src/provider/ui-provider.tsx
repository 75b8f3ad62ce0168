import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { DISPLAY_LOCALE } from '@rihla/contract';
import { NavigateContext } from './navigation.ts';

export interface UiProviderProps {
  children: ReactNode;
  /** The app's client-side navigation, so react-aria links and menus route without reloads. */
  navigate?: (path: string) => void;
  useHref?: (href: string) => string;
}

/**
 * Arabic (Saudi) locale for every react-aria component, with Latin digits (ar-SA-u-nu-latn, as every
 * number on the site): direction, number and date formats come from the locale, not from the `dir`
 * attribute alone. Number fields still read Arabic-Indic digits typed into them.
 */
export function UiProvider({ children, navigate, useHref }: UiProviderProps) {
  const content = <I18nProvider locale={DISPLAY_LOCALE}>{children}</I18nProvider>;
  if (!navigate) return content;
  return (
    <NavigateContext.Provider value={navigate}>
      <RouterProvider navigate={navigate} useHref={useHref}>
        {content}
      </RouterProvider>
    </NavigateContext.Provider>
  );
}
