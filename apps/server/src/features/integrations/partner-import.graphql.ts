/**
 * The partner import's operations on /rs/graphql (spec part 2 §7): chartOfAccounts(id, refresh) with
 * its boxMappings, updateBoxMappings, importSummary, createPartnerImport (the run the Excel import's
 * startImport, answerImportQuestion and review then take) and syncPayerInfo. Each works on the
 * caller's selected account only.
 */
import type { PartnerAccount, StoredBoxMapping, VendorSummary } from '@file1099/forms';
import { domainBuilder as builder } from '../../graphql/builders.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { DomainPartnerEnum } from '../../graphql/enums.ts';
import { requireDomain } from '../access/access.ts';
import { ImportRunRef } from '../imports/imports.graphql.ts';
import { getBoxMappings, getChartOfAccounts, requireIntegration, saveBoxMappings } from './chart.service.ts';
import { readPartnerSummary } from './import-summary.service.ts';
import type { IntegrationDeps } from './integrations.service.ts';
import { createPartnerImport, syncPayerInfo } from './partner-import.ts';
import { createWaveVendorImport } from './wave-import.ts';

const deps = (context: RequestContext): IntegrationDeps => ({
  db: context.db,
  encryptor: context.services.encryptor,
  config: context.config,
});

/** Vendors and lines shown per summary (lists have limits; the import itself takes every one). */
const MAX_SUMMARY_VENDORS = 10_000;
const MAX_LINES_PER_VENDOR = 100;

const AccountRef = builder.objectRef<PartnerAccount>('ChartOfAccountsEntry').implement({
  fields: (t) => ({
    accountId: t.exposeString('accountId'),
    accountName: t.exposeString('accountName'),
    accountFullName: t.exposeString('accountFullName'),
    accountType: t.exposeString('accountType'),
    accountSubType: t.exposeString('accountSubType'),
    isActive: t.exposeBoolean('isActive'),
    isSubAccount: t.exposeBoolean('isSubAccount'),
  }),
});

const BoxMappingRef = builder.objectRef<StoredBoxMapping>('BoxMapping').implement({
  fields: (t) => ({
    boxName: t.exposeString('boxName'),
    accountIds: t.exposeString('accountIds', { description: 'Comma-joined account ids.' }),
  }),
});

const BoxMappingInput = builder.inputType('BoxMappingInput', {
  fields: (t) => ({
    boxName: t.string({ required: true }),
    accountIds: t.string({ required: true }),
  }),
});

interface ChartView {
  integrationId: number;
  domainId: number;
  partner: Parameters<typeof getBoxMappings>[2];
  accounts: PartnerAccount[];
  lastSyncTime: Date | null;
  suggestedBoxMappings: StoredBoxMapping[];
}

const ChartRef = builder.objectRef<ChartView>('ChartOfAccounts').implement({
  fields: (t) => ({
    integrationId: t.exposeInt('integrationId'),
    accounts: t.field({ type: [AccountRef], resolve: (chart) => chart.accounts }),
    lastSyncTime: t.expose('lastSyncTime', { type: 'DateTime', nullable: true }),
    suggestedBoxMappings: t.field({
      type: [BoxMappingRef],
      description: 'Suggested from the account names; not saved until the user saves them.',
      resolve: (chart) => chart.suggestedBoxMappings,
    }),
    boxMappings: t.field({
      type: [BoxMappingRef],
      resolve: (chart, _args, context) => getBoxMappings(context.db, chart.domainId, chart.partner),
    }),
  }),
});

const BoxAmountRef = builder
  .objectRef<{ boxName: string; amountCents: number }>('PartnerBoxAmount')
  .implement({
    fields: (t) => ({ boxName: t.exposeString('boxName'), amountCents: t.exposeFloat('amountCents') }),
  });

type FormView = VendorSummary['forms'][number];
const FormRef = builder.objectRef<FormView>('PartnerVendorForm').implement({
  fields: (t) => ({
    formType: t.exposeString('formType'),
    amountCents: t.float({
      resolve: (form) =>
        Object.values(form.filingData).reduce<number>(
          (sum, value) => sum + (typeof value === 'number' ? value : 0),
          0,
        ),
    }),
    skipReason: t.exposeString('skipReason', { nullable: true }),
  }),
});

type LineView = VendorSummary['lines'][number];
const LineRef = builder.objectRef<LineView>('PartnerPaymentLine').implement({
  fields: (t) => ({
    transactionId: t.exposeString('transactionId'),
    paidOn: t.exposeString('paidOn'),
    accountId: t.exposeString('accountId', { nullable: true }),
    amountCents: t.exposeFloat('amountCents'),
    category: t.exposeString('category'),
    boxName: t.exposeString('boxName', { nullable: true }),
    reason: t.exposeString('reason'),
  }),
});

