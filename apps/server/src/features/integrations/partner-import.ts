/**
 * The partner import (spec part 2 §2 import and review steps, §4 "Import processing"): the summary's
 * vendors become a run of the same durable import job as an Excel file — payees first, then 1099-MISC,
 * then 1099-NEC filings — with the same conflict questions and review. Vendors are matched to payees by
 * the partner's vendor id, then by TIN; a TIN the partner shows masked (or not at all) is imported as a
 * placeholder and the payee is marked for a W-9 request. syncPayerInfo fills the payer from the company.
 */
import {
  getFormTypeLabel,
  isCompleteTin,
  isTinType,
  PARTNERS,
  type PayeeRecord,
  type VendorSummary,
} from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { getTotalCents } from '../filings/filings.service.ts';
import {
  importRecords,
  importRuns,
  type ImportProblem,
  type ImportRunRow,
} from '../imports/imports.table.ts';
import type { ImportPayload } from '../imports/imports.service.ts';
import { getOrCreatePayer, updatePayer } from '../payers/payers.service.ts';
import { requireIntegration } from './chart.service.ts';
import { readPartnerSummary, vendorName } from './import-summary.service.ts';
import type { IntegrationDeps } from './integrations.service.ts';
import { openBooks } from './partner-books.ts';
import { readPartner } from './partner-read.ts';
import type { PartnerCompany, PartnerVendorRecord } from './partner.types.ts';

const PLACEHOLDER_TIN = { SSN: '000-00-0000', EIN: '00-0000000' } as const;

const blank = (value: string): string | null => (value.trim() === '' ? null : value.trim());

function addressRecord(address: PartnerVendorRecord['address']): PayeeRecord['address'] {
  return {
    line1: blank(address.line1),
    line2: blank(address.line2),
    city: blank(address.city),
    state: blank(address.state),
    postalCode: blank(address.postalCode),
    country: blank(address.country) ?? 'US',
  };
}

/**
 * A vendor as a payee record: a person when the partner gives a first or last name and no company; a
 * complete, unmasked TIN is taken, anything else becomes the placeholder of the payee's TIN type.
 */
export function toPartnerPayee(vendor: PartnerVendorRecord): PayeeRecord {
  const isPerson = vendor.businessName.trim() === '' && (vendor.firstName + vendor.lastName).trim() !== '';
  const tinType = isPerson ? 'SSN' : 'EIN';
  const hint = vendor.tinHint.trim();
  const usable = hint !== '' && !hint.includes('*') && !/x/i.test(hint) && isCompleteTin(hint);
  return {
    tin: usable ? hint : PLACEHOLDER_TIN[tinType],
    tinType,
    entityType: isPerson ? 'Individual' : 'Business',
    businessName: isPerson ? null : (blank(vendor.businessName) ?? vendorName(vendor)),
    firstName: isPerson ? blank(vendor.firstName) : null,
    middleName: null,
    lastName: isPerson ? blank(vendor.lastName) : null,
    dba: null,
    address: addressRecord(vendor.address),
    emailAddress: blank(vendor.email),
    phoneNumber: null,
    phoneExt: null,
  };
}

export interface PlannedRecord {
  payload: ImportPayload;
  row: number;
  formType: string | null;
}

/** The run's records in processing order: payees, then 1099-MISC, then 1099-NEC (spec part 2 §4). */
export function planRecords(
  productName: string,
  partner: string,
  vendors: readonly PartnerVendorRecord[],
  summaries: readonly VendorSummary[],
): { plan: PlannedRecord[]; skipped: ImportProblem[] } {
  const byId = new Map(vendors.map((vendor, index) => [vendor.vendorId, { vendor, row: index + 1 }]));
  const skipped: ImportProblem[] = [];
  const chosen: { vendor: PartnerVendorRecord; row: number; summary: VendorSummary }[] = [];
  for (const summary of summaries) {
    const found = summary.vendorId === null ? undefined : byId.get(summary.vendorId);
    const importable = summary.forms.filter((form) => form.skipReason === null);
    if (!found || importable.length === 0) {
      const reason = summary.forms.find((form) => form.skipReason !== null)?.skipReason ?? 'No payments';
      skipped.push({ sheet: productName, row: found?.row ?? 0, message: `${summary.name}: ${reason}` });
      continue;
    }
    chosen.push({ ...found, summary });
  }
  const plan: PlannedRecord[] = [];
  for (const { vendor, row } of chosen)
    plan.push({
      payload: {
        kind: 'payee',
        payee: toPartnerPayee(vendor),
        partnerRef: { partner, vendorId: vendor.vendorId },
      },
      row,
      formType: null,
    });
  for (const formType of ['Type_1099_MISC', 'Type_1099_NEC'] as const)
    for (const { vendor, row, summary } of chosen) {
      const form = summary.forms.find((f) => f.formType === formType && f.skipReason === null);
      if (!form) continue;
      plan.push({
        payload: {
          kind: 'filing',
          payee: toPartnerPayee(vendor),
          formType,
          filingData: { ...form.filingData },
          partnerRef: { partner, vendorId: vendor.vendorId },
        },
        row,
        formType,
      });
    }
  return { plan, skipped };
}

/**
 * Reads the partner and stores the import as a run in status Parsed (nothing is written to payees or
 * filings yet); startImport then runs it as the durable import job, and its review is the Excel one.
 */
