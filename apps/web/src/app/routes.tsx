import { Navigate, type RouteObject } from 'react-router';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { CONTRACTOR_PLACEHOLDERS, FILER_PLACEHOLDERS } from '../features/pages/appPages.ts';
import { IntegrationPage } from '../features/pages/IntegrationPage.tsx';
import { LogoutPage } from '../features/pages/LogoutPage.tsx';
import { NotFoundPage } from '../features/pages/NotFoundPage.tsx';
import { PlaceholderPage } from '../features/pages/PlaceholderPage.tsx';
import { PUBLIC_PLACEHOLDERS, type PlaceholderRoute } from '../features/pages/publicPages.ts';
import { SelectAppPage } from '../features/pages/SelectAppPage.tsx';
import { W9Page } from '../features/pages/W9Page.tsx';
import { FilingsRedirect } from '../features/routing/FilingsRedirect.tsx';
import { RootRedirect } from '../features/routing/RootRedirect.tsx';
import { AppShell } from '../features/shell/AppShell.tsx';
import { PublicLayout } from '../features/shell/PublicLayout.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

function placeholderRoutes(pages: PlaceholderRoute[]): RouteObject[] {
  return pages.map(({ path, title, text }) => ({
    path,
    element: <PlaceholderPage title={title} text={text} />,
  }));
}

/**
 * The route table: spec part 1 §2 (public and account routes) and part 2 §2 (app routes).
 * Issue 3 adds the access rules (login, MFA, selected account) around the app shells.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <RootRedirect /> },
          { path: 'filings', element: <FilingsRedirect /> },
          {
            element: <PublicLayout />,
            children: [
              ...placeholderRoutes(PUBLIC_PLACEHOLDERS),
              { path: 'logout', element: <LogoutPage /> },
              { path: 'selectapp', element: <SelectAppPage /> },
              { path: 'w9', element: <W9Page /> },
              { path: 'pagenotfound', element: <NotFoundPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            path: 'file1099',
            element: <AppShell app="file1099" />,
            children: [
              // Issue 3: an accountant shell outside a client goes to clients instead.
              { index: true, element: <Navigate to="dashboard" replace /> },
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'integrations/:partnerPath', element: <IntegrationPage /> },
              ...placeholderRoutes(FILER_PLACEHOLDERS),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            path: 'contractor',
            element: <AppShell app="contractor" />,
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              ...placeholderRoutes(CONTRACTOR_PLACEHOLDERS),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
