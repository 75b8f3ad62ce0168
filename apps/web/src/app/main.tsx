import '@rihla/ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startInspectorIfAsked } from './inspector.ts';
import { preloadLandingData } from './routes-public.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

preloadLandingData(location.pathname);

// The inspector must exist before the first actor starts, so it is awaited (a no-op without ?inspect).
void startInspectorIfAsked().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
