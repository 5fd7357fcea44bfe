import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { lightTheme } from '@vn/ui';
import { SiteRoutes } from './app/router';

// The theme's variables live on <html>, so the global styles of <body> can use them too.
document.documentElement.classList.add(lightTheme);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  </StrictMode>,
);
