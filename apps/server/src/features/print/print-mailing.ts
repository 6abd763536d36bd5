import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadPdfKit } from '../../lib/lazy-modules.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { getDocumentKit } from '../documents/documents.assets.ts';
import { loadFilingStatements } from '../documents/documents.source.ts';
import { filings } from '../filings/filings.table.ts';
import { payees } from '../payees/payees.table.ts';
import { MAX_MAILING_PDF_REQUESTS, PRINT_MESSAGES, undeliverableReasons } from './print.rules.ts';

/** Requests with a mailing copy: queued for the mail room, or being printed. */
const PRINTABLE = ['Queued', 'Mailing'];

/**
 * The mail room's file: for each selected request (Queued or Mailing, in the order given) the page
 * addressed for the #10 double-window envelope, then the recipient's Copy B. Requests of many
 * accounts go into one file; each account's payer is its return address. At most
 * MAX_MAILING_PDF_REQUESTS requests, built in memory in one go (docs/print-mail.md).
 */
export async function buildMailingPdf(
  db: Db,
  tinVault: TinVault,
  filingIds: readonly number[],
): Promise<{ pdf: Uint8Array; count: number }> {
  const ids = [...new Set(filingIds)];
  if (ids.length === 0) throw new AppError('BAD_USER_INPUT', PRINT_MESSAGES.noRequests);
  if (ids.length > MAX_MAILING_PDF_REQUESTS)
    throw new AppError('BAD_USER_INPUT', PRINT_MESSAGES.tooManyForPdf);
  const rows = await db
    .select({ id: filings.id, domainId: filings.domainId, printStatus: filings.printStatus, payee: payees })
    .from(filings)
    .innerJoin(payees, eq(payees.id, filings.payeeId))
    .where(and(inArray(filings.id, ids), sql`(${filings.printSub}->>'isPaid')::boolean`));
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND', PRINT_MESSAGES.notFound);
  const notPrintable = rows
    .filter((row) => !PRINTABLE.includes(row.printStatus ?? 'None'))
    .map((row) => ({ id: row.id, status: row.printStatus ?? 'None' }));
  if (notPrintable.length > 0)
    throw new AppError('BAD_USER_INPUT', PRINT_MESSAGES.notPrintable(notPrintable));
  // The address check of Mark as Printing, without its side effect: no envelope goes out unreadable.
  const undeliverable = rows
    .map((row) => ({ id: row.id, reasons: undeliverableReasons(row.payee) }))
    .filter((row) => row.reasons.length > 0);
  if (undeliverable.length > 0)
    throw new AppError('BAD_USER_INPUT', PRINT_MESSAGES.undeliverableInPdf(undeliverable));
  const byDomain = new Map<number, number[]>();
  for (const row of rows) byDomain.set(row.domainId, [...(byDomain.get(row.domainId) ?? []), row.id]);
  const statements = new Map<number, Awaited<ReturnType<typeof loadFilingStatements>>[number]>();
  for (const [domainId, domainIds] of byDomain)
    for (const item of await loadFilingStatements(db, tinVault, domainId, domainIds))
      statements.set(item.filing.id, item);
  const { StatementPdf } = await loadPdfKit();
  const pdf = await StatementPdf.create(await getDocumentKit(), '1099 mailing copies');
  for (const id of ids) {
    const item = statements.get(id);
    if (item) await pdf.addMailCopy(item.statement);
  }
  return { pdf: await pdf.save(), count: ids.length };
}

export function mailingFileName(count: number, now = new Date()): string {
  return `1099-mailing-copies-${now.toISOString().slice(0, 10)}-${count}.pdf`;
}
