import { domainGraphql } from '../../gql/domain/index.ts';
import type { MemberRole, TeamQuery } from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';
import type { AccountRole } from '../session/session.types.ts';

/** The selected account's team on the domain service (docs/access.md, GraphQL). */

export const TEAM_ROLES: readonly AccountRole[] = ['Owner', 'Admin', 'Member'];

/** A member as the web keeps it: ids are strings in the web app. */
export type TeamMember = Omit<TeamQuery['team']['members'][number], 'userId'> & { userId: string };

export type TeamInvitation = Omit<TeamQuery['team']['invitations'][number], 'id'> & { id: string };

export interface Team {
  members: TeamMember[];
  invitations: TeamInvitation[];
}

export const teamQueryKey = ['team'] as const;

const TEAM = domainGraphql(`
  query Team {
    team {
      members {
        userId
        email
        firstName
        lastName
        role
      }
      invitations {
        id
        email
        role
        status
        expiresAt
      }
    }
  }
`);

const INVITE_USER = domainGraphql(`
  mutation InviteUser($email: String!, $role: MemberRole!) {
    inviteUser(email: $email, role: $role) {
      id
    }
  }
`);

const RESEND_INVITATION = domainGraphql(`
  mutation ResendInvitation($id: Int!) {
    resendInvitation(id: $id) {
      id
    }
  }
`);

const REVOKE_INVITATION = domainGraphql(`
  mutation RevokeInvitation($id: Int!) {
    revokeInvitation(id: $id)
  }
`);

const REMOVE_TEAM_MEMBER = domainGraphql(`
  mutation RemoveTeamMember($userId: Int!) {
    removeTeamMember(userId: $userId)
  }
`);

export async function fetchTeam(): Promise<Team> {
  const data = await graphqlRequest('/rs/graphql', TEAM);
  return {
    members: data.team.members.map((member) => ({ ...member, userId: String(member.userId) })),
    invitations: data.team.invitations.map((invitation) => ({ ...invitation, id: String(invitation.id) })),
  };
}

export async function inviteUser(email: string, role: MemberRole): Promise<void> {
  await graphqlRequest('/rs/graphql', INVITE_USER, { email, role });
}

export async function resendInvitation(id: string): Promise<void> {
  await graphqlRequest('/rs/graphql', RESEND_INVITATION, { id: Number(id) });
}

export async function revokeInvitation(id: string): Promise<void> {
  await graphqlRequest('/rs/graphql', REVOKE_INVITATION, { id: Number(id) });
}

export async function removeTeamMember(userId: string): Promise<void> {
  await graphqlRequest('/rs/graphql', REMOVE_TEAM_MEMBER, { userId: Number(userId) });
}
