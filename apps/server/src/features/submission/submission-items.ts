import type { ChargeItem, Service } from '@file1099/forms';
import type { FilingRow } from '../filings/filings.table.ts';

/** What the order of a set of filings buys: per service the units, and what each filing asks for. */
export interface SubmissionOrder {
  chargeItems: ChargeItem[];
  /** The filings whose TIN check is ordered (they wait on it: WaitingOnTINMatch). */
  tinMatchFilingIds: Set<number>;
  /** One TIN check per payee, however many of its filings ask. */
  tinMatchPayeeIds: number[];
}

export type OrderFiling = Pick<
  FilingRow,
  'id' | 'payeeId' | 'fedSub' | 'stateSub' | 'printSub' | 'emailSub' | 'tinMatchSub'
>;

/** The state service a filing method is charged as; self filing costs nothing and is no service. */
export function stateServiceOf(filingMethod: string | null): Service | null {
  if (filingMethod === 'CFSF') return 'STATE_CFSF';
  if (filingMethod === 'EFile') return 'STATE_EFILE';
  return null;
}

/**
 * The selected, unpaid services of these filings (spec part 2 §3 service codes): federal eFile per
 * filing, the state service by its filing method, print and e-mail copies, and TIN verification once
 * per distinct payee. Paid services are not bought again.
 */
export function collectOrder(rows: readonly OrderFiling[]): SubmissionOrder {
  const units = new Map<Service, number>();
  const add = (service: Service) => units.set(service, (units.get(service) ?? 0) + 1);
  const tinMatchFilingIds = new Set<number>();
  const tinMatchPayeeIds = new Set<number>();
  for (const filing of rows) {
    if (filing.fedSub.selected && !filing.fedSub.isPaid) add('FED_EFILE');
    const state =
      filing.stateSub.selected && !filing.stateSub.isPaid
        ? stateServiceOf(filing.stateSub.filingMethod)
        : null;
    if (state) add(state);
    if (filing.printSub.selected && !filing.printSub.isPaid) add('RECIPIENT_PRINT_DELIVERY');
    if (filing.emailSub.selected && !filing.emailSub.isPaid) add('RECIPIENT_EMAIL_DELIVERY');
    if (filing.tinMatchSub.selected && !filing.tinMatchSub.isPaid) {
      tinMatchFilingIds.add(filing.id);
      tinMatchPayeeIds.add(filing.payeeId);
    }
  }
  if (tinMatchPayeeIds.size > 0) units.set('TIN_MATCH', tinMatchPayeeIds.size);
  return {
    chargeItems: [...units].map(([service, quantity]) => ({ service, quantity, alreadyPaid: 0 })),
    tinMatchFilingIds,
    tinMatchPayeeIds: [...tinMatchPayeeIds],
  };
}
