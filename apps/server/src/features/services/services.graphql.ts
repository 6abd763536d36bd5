import type {
  FilingService,
  StateFilingMethod,
  StateFilingSupport,
  SubmissionToggles,
} from '@file1099/forms';
import { domainBuilder as builder } from '../../graphql/builders.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { StateFilingMethodEnum } from '../../graphql/enums.ts';
import { requireDomain, requireSession } from '../access/access.ts';
import { FilingRef, type FilingNode } from '../filings/filings.graphql.ts';
import type { FilingWithPayee } from '../filings/filings.queries.ts';
import { getFilingStateSupport, getServiceToggles, updateFilingServices } from './services.service.ts';

const StateFilingRef = builder.objectRef<StateFilingSupport>('StateFiling').implement({
  description:
    "The filing's state (from its state withholding data) and how its state return can be filed (docs/services.md).",
  fields: (t) => ({
    stateCode: t.exposeString('stateCode', { nullable: true }),
    isFilingSupported: t.exposeBoolean('isFilingSupported'),
    isFilingRequired: t.exposeBoolean('isFilingRequired'),
    isStateOnly: t.boolean({
      description:
        'The state wants this filing though no box reaches the federal threshold: it goes to the state only, without Federal eFile.',
      resolve: (state) => state.isStateOnly === true,
    }),
    supportedMethods: t.field({
      type: [StateFilingMethodEnum],
      description:
        'In the order offered; CFSF first where the Combined Federal/State program reaches the state.',
      resolve: (state) => state.supportedMethods,
    }),
  }),
});

const ServiceTogglesRef = builder.objectRef<SubmissionToggles>('ServiceToggles').implement({
  description:
    'Which service toggles may be clicked: state, print and e-mail only with federal eFile; none on a paid service or a filing that is not a draft.',
  fields: (t) => ({
    fed: t.exposeBoolean('fed'),
    state: t.exposeBoolean('state'),
    print: t.exposeBoolean('print'),
    email: t.exposeBoolean('email'),
    tinMatch: t.exposeBoolean('tinMatch'),
  }),
});

builder.objectFields(FilingRef, (t) => ({
  stateFiling: t.field({ type: StateFilingRef, resolve: (filing) => getFilingStateSupport(filing) }),
  serviceToggles: t.field({
    type: ServiceTogglesRef,
    resolve: async (filing, _a, c) => {
      const payee =
        filing.joinedPayee ?? (await c.loaders.payee.load({ domainId: filing.domainId, id: filing.payeeId }));
      return getServiceToggles(filing, payee, c.config.getBoolean('features.tinMatch'));
    },
  }),
}));

const StateSubInputRef = builder.inputType('StateSubInput', {
  fields: (t) => ({
    filingId: t.int({ required: true }),
    selected: t.boolean({ required: true }),
    filingMethod: t.field({ type: StateFilingMethodEnum, required: false }),
  }),
});

const toNode = (row: FilingWithPayee): FilingNode => ({ ...row.filing, joinedPayee: row.payee });

/** Switches one service on the filings, in one transaction; answers the filings as stored after. */
async function update(
  c: RequestContext,
  changes: { filingId: number; selected: boolean; filingMethod?: StateFilingMethod | null }[],
  service: FilingService,
): Promise<FilingNode[]> {
  const { domainId } = requireDomain(c);
  const rows = await updateFilingServices(
    c.db,
    domainId,
    c.config.getBoolean('features.tinMatch'),
    changes.map(({ filingId, selected, filingMethod }) => ({
      filingId,
      change: { service, selected, filingMethod },
    })),
    requireSession(c).email,
  );
  return rows.map(toNode);
}

async function updateOne(
  c: RequestContext,
  change: { filingId: number; selected: boolean; filingMethod?: StateFilingMethod | null },
  service: FilingService,
): Promise<FilingNode> {
  const [filing] = await update(c, [change], service);
  if (!filing) throw new Error('The updated filing was not read back');
  return filing;
}

const SINGLE: [string, FilingService, string][] = [
  [
    'updateFedSub',
    'fed',
    'Federal eFile; selecting it selects state, print, e-mail and TIN verification where they apply.',
  ],
  ['updatePrintSub', 'print', 'The recipient copy by mail; only with federal eFile.'],
  ['updateEmailSub', 'email', 'The recipient copy by e-mail; only with federal eFile and a payee e-mail.'],
];
for (const [name, service, description] of SINGLE) {
  builder.mutationField(name, (t) =>
    t.field({
      authScopes: { accountMember: true },
      type: FilingRef,
      description,
      args: { filingId: t.arg.int({ required: true }), selected: t.arg.boolean({ required: true }) },
      resolve: (_r, { filingId, selected }, c) => updateOne(c, { filingId, selected }, service),
    }),
  );
}

builder.mutationField('updateStateSub', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: FilingRef,
    description:
      "State filing by one of the state's methods (CFSF by default, else EFile); only with federal eFile.",
    args: {
      filingId: t.arg.int({ required: true }),
      selected: t.arg.boolean({ required: true }),
      filingMethod: t.arg({ type: StateFilingMethodEnum, required: false }),
    },
    resolve: (_r, args, c) => updateOne(c, args, 'state'),
  }),
);

const BULK: [string, FilingService][] = [
  ['bulkUpdateFedSub', 'fed'],
  ['bulkUpdatePrintSub', 'print'],
  ['bulkUpdateEmailSub', 'email'],
  ['updateTINMatchByFilingIds', 'tinMatch'],
];
for (const [name, service] of BULK) {
  builder.mutationField(name, (t) =>
    t.field({
      authScopes: { accountMember: true },
      type: [FilingRef],
      description:
        service === 'tinMatch'
          ? "TIN verification of the filings' payees (charged once per payee); up to 1000 filings, all or none changed."
          : 'The select-all variant: up to 1000 filings of the account, all or none changed.',
      args: { filingIds: t.arg.intList({ required: true }), selected: t.arg.boolean({ required: true }) },
      resolve: (_r, { filingIds, selected }, c) =>
        update(
          c,
          filingIds.map((filingId) => ({ filingId, selected })),
          service,
        ),
    }),
  );
}

builder.mutationField('bulkUpdateStateSub', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [FilingRef],
    description:
      'State filing for up to 1000 filings of the account, each with its method; all or none changed.',
    args: { stateSubs: t.arg({ type: [StateSubInputRef], required: true }) },
    resolve: (_r, { stateSubs }, c) => update(c, stateSubs, 'state'),
  }),
);
