import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { notifyFailure } from '../api/failure.ts';
import { ConfirmDialog } from '../form-kit/ConfirmDialog.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import {
  removeTeamMember,
  resendInvitation,
  revokeInvitation,
  teamQueryKey,
  type Team,
  type TeamInvitation,
  type TeamMember,
} from './team.api.ts';

type Pending = { kind: 'remove'; member: TeamMember } | { kind: 'revoke'; invitation: TeamInvitation } | null;

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US');
}

/** The account's members and pending invitations, with remove, resend and revoke. */
export function TeamTables({ team, currentEmail }: { team: Team; currentEmail: string }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify(done, { severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: teamQueryKey });
    } catch (caught) {
      notifyFailure(notify, caught);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <Stack spacing={3}>
      <TableContainer>
        <Typography variant="h6" component="h2" gutterBottom>
          Members
        </Typography>
        <Table size="small" aria-label="Members">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell>Role</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {team.members.map((member) => (
              <TableRow key={member.userId}>
                <TableCell>{`${member.firstName} ${member.lastName}`.trim()}</TableCell>
                <TableCell>{member.email}</TableCell>
                <TableCell>{member.role}</TableCell>
                <TableCell align="right">
                  {member.email.toLowerCase() !== currentEmail.toLowerCase() && (
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Remove ${member.email}`}
                      onClick={() => setPending({ kind: 'remove', member })}
                    >
                      Remove
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TableContainer>
        <Typography variant="h6" component="h2" gutterBottom>
          Pending invitations
        </Typography>
        {team.invitations.length === 0 ? (
          <Typography color="text.secondary">No invitations are waiting for an answer.</Typography>
        ) : (
          <Table size="small" aria-label="Pending invitations">
            <TableHead>
              <TableRow>
                <TableCell>E-mail</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {team.invitations.map((invitation) => (
                <TableRow key={invitation.id}>
                  <TableCell>{invitation.email}</TableCell>
                  <TableCell>{invitation.role}</TableCell>
                  <TableCell>{formatDate(invitation.expiresAt)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      disabled={busy}
                      aria-label={`Resend the invitation to ${invitation.email}`}
                      onClick={() =>
                        void run(
                          () => resendInvitation(invitation.id),
                          `We sent the invitation to ${invitation.email} again.`,
                        )
                      }
                    >
                      Resend
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Revoke the invitation to ${invitation.email}`}
                      onClick={() => setPending({ kind: 'revoke', invitation })}
                    >
                      Revoke
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </TableContainer>
      <ConfirmDialog
        open={pending !== null}
        busy={busy}
        title={pending?.kind === 'remove' ? 'Remove this member?' : 'Revoke this invitation?'}
        text={
          pending?.kind === 'remove'
            ? `${pending.member.email} will no longer reach this account.`
            : pending?.kind === 'revoke'
              ? `The link sent to ${pending.invitation.email} will stop working.`
              : ''
        }
        confirmLabel={pending?.kind === 'remove' ? 'Remove' : 'Revoke'}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending?.kind === 'remove') {
            const { member } = pending;
            void run(() => removeTeamMember(member.userId), `${member.email} is removed.`);
          } else if (pending?.kind === 'revoke') {
            const { invitation } = pending;
            void run(
              () => revokeInvitation(invitation.id),
              `The invitation to ${invitation.email} is revoked.`,
            );
          }
        }}
      />
    </Stack>
  );
}
