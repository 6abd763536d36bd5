import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { filings } from '../filings/filings.table.ts';
import type { MailRow } from '../mail/mail.table.ts';
import { payees } from '../payees/payees.table.ts';
import { fallBack, type DeliveryServices } from './delivery.service.ts';
import { FALLBACK_REASONS } from './delivery.rules.ts';
import { emailConsents, emailDeliveries } from './delivery.table.ts';

/** Filings one refused invitation falls back at most (an address a few payers share). */
const MAX_REFUSED_FILINGS = 1_000;

/**
 * The mail server refused a delivery e-mail for good (SMTP 5xx): the same as a bounce recorded by the
 * back office. A refused notice bounces its filing; a refused consent invitation bounces the filings
 * still waiting for that consent. Each falls back to print when print was paid, else the payer is told.
 */
export async function recordRefusedDeliveryMail(
  db: Db,
  services: DeliveryServices,
  mail: MailRow,
  now = new Date(),
): Promise<number> {
  let filingIds: number[] = [];
  if (mail.template === 'deliveryNotice') {
    const rows = await db
      .select({ filingId: emailDeliveries.filingId })
      .from(emailDeliveries)
      .where(eq(emailDeliveries.mailId, mail.id));
    filingIds = rows.map((row) => row.filingId);
    await db.update(emailDeliveries).set({ bouncedAt: now }).where(eq(emailDeliveries.mailId, mail.id));
  } else if (mail.template === 'deliveryConsent') {
    const rows = await db
      .select({ id: filings.id })
      .from(emailConsents)
      .innerJoin(
        filings,
        and(eq(filings.domainId, emailConsents.domainId), eq(filings.payeeId, emailConsents.payeeId)),
      )
      .where(
        and(
          eq(emailConsents.status, 'Invited'),
          eq(emailConsents.emailAddress, mail.toAddress),
          lte(
            emailConsents.invitedAt,
            sql`${mail.createdAt.toISOString()}::timestamptz + interval '1 minute'`,
          ),
          eq(filings.emailStatus, 'Submitted'),
        ),
      )
      .limit(MAX_REFUSED_FILINGS);
    filingIds = rows.map((row) => row.id);
  }
  if (filingIds.length === 0) return 0;
  const rows = await db
    .select({ filing: filings, payee: payees })
    .from(filings)
    .innerJoin(payees, eq(payees.id, filings.payeeId))
    .where(inArray(filings.id, filingIds));
  let bounced = 0;
  for (const { filing, payee } of rows) {
    if (!['Submitted', 'Emailed'].includes(filing.emailStatus ?? '')) continue;
    await fallBack(db, services, filing, payee, 'Bounced', FALLBACK_REASONS.refused, now);
    bounced += 1;
  }
  return bounced;
}
