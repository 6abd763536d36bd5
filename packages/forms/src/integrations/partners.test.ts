import { describe, expect, it } from 'vitest';
import {
  findPartnerByPath,
  getEmptyImportMessage,
  INTEGRATION_MESSAGES,
  isPartnerId,
  PARTNER_IDS,
  PARTNERS,
} from './partners.ts';

describe('the partner catalogue', () => {
  it("has the spec's connect paths, one per partner", () => {
    expect(PARTNER_IDS.map((id) => PARTNERS[id].connectPath)).toEqual([
      '/access/connectToQuickBooks',
      '/access/connectToXero',
      '/access/connectToFB',
      '/access/bdcCallback',
      '/access/connectToZoho',
      '/access/connectToBQECORE',
      '/access/connectToWave',
    ]);
    for (const id of PARTNER_IDS) expect(PARTNERS[id].id).toBe(id);
  });

  it('finds a partner by its route path, any case, and nothing for an unknown one', () => {
    expect(findPartnerByPath('QBO')?.productName).toBe('QuickBooks Online');
    expect(findPartnerByPath('xero')?.id).toBe('Xero');
    expect(findPartnerByPath('sage')).toBeNull();
    expect(isPartnerId('Wave')).toBe(true);
    expect(isPartnerId('wave')).toBe(false);
  });

  it('reads Wave for vendors only and says so; BILL signs in with a session', () => {
    expect(PARTNERS.Wave.importType).toBe('vendors');
    expect(PARTNERS.Wave.importNote).toContain('CSV');
    expect(PARTNERS.Bill.auth).toBe('session');
  });

  it("words the empty import as the spec does, with Xero's extra sentence", () => {
    expect(getEmptyImportMessage(PARTNERS.QBO)).toBe(
      'Please make sure your QuickBooks Online company has data or connect to a different one.',
    );
    expect(getEmptyImportMessage(PARTNERS.Xero)).toBe(
      "Please make sure your Xero organisation has data or connect to a different one. Also, make sure you have set up your 1099 report in Xero and you have 'Advisory' role in the organization.",
    );
    expect(INTEGRATION_MESSAGES.notConnected('Xero')).toBe(
      'You account is NOT connected to Xero. Please connect to an account to be able to import data from Xero.',
    );
    expect(INTEGRATION_MESSAGES.connectFailed('Xero')).toBe('Failed to connect to Xero');
  });
});
