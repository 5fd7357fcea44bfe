// First: schemas are built as libs/domain loads, and must be built without `new Function`.
import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SiteRoutes } from './app/router';
import { startAppearance } from './appearance/appearance-store';

// The theme's variables live on <html>, so the global styles of <body> can use them too: the
// reader's theme (light, dark or the system's), before anything renders.
startAppearance();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  </StrictMode>,
);
