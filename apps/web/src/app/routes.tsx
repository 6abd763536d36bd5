import { Navigate, type RouteObject } from 'react-router';
import { CONTRACTOR_PLACEHOLDERS, FILER_PLACEHOLDERS } from '../features/pages/appPages.ts';
import { NotFoundPage } from '../features/pages/NotFoundPage.tsx';
import { PlaceholderPage } from '../features/pages/PlaceholderPage.tsx';
import { PUBLIC_PLACEHOLDERS, type PlaceholderRoute } from '../features/pages/publicPages.ts';
import { AppIndexRedirect } from '../features/routing/AppIndexRedirect.tsx';
import { FilingsRedirect } from '../features/routing/FilingsRedirect.tsx';
import { RootRedirect } from '../features/routing/RootRedirect.tsx';
import { PageLoading } from '../features/session/PageLoading.tsx';
import { RequireSession } from '../features/session/RequireSession.tsx';
import { RequireSuperAdmin } from '../features/session/RequireSuperAdmin.tsx';
import type { AppId } from '../features/shell/navigation.ts';
import { PublicLayout } from '../features/shell/PublicLayout.tsx';
import { lazyPage } from './lazyRoute.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

// Every screen but the placeholders, the redirects and 'Page not found' is its own chunk (lazyPage),
// so the sign-in page loads only what it shows (docs/architecture.md, "Code splitting").

function placeholderRoutes(pages: PlaceholderRoute[]): RouteObject[] {
  return pages.map(({ path, title, text }) => ({
    path,
    element: <PlaceholderPage title={title} text={text} />,
  }));
}

function switchToParent(target: 'clients' | 'filings' | 'dashboard'): RouteObject['lazy'] {
  return async () => {
    const { SwitchToParentPage } = await import('../features/accounts/SwitchToParentPage.tsx');
    return { element: <SwitchToParentPage target={target} /> };
  };
}

/** The app layout (top bar, drawer, year tabs) is a chunk of its own too: the public pages do not use it. */
function appShell(app: AppId): RouteObject['lazy'] {
  return async () => {
    const { AppShell } = await import('../features/shell/AppShell.tsx');
    return { element: <AppShell app={app} /> };
  };
}

/** Account routes shared by both apps (spec part 2 §2: the contractor portal has them too). */
const accountRoutes: RouteObject[] = [
  {
    path: 'clients',
    lazy: lazyPage(() => import('../features/accounts/ClientsPage.tsx').then((m) => m.ClientsPage)),
  },
  {
    path: 'clients/addclient',
    lazy: lazyPage(() => import('../features/accounts/AddClientPage.tsx').then((m) => m.AddClientPage)),
  },
  { path: 'switchtopractice', lazy: switchToParent('clients') },
  {
    path: 'userpreferences',
    lazy: lazyPage(() =>
      import('../features/user-preferences/UserPreferencesPage.tsx').then((m) => m.UserPreferencesPage),
    ),
  },
];

/** What an app route shows until its first page's code has arrived (the session check looks the same). */
const appLoading = <PageLoading label="Loading the page" />;

