import { PageHeading } from '../form-kit/PageHeading.tsx';
import { findInvitation } from './auth.api.ts';
import { AcceptInvitationForm } from './AcceptInvitationForm.tsx';
import { SignedOutInvitation } from './SignedOutInvitation.tsx';

/**
 * /acceptinvitation?code&email (spec part 1 §2): signs out whoever is signed in on this browser first,
 * then shows the invitation and asks the invitee to prove (or create) their login.
 */
export function AcceptInvitationPage() {
  return (
    <SignedOutInvitation queryKey="invitation" find={findInvitation}>
      {(info, email, code) => (
        <>
          <PageHeading title="Accept invitation">
            You are invited to join {info.accountName} as {info.role === 'Admin' ? 'an' : 'a'} {info.role}.
          </PageHeading>
          <AcceptInvitationForm email={email} code={code} hasLogin={info.hasLogin} />
        </>
      )}
    </SignedOutInvitation>
  );
}
