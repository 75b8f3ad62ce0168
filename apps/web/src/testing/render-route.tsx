import { render, type RenderResult } from '@testing-library/react';
import { App } from '../app/app.tsx';

/**
 * Renders `path` the way a visitor opening it gets it: the real route table inside the real shell
 * and providers (router, react-aria's Arabic locale and navigation, layout, session). The address is
 * set on jsdom's own history, which wouter reads, so the screens that read `location` directly (the
 * query of the auth pages, a section's #hash) see the same address as the router. Screens are lazy
 * chunks: wait for them with `findBy…`.
 */
export function renderRoute(path: string): RenderResult {
  history.replaceState(null, '', path);
  return render(<App />);
}
