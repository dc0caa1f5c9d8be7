import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/app';

// The first render is a transition, so React renders the long landing page in small slices and
// the main thread stays responsive while it loads (PUB-17's Lighthouse budget: total blocking time).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