export async function createPartnerImport(
  deps: IntegrationDeps,
  input: {
    domainId: number;
    userId: number;
    integrationId: number;
    filingYear: number;
    include1099VendorsOnly: boolean;
  },
): Promise<ImportRunRow> {
  return storePartnerRun(deps, input, await planPartnerImport(deps, input));
}

/** Stores a planned import as a run in status Parsed, its records written 500 at a time. */
export async function storePartnerRun(
  deps: IntegrationDeps,
  input: { domainId: number; userId: number; filingYear: number },
  planned: {
    plan: PlannedRecord[];
    skipped: ImportProblem[];
    run: { productName: string; fileName: string; recordCount: number };
  },
): Promise<ImportRunRow> {
  const { plan, skipped, run: values } = planned;
  const productName = values.productName;
  const payeeSeqByVendor = new Map<string, number>();
  // Only the plan is kept from here on: the summary and its payment lines are garbage already, and
  // the sealed records are built a statement (500) at a time, not all before the first is written.
  const toRow = (runId: number, item: PlannedRecord, seq: number): typeof importRecords.$inferInsert => {
    const vendorId = item.payload.partnerRef?.vendorId ?? '';
    if (item.payload.kind === 'payee') payeeSeqByVendor.set(vendorId, seq);
    const payee = item.payload.payee;
    return {
      runId,
      seq,
      payeeSeq: payeeSeqByVendor.get(vendorId) ?? null,
      kind: item.payload.kind,
      sheet: productName,
      row: item.row,
      formType: item.formType,
      payloadCiphertext: deps.encryptor.encrypt(JSON.stringify(item.payload)),
      displayName: payee.businessName ?? [payee.firstName, payee.lastName].filter(Boolean).join(' '),
      maskedTin: payee.tin.includes('0000') ? '' : `***${payee.tin.slice(-4)}`,
      totalCents:
        item.payload.kind === 'filing' && item.formType
          ? getTotalCents(
              item.formType,
              input.filingYear,
              item.payload.filingData as Record<string, number | boolean | string | null>,
            )
          : 0,
    };
  };
  return deps.db.transaction(async (tx) => {
    const [run] = await tx
      .insert(importRuns)
      .values({
        domainId: input.domainId,
        resource: 'filings',
        filingYear: input.filingYear,
        fileName: values.fileName,
        status: 'Parsed',
        problems: [],
        skipped,
        recordCount: values.recordCount,
        readyCount: plan.filter((item) => item.formType !== null).length,
        createdBy: input.userId,
      })
      .returning();
    if (!run) throw new Error('createPartnerImport: insert returned no row');
    for (let start = 0; start < plan.length; start += 500)
      await tx
        .insert(importRecords)
        .values(plan.slice(start, start + 500).map((item, index) => toRow(run.id, item, start + index)));
    return run;
  });
}

/** The partner's summary turned into the run's plan; the summary itself is not returned. */
async function planPartnerImport(
  deps: IntegrationDeps,
  input: { domainId: number; integrationId: number; filingYear: number; include1099VendorsOnly: boolean },
): Promise<{
  plan: PlannedRecord[];
  skipped: ImportProblem[];
  run: { productName: string; fileName: string; recordCount: number };
}> {
  const summary = await readPartnerSummary(deps, input.domainId, input);
  if (summary.emptyMessage !== null) throw new AppError('BAD_USER_INPUT', summary.emptyMessage);
  const partner = summary.row.partner;
  const productName = PARTNERS[partner].productName;
  const { plan, skipped } = planRecords(productName, partner, summary.vendors, summary.summaries);
  return {
    plan,
    skipped,
    run: {
      productName,
      fileName: `${productName}: ${summary.row.tenantName ?? summary.company.name}`.slice(0, 200),
      recordCount: summary.summaries.length,
    },
  };
}

/** syncPayerInfo: the payer's name, address, e-mail and phone from the partner's company. */
export async function syncPayerInfo(
  deps: IntegrationDeps & { vault: TinVault },
  domainId: number,
  integrationId: number,
): Promise<boolean> {
  const row = await requireIntegration(deps.db, domainId, integrationId);
  const { books } = await openBooks(deps, row);
  const company: PartnerCompany = await readPartner(row.partner, () => books.company());
  const current = await getOrCreatePayer(deps.db, domainId);
  const tinType = isTinType(current.tinType) && current.tinType !== 'NA' ? current.tinType : 'EIN';
  const hasTin = current.tinCiphertext !== null && current.tinCiphertext !== '';
  await updatePayer(deps.db as Db, deps.vault, domainId, {
    payerType: 'Business',
    businessName: company.legalName.trim() || company.name.trim() || current.businessName,
    dba:
      company.legalName.trim() && company.name.trim() !== company.legalName.trim()
        ? company.name
        : current.dba,
    tinType,
    // Partners do not give the payer's TIN: a stored one is kept, else a placeholder to fill in.
    tin: hasTin ? '*' : PLACEHOLDER_TIN.EIN,
    emailAddress: company.email || current.emailAddress,
    phoneNumber: company.phone || current.phoneNumber,
    phoneExt: current.phoneExt,
    address: addressRecord(company.address),
    customAttributes: current.customAttributes,
  });
  return true;
}

export const formLabel = getFormTypeLabel;
