import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startInspectorIfAsked } from '../lib/inspector.ts';
import { reportRealVisitors } from '../lib/real-visitors.ts';
import { preloadLandingData } from './landing-reads.ts';
import { isServerRendered } from '../api/first-data.ts';
import { startCustomerCheck } from '../api/early-customer.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

reportRealVisitors();
// A page the server rendered carries its data; any other reads it now, while its code downloads.
const hydrating = isServerRendered();
if (!hydrating) preloadLandingData(location.pathname);
// A stored token is checked now, not once the session's code has arrived (the back office has its own).
if (!/^\/admin(\/|$)/.test(location.pathname)) startCustomerCheck();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The inspector must exist before the first actor starts, so it is awaited (a no-op without ?inspect).
// The first render is a transition: React renders the shell in slices, leaving the main thread free
// between them, instead of in one long task on a slow phone.
void startInspectorIfAsked().finally(() => {
  if (hydrating) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
});
