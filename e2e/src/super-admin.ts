/**
 * The super admin of the journeys' apps. global-setup.ts creates it once in the template database
 * through the operator command (`npm run admin -- create-superadmin`), so an app started for it on a
 * copy of the template skips that command (about ten CPU-seconds each). access.e2e.ts keeps an
 * identity of its own, so the command still runs before a server in the browser lane.
 */
export const E2E_SUPER_ADMIN: { readonly email: string; readonly password: string } = {
  email: 'operator@file1099.test',
  password: 'Journeys-operator-Pw7Kq2',
};
