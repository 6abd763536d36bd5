/**
 * Accounting partners with a page under /file1099/integrations/{partnerPath} (spec part 1 §1 and §2).
 * The integration catalogue (connect paths, terms, import types) arrives with the integrations issue;
 * the spec's redacted '{host}' partner is left out until its name is known.
 */
export const INTEGRATION_PARTNERS: Readonly<Record<string, string>> = {
  qbo: 'QuickBooks Online',
  xero: 'Xero',
  freshbooks: 'FreshBooks',
  zoho: 'Zoho Books',
  bqecore: 'BQE CORE',
  wave: 'Wave',
};