const VendorRef = builder.objectRef<VendorSummary>('PartnerVendorSummary').implement({
  fields: (t) => ({
    vendorId: t.exposeString('vendorId', { nullable: true }),
    name: t.exposeString('name'),
    is1099Vendor: t.exposeBoolean('is1099Vendor'),
    allCents: t.exposeFloat('allCents'),
    includedCents: t.exposeFloat('includedCents'),
    excludedCents: t.exposeFloat('excludedCents'),
    unknownCents: t.exposeFloat('unknownCents'),
    boxes: t.field({
      type: [BoxAmountRef],
      resolve: (vendor) =>
        Object.entries(vendor.boxes).map(([boxName, amountCents]) => ({ boxName, amountCents })),
    }),
    forms: t.field({ type: [FormRef], resolve: (vendor) => [...vendor.forms] }),
    lineCount: t.int({ resolve: (vendor) => vendor.lines.length }),
    lines: t.field({
      type: [LineRef],
      description: `The first ${MAX_LINES_PER_VENDOR} lines.`,
      resolve: (vendor) => vendor.lines.slice(0, MAX_LINES_PER_VENDOR),
    }),
  }),
});

interface SummaryView {
  lastSyncTime: Date;
  emptyMessage: string | null;
  companyName: string;
  vendors: VendorSummary[];
}

const SummaryRef = builder.objectRef<SummaryView>('PartnerImportSummary').implement({
  fields: (t) => ({
    lastSyncTime: t.expose('lastSyncTime', { type: 'DateTime' }),
    emptyMessage: t.exposeString('emptyMessage', { nullable: true }),
    companyName: t.exposeString('companyName'),
    vendorCount: t.int({ resolve: (summary) => summary.vendors.length }),
    vendors: t.field({
      type: [VendorRef],
      description: `At most ${MAX_SUMMARY_VENDORS.toLocaleString('en-US')} vendors.`,
      resolve: (summary) => summary.vendors.slice(0, MAX_SUMMARY_VENDORS),
    }),
  }),
});

builder.queryField('chartOfAccounts', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: ChartRef,
    args: { id: t.arg.int({ required: true }), refresh: t.arg.boolean({ required: false }) },
    resolve: async (_root, { id, refresh }, context) => {
      const { domainId } = requireDomain(context);
      const row = await requireIntegration(context.db, domainId, id);
      const chart = await getChartOfAccounts(deps(context), domainId, id, refresh ?? false);
      return { ...chart, integrationId: row.id, domainId, partner: row.partner };
    },
  }),
);

builder.queryField('boxMappings', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [BoxMappingRef],
    args: { id: t.arg.int({ required: true, description: 'The integration id.' }) },
    resolve: async (_root, { id }, context) => {
      const { domainId } = requireDomain(context);
      const row = await requireIntegration(context.db, domainId, id);
      return getBoxMappings(context.db, domainId, row.partner);
    },
  }),
);

builder.mutationField('updateBoxMappings', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [BoxMappingRef],
    description: 'Replaces the box mappings; an account belongs to one box.',
    args: {
      partner: t.arg({ type: DomainPartnerEnum, required: true }),
      boxMappings: t.arg({ type: [BoxMappingInput], required: true }),
    },
    resolve: (_root, { partner, boxMappings }, context) =>
      saveBoxMappings(context.db, requireDomain(context).domainId, partner, boxMappings),
  }),
);

builder.queryField('importSummary', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: SummaryRef,
    description: 'Reads the partner now (refreshData is accepted for the spec; every read is fresh).',
    args: {
      integrationId: t.arg.int({ required: true }),
      filingYear: t.arg.int({ required: true }),
      include1099VendorsOnly: t.arg.boolean({ required: false }),
      refreshData: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const summary = await readPartnerSummary(deps(context), requireDomain(context).domainId, {
        integrationId: args.integrationId,
        filingYear: args.filingYear,
        include1099VendorsOnly: args.include1099VendorsOnly ?? true,
      });
      return {
        lastSyncTime: summary.lastSyncTime,
        emptyMessage: summary.emptyMessage,
        companyName: summary.row.tenantName ?? summary.company.name,
        vendors: summary.summaries,
      };
    },
  }),
);

builder.mutationField('createPartnerImport', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: ImportRunRef,
    description:
      "Reads the partner and prepares the import run (startImport runs it, as for Excel). Wave's run holds its vendors only: its payments come from its CSV export through Import from Excel.",
    args: {
      integrationId: t.arg.int({ required: true }),
      filingYear: t.arg.int({ required: true }),
      include1099VendorsOnly: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const { domainId, session } = requireDomain(context);
      const row = await requireIntegration(context.db, domainId, args.integrationId);
      if (row.partner === 'Wave')
        return createWaveVendorImport(deps(context), {
          domainId,
          userId: session.userId,
          integrationId: row.id,
          filingYear: args.filingYear,
        });
      return createPartnerImport(deps(context), {
        domainId,
        userId: session.userId,
        integrationId: args.integrationId,
        filingYear: args.filingYear,
        include1099VendorsOnly: args.include1099VendorsOnly ?? true,
      });
    },
  }),
);

builder.mutationField('syncPayerInfo', (t) =>
  t.boolean({
    authScopes: { accountMember: true },
    description: "Fills the payer's name, address and contact details from the partner's company.",
    args: { id: t.arg.int({ required: true, description: 'The integration id.' }) },
    resolve: (_root, { id }, context) =>
      syncPayerInfo(
        { ...deps(context), vault: context.services.tinVault },
        requireDomain(context).domainId,
        id,
      ),
  }),
);
