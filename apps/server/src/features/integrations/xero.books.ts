/**
 * Reading one Xero organisation's books (xero.client.ts explains the contract): every accounting call
 * carries the organisation's `xero-tenant-id`; paged lists are read with `page` and `pageSize`.
 */
import {
  type BillLine,
  type FundingKind,
  type PartnerAccount,
  type PartnerPaymentLine,
} from '@file1099/forms';
import type { PartnerHttp, TokenAccess } from './partner-http.ts';
import { isInYear, list, partnerCents, readPages, record, text, type Json } from './partner-json.ts';
import { settleDocument } from './partner-settle.ts';
import type { PartnerBooksReader, PartnerCompany, PartnerVendorRecord } from './partner.types.ts';

/** A contact group whose name says 1099 holds the contractors (Xero's 1099 rules pay a group). */
const CONTRACTOR_GROUP = /1099/;
const ID_BATCH = 50;
const SPEND_TYPES = new Set(['SPEND', 'SPEND-OVERPAYMENT', 'SPEND-PREPAYMENT']);

/** A Xero date — '/Date(1767225600000+0000)/', or a `DateString` / ISO text — as YYYY-MM-DD. */
export function xeroDay(value: unknown, dateString?: unknown): string {
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(text(dateString)) ?? /^(\d{4}-\d{2}-\d{2})/.exec(text(value));
  if (iso?.[1]) return iso[1];
  const ms = /\/Date\((-?\d+)/.exec(text(value));
  return ms?.[1] ? new Date(Number(ms[1])).toISOString().slice(0, 10) : '';
}

function readAddress(addresses: unknown): PartnerVendorRecord['address'] {
  const all = list(addresses);
  const address =
    all.find((item) => item.AddressType === 'POBOX' && text(item.AddressLine1)) ??
    all.find((item) => text(item.AddressLine1)) ??
    {};
  return {
    line1: text(address.AddressLine1),
    line2: [address.AddressLine2, address.AddressLine3, address.AddressLine4]
      .map(text)
      .filter(Boolean)
      .join(', '),
    city: text(address.City),
    state: text(address.Region),
    postalCode: text(address.PostalCode),
    country: text(address.Country),
  };
}

export class XeroBooks implements PartnerBooksReader {
  constructor(
    private readonly http: PartnerHttp,
    private readonly api: string,
    private readonly tenantId: string,
    private readonly tokens: TokenAccess,
    private readonly pageSize: number,
  ) {}

  private async get(path: string, query: Record<string, string> = {}): Promise<Json> {
    const url = new URL(`${this.api}/${path}`);
    url.search = new URLSearchParams(query).toString();
    return record(await this.http.getJson(url.toString(), this.tokens, { 'xero-tenant-id': this.tenantId }));
  }

  /** Every row of a paged list. */
  private paged(collection: string, query: Record<string, string> = {}): Promise<Json[]> {
    return readPages(async (page) => {
      const answer = await this.get(collection, {
        ...query,
        page: String(page),
        pageSize: String(this.pageSize),
      });
      const rows = list(answer[collection]);
      const pagination = record(answer.pagination);
      const pageCount = Number(pagination.pageCount);
      return { rows, more: Number.isFinite(pageCount) ? page < pageCount : rows.length >= this.pageSize };
    });
  }

  /** Rows of a paged list by id, in batches (the page parameter makes Xero include the line items). */
  private async byIds(collection: string, idKey: string, ids: readonly string[]): Promise<Map<string, Json>> {
    const found = new Map<string, Json>();
    for (let at = 0; at < ids.length; at += ID_BATCH)
      for (const row of await this.paged(collection, { IDs: ids.slice(at, at + ID_BATCH).join(',') }))
        found.set(text(row[idKey]), row);
    return found;
  }

  async company(): Promise<PartnerCompany> {
    const organisation = list((await this.get('Organisation')).Organisations)[0] ?? {};
    const phone = list(organisation.Phones).find((item) => text(item.PhoneNumber)) ?? {};
    return {
      name: text(organisation.Name),
      legalName: text(organisation.LegalName),
      email: '',
      phone: [phone.PhoneAreaCode, phone.PhoneNumber].map(text).filter(Boolean).join(' '),
      address: readAddress(organisation.Addresses),
      currency: text(organisation.BaseCurrency) || 'USD',
    };
  }

  /** Ids of the contacts in the contractor groups. */
  private async contractorIds(): Promise<Set<string>> {
    const ids = new Set<string>();
    const groups = list((await this.get('ContactGroups')).ContactGroups).filter(
      (group) => CONTRACTOR_GROUP.test(text(group.Name)) && group.Status !== 'DELETED',
    );
    for (const group of groups) {
      const detail = list(
        (await this.get(`ContactGroups/${encodeURIComponent(text(group.ContactGroupID))}`)).ContactGroups,
      )[0];
      for (const contact of list(detail?.Contacts)) ids.add(text(contact.ContactID));
    }
    return ids;
  }

  async vendors(): Promise<PartnerVendorRecord[]> {
    const contractors = await this.contractorIds();
    const contacts = await this.paged('Contacts', { includeArchived: 'true' });
    const inGroup = (contact: Json) =>
      contractors.has(text(contact.ContactID)) ||
      list(contact.ContactGroups).some((group) => CONTRACTOR_GROUP.test(text(group.Name)));
    return contacts
      .filter((contact) => contact.IsSupplier === true || inGroup(contact))
      .filter((contact) => contact.ContactStatus !== 'GDPRREQUEST')
      .map((contact) => {
        const person = text(contact.FirstName) !== '' || text(contact.LastName) !== '';
        return {
          vendorId: text(contact.ContactID),
          displayName: text(contact.Name),
          businessName: person ? '' : text(contact.Name),
          firstName: text(contact.FirstName),
          lastName: text(contact.LastName),
          is1099Vendor: inGroup(contact),
          active: contact.ContactStatus !== 'ARCHIVED',
          tinHint: text(contact.TaxNumber),
          email: text(contact.EmailAddress),
          address: readAddress(contact.Addresses),
        };
      });
  }

  private async accountRows(): Promise<Json[]> {
    return list((await this.get('Accounts')).Accounts);
  }

  async accounts(): Promise<PartnerAccount[]> {
    return (await this.accountRows())
      .filter((account) => account.Status !== 'DELETED')
      .map((account) => ({
        accountId: text(account.AccountID),
        accountName: text(account.Name),
        accountFullName: text(account.Code)
          ? `${text(account.Code)} - ${text(account.Name)}`
          : text(account.Name),
        accountType: text(account.Type),
        accountSubType: text(account.BankAccountType) || text(account.Class),
        isActive: account.Status === 'ACTIVE',
        isSubAccount: false,
      }));
  }

  async paymentLines(taxYear: number): Promise<PartnerPaymentLine[]> {
    const accounts = await this.accountRows();
    const idByCode = new Map(accounts.map((account) => [text(account.Code), text(account.AccountID)]));
    const fundingById = new Map(accounts.map((account) => [text(account.AccountID), fundingOf(account)]));
    const within = `Status=="AUTHORISED" AND Date>=DateTime(${taxYear},01,01) AND Date<=DateTime(${taxYear},12,31)`;
    const billPayments = await this.paged('Payments', {
      where: `PaymentType=="ACCPAYPAYMENT" AND ${within}`,
    });
    const refunds = await this.paged('Payments', { where: `PaymentType=="APCREDITPAYMENT" AND ${within}` });
    const spent = await this.paged('BankTransactions', { where: within });
    const bills = await this.byIds('Invoices', 'InvoiceID', [
      ...new Set(billPayments.map((payment) => text(record(payment.Invoice).InvoiceID)).filter(Boolean)),
    ]);
    const creditNotes = await this.byIds('CreditNotes', 'CreditNoteID', [
      ...new Set(refunds.map((payment) => text(record(payment.CreditNote).CreditNoteID)).filter(Boolean)),
    ]);
    const documentLines = (document: Json): BillLine[] =>
      list(document.LineItems).map((line) => ({
        accountId: text(line.AccountID) || idByCode.get(text(line.AccountCode)) || null,
        amountCents: lineCents(line, document),
      }));
    const lines: PartnerPaymentLine[] = [];
    const settle = (payment: Json, document: Json | undefined, sign: 1 | -1, what: string) => {
      const day = xeroDay(payment.Date, payment.DateString);
      if (!isInYear(day, taxYear)) return;
      const amount = partnerCents(payment.Amount);
      const base = {
        transactionId: `Payment ${text(payment.PaymentID)}`,
        vendorId:
          text(record(record(document ?? payment.Invoice ?? payment.CreditNote).Contact).ContactID) || null,
        paidOn: day,
        currency: text(document?.CurrencyCode) || text(record(payment.Invoice).CurrencyCode) || 'USD',
        funding: fundingById.get(text(record(payment.Account).AccountID)) ?? 'bank',
      };
      const readable = document && amount !== null ? documentLines(document) : undefined;
      lines.push(...settleDocument(base, sign * (amount ?? 0), readable, what));
    };
    for (const payment of billPayments)
      settle(payment, bills.get(text(record(payment.Invoice).InvoiceID)), 1, 'bill');
    for (const refund of refunds)
      settle(refund, creditNotes.get(text(record(refund.CreditNote).CreditNoteID)), -1, 'credit note');
    for (const spend of spent) {
      const day = xeroDay(spend.Date, spend.DateString);
      if (!SPEND_TYPES.has(text(spend.Type)) || !isInYear(day, taxYear)) continue;
      for (const line of documentLines(spend))
        lines.push({
          transactionId: `BankTransaction ${text(spend.BankTransactionID)}`,
          vendorId: text(record(spend.Contact).ContactID) || null,
          paidOn: day,
          accountId: line.accountId,
          amountCents: line.amountCents,
          currency: text(spend.CurrencyCode) || 'USD',
          funding: fundingById.get(text(record(spend.BankAccount).AccountID)) ?? 'bank',
        });
    }
    return lines;
  }
}

function fundingOf(account: Json): FundingKind {
  const kind = text(account.BankAccountType);
  if (kind === 'CREDITCARD') return 'card';
  if (kind === 'PAYPAL' || /paypal/i.test(text(account.Name))) return 'paypal';
  return 'bank';
}

/** A line's amount as paid: tax on top when the document's amounts exclude it. */
function lineCents(line: Json, document: Json): number {
  const amount = partnerCents(line.LineAmount) ?? 0;
  return document.LineAmountTypes === 'Exclusive' ? amount + (partnerCents(line.TaxAmount) ?? 0) : amount;
}
