import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { notifyFailure } from '../api/failure.ts';
import { resendConfirmation } from '../auth/auth.api.ts';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { useSession } from '../session/useSession.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { TwoStepSection } from './TwoStepSection.tsx';
import { UserNameForm } from './UserNameForm.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** /userpreferences (Login Preferences): name, e-mail, password and two-step verification. */
export function UserPreferencesPage() {
  const { user } = useSession();
  const notify = useNotify();
  if (!user) return null;
  const resend = async () => {
    try {
      await resendConfirmation();
      notify(`We sent a new confirmation link to ${user.email}.`, { severity: 'success' });
    } catch (caught) {
      notifyFailure(notify, caught);
    }
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <PageHeading title="Login preferences">How you sign in to File1099.</PageHeading>
      <Section title="Your name">
        <UserNameForm key={user.userGlobalId} user={user} />
      </Section>
      <Divider />
      <Section title="E-mail address">
        <Typography>
          You sign in as <strong>{user.loginName}</strong>.{' '}
          {user.isEmailConfirmed ? 'The address is confirmed.' : 'The address is not confirmed yet.'}
        </Typography>
        {!user.isEmailConfirmed && (
          <Button variant="outlined" onClick={() => void resend()} sx={{ alignSelf: 'flex-start' }}>
            Send the confirmation e-mail again
          </Button>
        )}
      </Section>
      <Divider />
      <Section title="Password">
        <ChangePasswordForm />
      </Section>
      <Divider />
      <Section title="Two-step verification">
        <TwoStepSection user={user} />
      </Section>
    </Stack>
  );
}
