import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import { routes } from './app/routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
