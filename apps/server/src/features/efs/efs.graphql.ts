import { domainBuilder as builder } from '../../graphql/builders.ts';
import { EfsListStatusEnum } from '../../graphql/enums.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireSession } from '../access/access.ts';
import {
  EFS_MAX_ROWS,
  listEfsFilings,
  markStateFilingsAccepted,
  type EfsAddress,
  type EfsFiling,
} from './efs.service.ts';

const EfsAddressRef = builder.objectRef<EfsAddress>('EfsAddress').implement({
  fields: (t) => ({
    streetName1: t.exposeString('streetName1'),
    streetName2: t.exposeString('streetName2'),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    country: t.exposeString('country'),
    zipCode: t.exposeString('zipCode'),
    isForeignAddress: t.exposeBoolean('isForeignAddress'),
  }),
});

const EfsFilingRef = builder.objectRef<EfsFiling>('EfsFiling').implement({
  description:
    'A submitted filing in the EFS Filings queue (Received or Queued), with its state submission. TINs by their last four digits.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    clientDomainId: t.exposeInt('clientDomainId'),
    isTestFiling: t.exposeBoolean('isTestFiling'),
    filingYear: t.exposeInt('filingYear'),
    filingReturnType: t.exposeString('filingReturnType'),
    isStateFiling: t.exposeBoolean('isStateFiling'),
    reportingStateCode: t.exposeString('reportingStateCode', { nullable: true }),
    stateFilingMethod: t.exposeString('stateFilingMethod', { nullable: true }),
    payerTinLast4: t.exposeString('payerTinLast4'),
    payerName1: t.exposeString('payerName1'),
    payerName2: t.exposeString('payerName2'),
    payerAddress: t.field({ type: EfsAddressRef, resolve: (row) => row.payerAddress }),
    payeeName1: t.exposeString('payeeName1'),
    payeeTinLast4: t.exposeString('payeeTinLast4'),
    payeeAccountNumber: t.exposeString('payeeAccountNumber'),
    payeeAddress: t.field({ type: EfsAddressRef, resolve: (row) => row.payeeAddress }),
    status: t.exposeString('status'),
    statusChangeDesc: t.exposeString('statusChangeDesc', { nullable: true }),
    statusChangeDate: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.statusChangeDate }),
    boxData: t.field({ type: 'JSON', resolve: (row) => row.boxData }),
  }),
});

builder.queryField('efsFilingsByStatus', (t) =>
  t.field({
    authScopes: { superAdmin: true },
    type: [EfsFilingRef],
    description: `Super admins: the EFS Filings queue in the given statuses, oldest first: pageSize rows (500 by default, at most ${EFS_MAX_ROWS}).`,
    args: {
      filingStatus: t.arg({ type: [EfsListStatusEnum], required: true }),
      pageSize: t.arg.int({ required: false, defaultValue: 500 }),
    },
    resolve: (_root, { filingStatus, pageSize }, context) => {
      const size = pageSize ?? 500;
      if (size < 1 || size > EFS_MAX_ROWS)
        throw new AppError('BAD_USER_INPUT', `Page size must be 1-${EFS_MAX_ROWS}`);
      return listEfsFilings(context.db, filingStatus, size);
    },
  }),
);

builder.mutationField('markStateFilingsAccepted', (t) =>
  t.int({
    authScopes: { superAdmin: true },
    description:
      'Super admins, EFS Filings: record that the state accepted these direct state eFile filings (state status Accepted). Returns how many changed; other filings are left alone.',
    args: { filingIds: t.arg.intList({ required: true }) },
    resolve: (_root, { filingIds }, context) =>
      markStateFilingsAccepted(context.db, filingIds, requireSession(context).email),
  }),
);
