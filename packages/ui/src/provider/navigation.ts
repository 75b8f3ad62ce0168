import { createContext } from 'react';

/**
 * The app's client-side navigation, for the site's native links (link/page-link.tsx). UiProvider
 * gives it here and to react-aria's RouterProvider alike; without it a link simply loads its page.
 */
export const NavigateContext = createContext<((path: string) => void) | null>(null);
