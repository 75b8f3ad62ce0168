import { lazy, Suspense, useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { UiProvider } from '@rihla/ui/provider/ui-provider';
import { AppRoutes } from './routes.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { PageLoading } from '../components/page.tsx';
import { ScrollOnNavigate } from './layout/scroll-on-navigate.tsx';
import { RootErrorBoundary } from './layout/root-error-boundary.tsx';

/**
 * Marks the page ready (`<html data-ready>`) once the screen is in and live: hydrated when the server
 * rendered it. The browser tests wait for it before they act, as a visitor's click before then
 * could land on a page whose code has not run yet.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}

// The back office (issue 17) has its own shell and its own chunks: no customer downloads it.
const AdminApp = lazy(() => import('../admin/admin-app.tsx'));
const isAdmin = (path: string) => path === '/admin' || path.startsWith('/admin/');

function Providers() {
  const [path, navigate] = useLocation();
  if (isAdmin(path))
    return (
      <UiProvider navigate={(to) => navigate(to)}>
        <Suspense fallback={<PageLoading />}>
          <AdminApp />
          <PageReady />
        </Suspense>
      </UiProvider>
    );
  return (
    <UiProvider navigate={(to) => navigate(to)}>
      <ScrollOnNavigate />
      <AppLayout>
        {/* The shell stays while a screen's chunk downloads; only the main area waits. */}
        <Suspense fallback={<PageLoading />}>
          <AppRoutes />
          <PageReady />
        </Suspense>
      </AppLayout>
    </UiProvider>
  );
}

/** The whole app; on the server, for the address being rendered (wouter's ssrPath and ssrSearch). */
export function App({ ssrPath, ssrSearch }: { ssrPath?: string; ssrSearch?: string }) {
  return (
    <RootErrorBoundary>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <Providers />
      </Router>
    </RootErrorBoundary>
  );
}
