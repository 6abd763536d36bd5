import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationProvider } from '../notifications/NotificationProvider.tsx';
import { EmailConsentDialog } from './EmailConsentDialog.tsx';
import type { ContractorPayer } from './portal.api.ts';

const PAYER = { relationId: 12, payerName: 'Harbor Supply', emailConsent: null } as ContractorPayer;

function fakeServer() {
  const sent: { query: string; variables: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
        query: string;
        variables: Record<string, unknown>;
      };
      sent.push(body);
      const data = body.query.includes('startEmailConsent')
        ? {
            startEmailConsent: {
              payerName: 'Harbor Supply',
              emailAddress: 'pat@portal.test',
              disclosureVersion: '2026-11-v1',
              disclosures: [{ title: 'Paper unless you agree', text: 'Harbor Supply sends paper.' }],
            },
          }
        : { giveEmailConsent: { relationId: 12, emailConsent: 'Consented' } };
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('e-mail delivery consent for one payer', () => {
  it('shows the disclosures and the sample PDF, refuses a malformed code, sends the code typed', async () => {
    const sent = fakeServer();
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <NotificationProvider>
          <EmailConsentDialog payer={PAYER} onClose={onClose} />
        </NotificationProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('Paper unless you agree');
    expect(screen.getByRole('link', { name: 'open the sample PDF' })).toHaveAttribute(
      'href',
      '/rs/api/contractor/consent/12/sample',
    );
    const submit = screen.getByRole('button', { name: 'I consent to electronic statements' });
    await userEvent.type(screen.getByLabelText('Code from the sample PDF'), 'AB1');
    await userEvent.click(submit);
    await screen.findByText('Enter the five-character code shown in the sample PDF.');
    expect(sent.some((call) => call.query.includes('giveEmailConsent'))).toBe(false);
    await userEvent.type(screen.getByLabelText('Code from the sample PDF'), 'C9');
    await userEvent.click(submit);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((call) => call.query.includes('giveEmailConsent'))?.variables).toEqual({
      relationId: 12,
      code: 'AB1C9',
    });
  });
});
