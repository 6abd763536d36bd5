/**
 * Reading from a partner for the mapping, summary and import screens: a partner fault becomes the
 * spec's 'Error fetching data from the accounting partner.' (with the client's reason, which never
 * holds a token or TIN), and a refused connection says to connect again.
 */
import { INTEGRATION_MESSAGES, PARTNERS, type PartnerId } from '@file1099/forms';
import { AppError } from '../../lib/app-error.ts';
import { PartnerError } from './partner-http.ts';

export async function readPartner<T>(partner: PartnerId, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof PartnerError)) throw error;
    if (error.kind === 'needs-reconnect')
      throw new AppError('BAD_USER_INPUT', INTEGRATION_MESSAGES.notConnected(PARTNERS[partner].productName));
    throw new AppError('BAD_USER_INPUT', `${INTEGRATION_MESSAGES.fetchFailed} ${error.message}`);
  }
}
