import { domainBuilder as builder } from '../../graphql/builders.ts';
import { PageMetadataRef } from '../../graphql/common-types.ts';
import type { RequestContext } from '../../graphql/context.ts';
import type { PageMetadata } from '../../lib/paging.ts';
import { requireDomain } from '../access/access.ts';
import { FilingRef, type FilingNode } from '../filings/filings.graphql.ts';
import { readTransmitterSettings } from '../transmissions/transmission-file.ts';
import {
  buildSelfEFileZip,
  countSelfEFileFilings,
  listSelfEFileFilings,
  listSelfEFileStates,
  type SelfEFileZip,
} from './self-efile.service.ts';

const scope = (context: RequestContext) => requireDomain(context).domainId;

const SelfEFilePageRef = builder
  .objectRef<{ filings: FilingNode[]; pageMetadata: PageMetadata }>('SelfEFileFilingPage')
  .implement({
    fields: (t) => ({
      filings: t.expose('filings', { type: [FilingRef] }),
      pageMetadata: t.expose('pageMetadata', { type: PageMetadataRef }),
    }),
  });

const SelfEFileZipRef = builder.objectRef<SelfEFileZip>('SelfEFileTransmissions').implement({
  description: 'The Self eFile state files of a year in one AES-encrypted zip (base64).',
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    content: t.exposeString('content'),
    files: t.exposeStringList('files'),
    filingCount: t.exposeInt('filingCount'),
    passwordHint: t.exposeString('passwordHint'),
  }),
});

builder.queryField('selfEFileCount', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: 'Int',
    description: 'State filings (Self eFile) of the year ready for download.',
    args: { filingYear: t.arg.int({ required: true }) },
    resolve: (_r, { filingYear }, c) => countSelfEFileFilings(c.db, scope(c), filingYear),
  }),
);

builder.queryField('selfEFileStates', (t) =>
  t.stringList({
    authScopes: { accountMember: true },
    description: 'The states (USPS codes) of the Self eFile state filings of the year ready for download.',
    args: { filingYear: t.arg.int({ required: true }) },
    resolve: (_r, { filingYear }, c) => listSelfEFileStates(c.db, scope(c), filingYear),
  }),
);

builder.queryField('selfEFileFilingsWithPageMetadata', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: SelfEFilePageRef,
    description: 'The state filings download screen: Self eFile filings ready for download (page size 50).',
    args: {
      filingYear: t.arg.int({ required: true }),
      pageSize: t.arg.int({ required: false }),
      pageNumber: t.arg.int({ required: false }),
    },
    resolve: async (_r, args, c) => {
      const page = await listSelfEFileFilings(c.db, scope(c), args);
      return {
        filings: page.rows.map(({ filing, payee }) => ({ ...filing, joinedPayee: payee })),
        pageMetadata: page.pageMetadata,
      };
    },
  }),
);

builder.mutationField('downloadSelfEFileTransmissions', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: SelfEFileZipRef,
    description:
      "Download Self eFile Transmissions: a file per state in an AES zip; the password is the payer TIN's last 4 digits.",
    args: {
      filingYear: t.arg.int({ required: true }),
      westVirginiaQuarterlyTaxDue: t.arg.intList({
        required: false,
        description:
          "West Virginia's IT-103: the tax due of each quarter in whole dollars (4 values); needed when the zip holds a West Virginia file.",
      }),
    },
    resolve: (_r, { filingYear, westVirginiaQuarterlyTaxDue }, c) =>
      buildSelfEFileZip(c.db, {
        domainId: scope(c),
        filingYear,
        options: { westVirginiaQuarterlyTaxDue: westVirginiaQuarterlyTaxDue ?? null },
        vault: c.services.tinVault,
        transmitter: readTransmitterSettings(c.config).transmitter,
      }),
  }),
);
