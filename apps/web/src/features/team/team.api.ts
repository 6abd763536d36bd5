import { graphqlRequest } from '../api/apiClient.ts';
import type { AccountRole } from '../session/session.types.ts';

/** The selected account's team on the domain service (docs/access.md, GraphQL). */

export const TEAM_ROLES: readonly AccountRole[] = ['Owner', 'Admin', 'Member'];

export interface TeamMember {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
}

export interface TeamInvitation {
  id: string;
  email: string;
  role: string;
  status: string;
  expiresAt: string;
}

export interface Team {
  members: TeamMember[];
  invitations: TeamInvitation[];
}

interface TeamDto {
  members: Array<Omit<TeamMember, 'userId'> & { userId: number | string }>;
  invitations: Array<Omit<TeamInvitation, 'id'> & { id: number | string }>;
}

export const teamQueryKey = ['team'] as const;

function domainGraphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return graphqlRequest<T>('/rs/graphql', query, variables);
}

export async function fetchTeam(): Promise<Team> {
  const data = await domainGraphql<{ team: TeamDto }>(
    `query Team {
      team {
        members { userId email firstName lastName role }
        invitations { id email role status expiresAt }
      }
    }`,
  );
  return {
    members: data.team.members.map((member) => ({ ...member, userId: String(member.userId) })),
    invitations: data.team.invitations.map((invitation) => ({ ...invitation, id: String(invitation.id) })),
  };
}

export async function inviteUser(email: string, role: string): Promise<void> {
  await domainGraphql(
    'mutation InviteUser($email: String!, $role: MemberRole!) { inviteUser(email: $email, role: $role) { id } }',
    {
      email,
      role,
    },
  );
}

export async function resendInvitation(id: string): Promise<void> {
  await domainGraphql('mutation ResendInvitation($id: Int!) { resendInvitation(id: $id) { id } }', {
    id: Number(id),
  });
}

export async function revokeInvitation(id: string): Promise<void> {
  await domainGraphql('mutation RevokeInvitation($id: Int!) { revokeInvitation(id: $id) }', {
    id: Number(id),
  });
}

export async function removeTeamMember(userId: string): Promise<void> {
  await domainGraphql('mutation RemoveTeamMember($userId: Int!) { removeTeamMember(userId: $userId) }', {
    userId: Number(userId),
  });
}
