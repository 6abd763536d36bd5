import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { AppServices } from '../../graphql/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { readIdList } from '../../lib/id-list.ts';
import { requireDomain, type SessionResolver } from '../access/access.ts';
import type { ConfigService } from '../config/config.service.ts';
import { filings } from '../filings/filings.table.ts';
import { readTransmitterSettings } from '../transmissions/transmission-file.ts';
import { buildSelfEFileZip, MAX_SELF_EFILE_FILINGS, SELF_EFILE_MESSAGES } from './self-efile.service.ts';

export const SELF_EFILE_REST_MESSAGES = {
  chooseFilings: 'Choose the state filings to download.',
  oneYear: 'Download the state filings of one tax year at a time.',
  quarters:
    "West Virginia's quarterly tax due is four whole-dollar amounts separated by commas (westVirginiaQuarterlyTaxDue=1200,1100,900,1300).",
} as const;

interface SelfEFileQuery {
  filingIds?: string;
  westVirginiaQuarterlyTaxDue?: string;
}

function readQuarters(value: string | undefined): number[] | null {
  if (value === undefined || value.trim() === '') return null;
  const quarters = value.split(',').map((part) => (/^\d{1,12}$/.test(part.trim()) ? Number(part) : NaN));
  if (quarters.length !== 4 || quarters.some((q) => !Number.isSafeInteger(q)))
    throw new AppError('BAD_USER_INPUT', SELF_EFILE_REST_MESSAGES.quarters);
  return quarters;
}

/**
 * The spec's `GET /rs/api/filings/transmissions/?filingIds=1,2,3` (part 2 §7): the Self eFile state
 * files of the chosen filings as the AES zip the download screen gives (password: the last 4 digits
 * of the payer's TIN), for the caller's selected account only. The filings must be of one tax year;
 * those not ready for download are left out, as on the screen.
 */
export function registerSelfEFileRoutes(
  app: FastifyInstance,
  db: Db,
  services: AppServices,
  config: ConfigService,
  resolveSession: SessionResolver,
): void {
  app.get<{ Querystring: SelfEFileQuery }>('/rs/api/filings/transmissions/', async (request, reply) => {
    const { domainId } = requireDomain({ session: await resolveSession(request) });
    const ids = readIdList(request.query.filingIds);
    if (ids.length === 0 || ids.some((id) => !Number.isSafeInteger(id)))
      throw new AppError('BAD_USER_INPUT', SELF_EFILE_REST_MESSAGES.chooseFilings);
    if (ids.length > MAX_SELF_EFILE_FILINGS)
      throw new AppError('BAD_USER_INPUT', SELF_EFILE_MESSAGES.tooMany);
    const westVirginiaQuarterlyTaxDue = readQuarters(request.query.westVirginiaQuarterlyTaxDue);
    const years = await db
      .selectDistinct({ year: filings.filingYear })
      .from(filings)
      .where(and(eq(filings.domainId, domainId), inArray(filings.id, ids)))
      .limit(2);
    if (years.length === 0) throw new AppError('BAD_USER_INPUT', SELF_EFILE_MESSAGES.nothing);
    if (years.length > 1) throw new AppError('BAD_USER_INPUT', SELF_EFILE_REST_MESSAGES.oneYear);
    const zip = await buildSelfEFileZip(db, {
      domainId,
      filingYear: years[0]?.year ?? 0,
      filingIds: ids,
      options: { westVirginiaQuarterlyTaxDue },
      vault: services.tinVault,
      transmitter: readTransmitterSettings(config).transmitter,
    });
    reply.header('content-disposition', `attachment; filename="${zip.fileName}"`);
    reply.header('cache-control', 'no-store');
    return reply.type('application/zip').send(Buffer.from(zip.content, 'base64'));
  });
}
