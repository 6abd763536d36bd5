/**
 * Every e-mail is built from a template: one function per message giving subject, text and HTML
 * bodies and the links it carries (without an SMTP server, written to DATA_DIR/outbox so links can be
 * followed; never logged).
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

interface LayoutInput {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

/** The shared frame: plain text and a simple, inline-styled HTML body that mail clients render alike. */
export function renderLayout(subject: string, input: LayoutInput): RenderedMail {
  const links = input.action ? [input.action.url] : [];
  const textParts = [input.heading, '', ...input.paragraphs.flatMap((p) => [p, ''])];
  if (input.action) textParts.push(`${input.action.label}: ${input.action.url}`, '');
  textParts.push('-- ', 'File1099');
  const button = input.action
    ? `<p><a href="${escapeHtml(input.action.url)}" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(input.action.label)}</a></p>`
    : '';
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#212121;line-height:1.5">',
    `<h2 style="color:#1565c0">${escapeHtml(input.heading)}</h2>`,
    ...input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    button,
    '<p style="color:#757575;font-size:12px">File1099</p>',
    '</body></html>',
  ].join('');
  return { subject, text: textParts.join('\n'), html, links };
}

export interface MailTemplates {
  /** Sent by operators to prove the mail settings work (`npm run admin -- send-test-mail`). */
  testMessage: { appUrl: string };
  confirmEmail: { appUrl: string; email: string; code: string; firstName: string };
  resetPassword: { appUrl: string; email: string; code: string };
  signupExisting: { appUrl: string; email: string };
  invitation: {
    appUrl: string;
    email: string;
    code: string;
    accountName: string;
    inviterName: string;
    role: string;
  };
  /** A payer's invitation to the contractor portal (features/portal): a single-use link. */
  domainInvitation: {
    appUrl: string;
    email: string;
    code: string;
    payerName: string;
    payeeName: string;
    days: number;
  };
  /** A payer's W-9 request (features/w9): the payee's own, unguessable link. */
  w9Request: { link: string; payerName: string; payeeName: string; days: number; reminder: boolean };
  /** The IRS answered a transmission (features/transmissions/acknowledgement-mail.ts); no TINs. */
  acknowledgement: AcknowledgementMailVars;
  /** E-mail delivery (features/delivery): the recipient's consent link, the notice, the payer's notice. */
  deliveryConsent: { link: string; payerName: string; payeeName: string; days: number };
  deliveryNotice: {
    link: string;
    payerName: string;
    formLabel: string;
    year: number;
    availableUntil: string;
  };
  deliveryFallback: { payerName: string; payeeName: string; formLabel: string; year: number; reason: string };
}

export interface AcknowledgementMailVars {
  filingsUrl: string;
  accountName: string;
  accepted: number;
  acceptedWithErrors: number;
  rejected: number;
  /** One line per filing: what it is and what the IRS said, in plain words. */
  rejections: string[];
  warnings: string[];
  /** Lines left out to keep the message short. */
  more: number;
}

function plural(count: number, one: string): string {
  return `${count} ${one}${count === 1 ? '' : 's'}`;
}

function renderAcknowledgement(vars: AcknowledgementMailVars): RenderedMail {
  const { accepted, acceptedWithErrors, rejected } = vars;
  const subject =
    rejected > 0
      ? `The IRS rejected ${plural(rejected, 'filing')} of ${vars.accountName}`
      : `The IRS accepted the filings of ${vars.accountName}`;
  const paragraphs = [
    `The IRS answered the e-file transmission of ${vars.accountName}: ${plural(accepted, 'filing')} Accepted, ${plural(acceptedWithErrors, 'filing')} Accepted with errors, ${plural(rejected, 'filing')} Rejected.`,
  ];
  if (vars.rejections.length > 0)
    paragraphs.push(
      'Rejected (fix the filing and submit it again; you do not pay again):',
      ...vars.rejections.map((line) => `- ${line}`),
    );
  if (vars.warnings.length > 0)
    paragraphs.push(
      'Accepted with errors (the IRS took the filing; correct it with a corrected return):',
      ...vars.warnings.map((line) => `- ${line}`),
    );
  if (vars.more > 0) paragraphs.push(`And ${vars.more} more: see the filings grid.`);
  return renderLayout(subject, {
    heading: rejected > 0 ? 'Some filings need your attention' : 'Your filings were accepted',
    paragraphs,
    action: { label: 'Open your filings', url: vars.filingsUrl },
  });
}

function link(appUrl: string, path: string, query: Record<string, string>): string {
  return `${appUrl}${path}?${new URLSearchParams(query).toString()}`;
}

export type MailTemplateName = keyof MailTemplates;

