/**
 * Accounting partners with a page under /file1099/integrations/{partnerPath} (spec part 1 §1 and §2).
 * The integration catalogue (connect paths, terms, import types) arrives with the integrations issue;
 * the spec's '{host}' partner is BILL (packages/forms PARTNERS).
 */
export const INTEGRATION_PARTNERS: Readonly<Record<string, string>> = {
  qbo: 'QuickBooks Online',
  xero: 'Xero',
  freshbooks: 'FreshBooks',
  zoho: 'Zoho Books',
  bill: 'BILL',
  bqecore: 'BQE CORE',
  wave: 'Wave',
};