/**
 * The route table: spec part 1 §2 (public and account routes) and part 2 §2 (app routes), with the
 * access rules: the apps need a selected account (RequireSession), admin tools a super admin.
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
            hydrateFallbackElement: (
              <PublicLayout>
                <PageLoading label="Loading the page" />
              </PublicLayout>
            ),
            children: [
              ...placeholderRoutes(PUBLIC_PLACEHOLDERS),
              {
                path: 'login',
                lazy: lazyPage(() => import('../features/auth/LoginPage.tsx').then((m) => m.LoginPage)),
              },
              {
                path: 'signup',
                lazy: lazyPage(() => import('../features/auth/SignupPage.tsx').then((m) => m.SignupPage)),
              },
              {
                path: 'testdrive',
                lazy: lazyPage(() =>
                  import('../features/auth/TestDrivePage.tsx').then((m) => m.TestDrivePage),
                ),
              },
              {
                path: 'mfa',
                lazy: lazyPage(() => import('../features/mfa/MfaPage.tsx').then((m) => m.MfaPage)),
              },
              {
                path: 'confirmemail',
                lazy: lazyPage(() =>
                  import('../features/auth/ConfirmEmailPage.tsx').then((m) => m.ConfirmEmailPage),
                ),
              },
              {
                path: 'forgotpassword',
                lazy: lazyPage(() =>
                  import('../features/auth/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
                ),
              },
              {
                path: 'resetpassword',
                lazy: lazyPage(() =>
                  import('../features/auth/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
                ),
              },
              {
                path: 'acceptdomaininvitation',
                lazy: lazyPage(() =>
                  import('../features/portal/AcceptDomainInvitationPage.tsx').then(
                    (m) => m.AcceptDomainInvitationPage,
                  ),
                ),
              },
              {
                path: 'acceptinvitation',
                lazy: lazyPage(() =>
                  import('../features/auth/AcceptInvitationPage.tsx').then((m) => m.AcceptInvitationPage),
                ),
              },
              {
                path: 'logout',
                lazy: lazyPage(() => import('../features/auth/LogoutPage.tsx').then((m) => m.LogoutPage)),
              },
              {
                path: 'w9',
                lazy: lazyPage(() => import('../features/w9/W9Page.tsx').then((m) => m.W9Page)),
              },
              {
                path: 'emailconsent',
                lazy: lazyPage(() =>
                  import('../features/delivery/ConsentPage.tsx').then((m) => m.ConsentPage),
                ),
              },
              {
                path: 'statement',
                lazy: lazyPage(() =>
                  import('../features/delivery/StatementPage.tsx').then((m) => m.StatementPage),
                ),
              },
              {
                element: <RequireSession need="user" />,
                children: [
                  {
                    path: 'selectaccount',
                    lazy: lazyPage(() =>
                      import('../features/accounts/SelectAccountPage.tsx').then((m) => m.SelectAccountPage),
                    ),
                  },
                  {
                    path: 'addaccount',
                    lazy: lazyPage(() =>
                      import('../features/accounts/AddAccountPage.tsx').then((m) => m.AddAccountPage),
                    ),
                  },
                  { path: 'switchtopractice', lazy: switchToParent('clients') },
                ],
              },
              {
                element: <RequireSession need="account" />,
                children: [
                  {
                    path: 'selectapp',
                    lazy: lazyPage(() =>
                      import('../features/pages/SelectAppPage.tsx').then((m) => m.SelectAppPage),
                    ),
                  },
                ],
              },
              { path: 'pagenotfound', element: <NotFoundPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            path: 'file1099',
            element: <RequireSession need="account" />,
            hydrateFallbackElement: appLoading,
            children: [
              {
                lazy: appShell('file1099'),
                children: [
                  { index: true, element: <AppIndexRedirect /> },
                  {
                    path: 'dashboard',
                    lazy: lazyPage(() =>
                      import('../features/dashboard/DashboardPage.tsx').then((m) => m.DashboardPage),
                    ),
                  },
                  {
                    path: 'payer',
                    lazy: lazyPage(() => import('../features/payer/PayerPage.tsx').then((m) => m.PayerPage)),
                  },
                  {
                    path: 'payees',
                    lazy: lazyPage(() =>
                      import('../features/payees/PayeesPage.tsx').then((m) => m.PayeesPage),
                    ),
                  },
                  {
                    path: 'filings',
                    lazy: lazyPage(() =>
                      import('../features/filings/FilingsPage.tsx').then((m) => m.FilingsPage),
                    ),
                  },
                  {
                    path: 'import',
                    lazy: lazyPage(() =>
                      import('../features/imports/ImportWizardPage.tsx').then((m) => m.ImportWizardPage),
                    ),
                  },
                  // 'Firm Filings' (spec part 2 §2): the firm's own filings, kept in the firm's account.
                  { path: 'switchtofirm', lazy: switchToParent('filings') },
                  {
                    path: 'integrations',
                    lazy: lazyPage(() =>
                      import('../features/integrations/IntegrationsPage.tsx').then((m) => m.IntegrationsPage),
                    ),
                  },
                  {
                    path: 'integrations/:partnerPath',
                    lazy: lazyPage(() =>
                      import('../features/pages/IntegrationPage.tsx').then((m) => m.IntegrationPage),
                    ),
                  },
                  ...accountRoutes,
                  {
                    path: 'team',
                    lazy: lazyPage(() => import('../features/team/TeamPage.tsx').then((m) => m.TeamPage)),
                  },
                  {
                    path: 'accountpreferences',
                    lazy: lazyPage(() =>
                      import('../features/accounts/AccountPreferencesPage.tsx').then(
                        (m) => m.AccountPreferencesPage,
                      ),
                    ),
                  },
                  // Billing transactions (spec part 2 §2: /transactions and /reports/billing).
                  ...['transactions', 'reports/billing'].map((path) => ({
                    path,
                    lazy: lazyPage(() =>
                      import('../features/billing/BillingTransactionsPage.tsx').then(
                        (m) => m.BillingTransactionsPage,
                      ),
                    ),
                  })),
                  {
                    path: 'reports',
                    lazy: lazyPage(() =>
                      import('../features/reports/ReportsPage.tsx').then((m) => m.ReportsPage),
                    ),
                  },
                  {
                    path: 'reports/filingsummary',
                    lazy: lazyPage(() =>
                      import('../features/reports/FilingSummaryPage.tsx').then((m) => m.FilingSummaryPage),
                    ),
                  },
                  { path: 'selectaccount', element: <Navigate to="/selectaccount" replace /> },
                  ...placeholderRoutes(FILER_PLACEHOLDERS),
                  {
                    element: <RequireSuperAdmin />,
                    children: [
                      {
                        path: 'deployinfo',
                        lazy: lazyPage(() =>
                          import('../features/admin/DeployInfoPage.tsx').then((m) => m.DeployInfoPage),
                        ),
                      },
                      {
                        path: 'configmanagement',
                        lazy: lazyPage(() =>
                          import('../features/admin/ConfigManagementPage.tsx').then(
                            (m) => m.ConfigManagementPage,
                          ),
                        ),
                      },
                      {
                        path: 'workers',
                        lazy: lazyPage(() =>
                          import('../features/admin/WorkersPage.tsx').then((m) => m.WorkersPage),
                        ),
                      },
                      {
                        path: 'audit',
                        lazy: lazyPage(() =>
                          import('../features/admin/AuditTrailPage.tsx').then((m) => m.AuditTrailPage),
                        ),
                      },
                      {
                        path: 'efsfilings',
                        lazy: lazyPage(() =>
                          import('../features/efs/EfsFilingsPage.tsx').then((m) => m.EfsFilingsPage),
                        ),
                      },
                      {
                        path: 'transmissions',
                        lazy: lazyPage(() =>
                          import('../features/transmissions/TransmissionsPage.tsx').then(
                            (m) => m.TransmissionsPage,
                          ),
                        ),
                      },
                      {
                        path: 'printrequests',
                        lazy: lazyPage(() =>
                          import('../features/print/PrintRequestsPage.tsx').then((m) => m.PrintRequestsPage),
                        ),
                      },
                      {
                        path: 'emailrequests',
                        lazy: lazyPage(() =>
                          import('../features/delivery/EmailRequestsPage.tsx').then(
                            (m) => m.EmailRequestsPage,
                          ),
                        ),
                      },
                      {
                        path: 'outbox',
                        lazy: lazyPage(() =>
                          import('../features/admin/OutboxPage.tsx').then((m) => m.OutboxPage),
                        ),
                      },
                    ],
                  },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
          {
            path: 'contractor',
            element: <RequireSession need="account" />,
            hydrateFallbackElement: appLoading,
            children: [
              {
                lazy: appShell('contractor'),
                children: [
                  { index: true, element: <AppIndexRedirect /> },
                  ...placeholderRoutes(CONTRACTOR_PLACEHOLDERS),
                  {
                    path: 'forms',
                    lazy: lazyPage(() =>
                      import('../features/portal/ContractorFormsPage.tsx').then((m) => m.ContractorFormsPage),
                    ),
                  },
                  {
                    path: 'w9',
                    lazy: lazyPage(() =>
                      import('../features/portal/ContractorW9Page.tsx').then((m) => m.ContractorW9Page),
                    ),
                  },
                  ...accountRoutes,
                  { path: 'switchtofirm', lazy: switchToParent('dashboard') },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
