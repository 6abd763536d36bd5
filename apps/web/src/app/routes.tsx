import { Navigate, type RouteObject } from 'react-router';
import { AccountPreferencesPage } from '../features/accounts/AccountPreferencesPage.tsx';
import { AddAccountPage } from '../features/accounts/AddAccountPage.tsx';
import { AddClientPage } from '../features/accounts/AddClientPage.tsx';
import { ClientsPage } from '../features/accounts/ClientsPage.tsx';
import { SelectAccountPage } from '../features/accounts/SelectAccountPage.tsx';
import { SwitchToParentPage } from '../features/accounts/SwitchToParentPage.tsx';
import { OutboxPage } from '../features/admin/OutboxPage.tsx';
import { AcceptInvitationPage } from '../features/auth/AcceptInvitationPage.tsx';
import { ConfirmEmailPage } from '../features/auth/ConfirmEmailPage.tsx';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { LogoutPage } from '../features/auth/LogoutPage.tsx';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';
import { SignupPage } from '../features/auth/SignupPage.tsx';
import { TestDrivePage } from '../features/auth/TestDrivePage.tsx';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { MfaPage } from '../features/mfa/MfaPage.tsx';
import { PayerPage } from '../features/payer/PayerPage.tsx';
import { PayeesPage } from '../features/payees/PayeesPage.tsx';
import { FilingsPage } from '../features/filings/FilingsPage.tsx';
import { ImportWizardPage } from '../features/imports/ImportWizardPage.tsx';
import {
  ADMIN_PLACEHOLDERS,
  CONTRACTOR_PLACEHOLDERS,
  FILER_PLACEHOLDERS,
} from '../features/pages/appPages.ts';
import { IntegrationPage } from '../features/pages/IntegrationPage.tsx';
import { NotFoundPage } from '../features/pages/NotFoundPage.tsx';
import { PlaceholderPage } from '../features/pages/PlaceholderPage.tsx';
import { PUBLIC_PLACEHOLDERS, type PlaceholderRoute } from '../features/pages/publicPages.ts';
import { SelectAppPage } from '../features/pages/SelectAppPage.tsx';
import { W9Page } from '../features/pages/W9Page.tsx';
import { AppIndexRedirect } from '../features/routing/AppIndexRedirect.tsx';
import { FilingsRedirect } from '../features/routing/FilingsRedirect.tsx';
import { RootRedirect } from '../features/routing/RootRedirect.tsx';
import { RequireSession } from '../features/session/RequireSession.tsx';
import { RequireSuperAdmin } from '../features/session/RequireSuperAdmin.tsx';
import { TeamPage } from '../features/team/TeamPage.tsx';
import { UserPreferencesPage } from '../features/user-preferences/UserPreferencesPage.tsx';
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

/** Account routes shared by both apps (spec part 2 §2: the contractor portal has them too). */
const accountRoutes: RouteObject[] = [
  { path: 'clients', element: <ClientsPage /> },
  { path: 'clients/addclient', element: <AddClientPage /> },
  { path: 'switchtopractice', element: <SwitchToParentPage target="clients" /> },
  { path: 'userpreferences', element: <UserPreferencesPage /> },
];

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
            children: [
              ...placeholderRoutes(PUBLIC_PLACEHOLDERS),
              { path: 'login', element: <LoginPage /> },
              { path: 'signup', element: <SignupPage /> },
              { path: 'testdrive', element: <TestDrivePage /> },
              { path: 'mfa', element: <MfaPage /> },
              { path: 'confirmemail', element: <ConfirmEmailPage /> },
              { path: 'forgotpassword', element: <ForgotPasswordPage /> },
              { path: 'resetpassword', element: <ResetPasswordPage /> },
              { path: 'acceptinvitation', element: <AcceptInvitationPage /> },
              { path: 'logout', element: <LogoutPage /> },
              { path: 'w9', element: <W9Page /> },
              {
                element: <RequireSession need="user" />,
                children: [
                  { path: 'selectaccount', element: <SelectAccountPage /> },
                  { path: 'addaccount', element: <AddAccountPage /> },
                  { path: 'switchtopractice', element: <SwitchToParentPage target="clients" /> },
                ],
              },
              {
                element: <RequireSession need="account" />,
                children: [{ path: 'selectapp', element: <SelectAppPage /> }],
              },
              { path: 'pagenotfound', element: <NotFoundPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            path: 'file1099',
            element: (
              <RequireSession need="account">
                <AppShell app="file1099" />
              </RequireSession>
            ),
            children: [
              { index: true, element: <AppIndexRedirect /> },
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'payer', element: <PayerPage /> },
              { path: 'payees', element: <PayeesPage /> },
              { path: 'filings', element: <FilingsPage /> },
              { path: 'import', element: <ImportWizardPage /> },
              // 'Firm Filings' (spec part 2 §2): the firm's own filings, kept in the firm's account.
              { path: 'switchtofirm', element: <SwitchToParentPage target="filings" /> },
              { path: 'integrations/:partnerPath', element: <IntegrationPage /> },
              ...accountRoutes,
              { path: 'team', element: <TeamPage /> },
              { path: 'accountpreferences', element: <AccountPreferencesPage /> },
              { path: 'selectaccount', element: <Navigate to="/selectaccount" replace /> },
              ...placeholderRoutes(FILER_PLACEHOLDERS),
              {
                element: <RequireSuperAdmin />,
                children: [
                  ...placeholderRoutes(ADMIN_PLACEHOLDERS),
                  { path: 'outbox', element: <OutboxPage /> },
                ],
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            path: 'contractor',
            element: (
              <RequireSession need="account">
                <AppShell app="contractor" />
              </RequireSession>
            ),
            children: [
              { index: true, element: <AppIndexRedirect /> },
              ...placeholderRoutes(CONTRACTOR_PLACEHOLDERS),
              ...accountRoutes,
              { path: 'switchtofirm', element: <SwitchToParentPage target="dashboard" /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
