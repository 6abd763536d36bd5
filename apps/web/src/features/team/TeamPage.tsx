import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { getFailureMessage } from '../api/failure.ts';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { PageLoading } from '../session/PageLoading.tsx';
import { useSession } from '../session/useSession.ts';
import { InviteForm } from './InviteForm.tsx';
import { fetchTeam, teamQueryKey } from './team.api.ts';
import { getTeamAccess, TEAM_MESSAGES } from './teamAccess.ts';
import { TeamTables } from './TeamTables.tsx';

function TeamManager({ currentEmail }: { currentEmail: string }) {
  const team = useQuery({ queryKey: teamQueryKey, queryFn: fetchTeam });
  if (team.isPending) return <PageLoading label="Loading the team" />;
  if (team.isError) return <Alert severity="error">{getFailureMessage(team.error)}</Alert>;
  return (
    <Stack spacing={3}>
      <InviteForm />
      <Divider />
      <TeamTables team={team.data} currentEmail={currentEmail} />
    </Stack>
  );
}

/** /team (Manage Users): members and invitations of the selected account. */
export function TeamPage() {
  const { user } = useSession();
  const { features } = useAppConfig();
  const access = getTeamAccess(user, features);
  return (
    <>
      <PageHeading title="Team">
        {user?.domainName
          ? `The people who work in ${user.domainName}.`
          : 'The people who work in this account.'}
      </PageHeading>
      {access === 'ok' && user ? (
        <TeamManager currentEmail={user.email} />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info" data-testid="team-unavailable">
            {TEAM_MESSAGES[access === 'ok' ? 'notManager' : access]}
          </Alert>
          {access === 'inClient' && (
            <Button component={RouterLink} to="/file1099/switchtopractice" variant="contained">
              My Practice
            </Button>
          )}
        </Stack>
      )}
    </>
  );
}
