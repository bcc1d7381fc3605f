import { disableZodJit } from '@takeline/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/base.css';
import { App } from './app/app';
import { registerServiceWorker } from './lib/service-worker';

// The CSP forbids eval: Zod must not even try it (docs/security.md#browser-protections).
disableZodJit();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A transition lets React render the first screen in slices, so the page stays
// responsive while it boots (index.html already painted the header bar).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
