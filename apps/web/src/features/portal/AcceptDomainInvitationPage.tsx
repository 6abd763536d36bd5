import { AcceptInvitationForm, type AcceptTarget } from '../auth/AcceptInvitationForm.tsx';
import { SignedOutInvitation } from '../auth/SignedOutInvitation.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { acceptDomainInvitation, findDomainInvitation } from './portal.api.ts';

const TARGET: AcceptTarget = {
  call: acceptDomainInvitation,
  successPath: '/contractor',
  analyticsEvent: 'accept_domain_invite',
};

/**
 * /acceptdomaininvitation?code&email (spec part 1 §2): signs out whoever is signed in on this browser,
 * then the invited payee signs up or signs in; on success the contractor app (/contractor) opens.
 */
export function AcceptDomainInvitationPage() {
  return (
    <SignedOutInvitation queryKey="domainInvitation" find={findDomainInvitation}>
      {(info, email, code) => (
        <>
          <PageHeading title="Accept invitation">
            {info.payerName} invited you to view the 1099s they issued to you and your W-9 information.
            {info.hasLogin ? ' Sign in to accept.' : ' Create your login to accept.'}
          </PageHeading>
          <AcceptInvitationForm email={email} code={code} hasLogin={info.hasLogin} target={TARGET} />
        </>
      )}
    </SignedOutInvitation>
  );
}