const RENDERERS: { [Name in MailTemplateName]: (vars: MailTemplates[Name]) => RenderedMail } = {
  testMessage: ({ appUrl }) =>
    renderLayout('File1099 test message', {
      heading: 'Your mail settings work',
      paragraphs: ['This message was sent by File1099 to check its e-mail delivery.'],
      action: { label: 'Open File1099', url: appUrl },
    }),
  confirmEmail: ({ appUrl, email, code, firstName }) =>
    renderLayout('Confirm your e-mail address for File1099', {
      heading: `Welcome${firstName ? `, ${firstName}` : ''}`,
      paragraphs: [
        'Please confirm your e-mail address to finish setting up your File1099 account.',
        'The link works once and expires in 48 hours.',
      ],
      action: {
        label: 'Confirm e-mail address',
        url: link(appUrl, '/confirmemail', { email, code, login: 'true' }),
      },
    }),
  resetPassword: ({ appUrl, email, code }) =>
    renderLayout('Reset your File1099 password', {
      heading: 'Reset your password',
      paragraphs: [
        'Someone (we hope you) asked to reset the password of this File1099 account.',
        'The link works once and expires in 1 hour. If you did not ask, ignore this message: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url: link(appUrl, '/resetpassword', { code, email }) },
    }),
  signupExisting: ({ appUrl, email }) =>
    renderLayout('You already have a File1099 login', {
      heading: 'You already have a login',
      paragraphs: [
        'Someone (we hope you) tried to sign up for File1099 with this e-mail address, which already has a login. No new login was made.',
        'Sign in with your password, or choose a new one if you forgot it. If it was not you, ignore this message.',
      ],
      action: { label: 'Sign in', url: link(appUrl, '/login', { email }) },
    }),
  invitation: ({ appUrl, email, code, accountName, inviterName, role }) =>
    renderLayout(`${inviterName} invited you to ${accountName} on File1099`, {
      heading: `Join ${accountName} on File1099`,
      paragraphs: [
        `${inviterName} invited you to work on ${accountName} as ${role}.`,
        'The invitation expires in 7 days.',
      ],
      action: { label: 'Accept invitation', url: link(appUrl, '/acceptinvitation', { code, email }) },
    }),
  domainInvitation: ({ appUrl, email, code, payerName, payeeName, days }) =>
    renderLayout(`${payerName} invited you to view your 1099s on File1099`, {
      heading: `Hello${payeeName ? `, ${payeeName}` : ''}`,
      paragraphs: [
        `${payerName} invited you to the File1099 contractor portal, where you see the 1099 forms issued to you and the W-9 information they hold.`,
        `Sign up or sign in with this e-mail address. The link works once and expires in ${days} days.`,
      ],
      action: {
        label: 'Accept invitation',
        url: link(appUrl, '/acceptdomaininvitation', { code, email }),
      },
    }),
  w9Request: ({ link: url, payerName, payeeName, days, reminder }) =>
    renderLayout(`${reminder ? 'Reminder: ' : ''}${payerName} asks you to complete Form W-9`, {
      heading: `Hello${payeeName ? `, ${payeeName}` : ''}`,
      paragraphs: [
        `${payerName} asks you to fill in and sign Form W-9 (Request for Taxpayer Identification Number and Certification) so they can report what they paid you correctly.`,
        `It takes about two minutes on your phone or computer, and no login is needed. The link is yours alone and works for ${days} days.`,
      ],
      action: { label: 'Complete your W-9', url },
    }),
  acknowledgement: renderAcknowledgement,
  deliveryConsent: ({ link: url, payerName, payeeName, days }) =>
    renderLayout(`${payerName}: get your tax statements by e-mail?`, {
      heading: `Hello${payeeName ? `, ${payeeName}` : ''}`,
      paragraphs: [
        `${payerName} can furnish your 1099 tax statements electronically instead of on paper. You receive them electronically only if you agree; otherwise they come on paper.`,
        `The page explains what you agree to and checks that you can open a PDF. The link is yours alone and works for ${days} days.`,
      ],
      action: { label: 'Review and choose', url },
    }),
  deliveryNotice: ({ link: url, payerName, formLabel, year, availableUntil }) =>
    renderLayout('IMPORTANT TAX RETURN DOCUMENT AVAILABLE', {
      heading: `Your ${formLabel} for ${year} is available`,
      paragraphs: [
        `${payerName} has furnished your Form ${formLabel} for tax year ${year} electronically, as you agreed.`,
        `Open the link and confirm the last four digits of your taxpayer identification number to download it. It stays available through ${availableUntil}.`,
        'On that page you can also withdraw your consent or ask for a paper copy.',
      ],
      action: { label: 'View your tax statement', url },
    }),
  deliveryFallback: ({ payerName, payeeName, formLabel, year, reason }) =>
    renderLayout(`Recipient copy not delivered by e-mail: ${payeeName}`, {
      heading: 'A recipient copy needs another way',
      paragraphs: [
        `The ${formLabel} ${year} copy of ${payeeName} (${payerName}) was not furnished by e-mail: ${reason}`,
        'No print and mail service was ordered for this filing. Please furnish the recipient copy on paper (download it from the Filings page).',
      ],
    }),
};

export function renderMail<Name extends MailTemplateName>(
  name: Name,
  vars: MailTemplates[Name],
): RenderedMail {
  return RENDERERS[name](vars);
}
