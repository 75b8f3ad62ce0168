import '@rihla/ui/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startInspectorIfAsked } from '../lib/inspector.ts';
import { reloadOnStaleChunk } from '../lib/reload-on-stale-chunk.ts';
import { preloadLandingData } from './routes-public.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

reloadOnStaleChunk();
preloadLandingData(location.pathname);

// The inspector must exist before the first actor starts, so it is awaited (a no-op without ?inspect).
// The first render is a transition: React renders the shell in slices, leaving the main thread free
// between them, instead of in one long task on a slow phone.
void startInspectorIfAsked().finally(() => {
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
