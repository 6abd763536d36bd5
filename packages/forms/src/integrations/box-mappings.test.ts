import { describe, expect, it } from 'vitest';
import {
  assignAccountsToBox,
  BOX_MAPPING_MESSAGES,
  formatBoxMappings,
  getBoxByAccount,
  getMappableBoxes,
  parseBoxMappings,
  suggestBoxMappings,
  type PartnerAccount,
} from './box-mappings.ts';

function account(
  accountId: string,
  accountName: string,
  accountType = 'Expense',
  accountSubType = '',
): PartnerAccount {
  return {
    accountId,
    accountName,
    accountFullName: accountName,
    accountType,
    accountSubType,
    isActive: true,
    isSubAccount: false,
  };
}

describe('getMappableBoxes', () => {
  it('lists NEC box 1 first, then the MISC payment boxes, numbered as the year prints them', () => {
    const boxes2026 = getMappableBoxes(2026);
    expect(boxes2026[0]).toMatchObject({
      boxName: 'NEC.nonEmployeeComp',
      boxNumber: '1a',
      field: 'nonEmployeeComp',
    });
    expect(getMappableBoxes(2025)[0]?.boxNumber).toBe('1');
    expect(boxes2026.map((box) => box.boxName)).toEqual([
      'NEC.nonEmployeeComp',
      'MISC.rents',
      'MISC.royalties',
      'MISC.otherIncome',
      'MISC.fishingBoatProceeds',
      'MISC.medicalPayments',
      'MISC.substitutePaymentsForDivInt',
      'MISC.cropInsuranceProceeds',
      'MISC.proceedsPaidToAttorney',
      'MISC.fishPurchasedForResale',
      'MISC.nonQualifiedDeferredComp',
    ]);
  });
});

describe('assignAccountsToBox', () => {
  it('moves an account taken from another box (spec part 2 §4) and drops boxes left empty', () => {
    const start = { 'NEC.nonEmployeeComp': ['1', '2'], 'MISC.rents': ['3'] };
    const moved = assignAccountsToBox(start, 'MISC.rents', ['3', '2', '2']);
    expect(moved).toEqual({ 'NEC.nonEmployeeComp': ['1'], 'MISC.rents': ['3', '2'] });
    expect(assignAccountsToBox(moved, 'MISC.rents', [])).toEqual({ 'NEC.nonEmployeeComp': ['1'] });
    expect(start['NEC.nonEmployeeComp']).toEqual(['1', '2']);
  });

  it('gives each account its one box', () => {
    const byAccount = getBoxByAccount({ 'NEC.nonEmployeeComp': ['1'], 'MISC.rents': ['3'] });
    expect([...byAccount]).toEqual([
      ['1', 'NEC.nonEmployeeComp'],
      ['3', 'MISC.rents'],
    ]);
  });
});

describe('parseBoxMappings and formatBoxMappings', () => {
  it('round-trips the comma-joined storage of updateBoxMappings', () => {
    const mappings = { 'NEC.nonEmployeeComp': ['10', '11'], 'MISC.rents': ['12'] };
    const stored = formatBoxMappings({ ...mappings, 'MISC.royalties': [] });
    expect(stored).toEqual([
      { boxName: 'NEC.nonEmployeeComp', accountIds: '10,11' },
      { boxName: 'MISC.rents', accountIds: '12' },
    ]);
    expect(parseBoxMappings(stored, 2026)).toEqual({ mappings, error: null });
    expect(parseBoxMappings([{ boxName: 'MISC.rents', accountIds: ' 1 , ,2' }], 2026).mappings).toEqual({
      'MISC.rents': ['1', '2'],
    });
  });

  it('refuses an unknown box, an account under two boxes, a long id and too many accounts', () => {
    expect(parseBoxMappings([{ boxName: 'NEC.federalTaxWithheld', accountIds: '1' }], 2026).error).toBe(
      BOX_MAPPING_MESSAGES.unknownBox('NEC.federalTaxWithheld'),
    );
    expect(
      parseBoxMappings(
        [
          { boxName: 'NEC.nonEmployeeComp', accountIds: '1' },
          { boxName: 'MISC.rents', accountIds: '1' },
        ],
        2026,
      ).error,
    ).toBe(BOX_MAPPING_MESSAGES.twoBoxes('1'));
    expect(parseBoxMappings([{ boxName: 'MISC.rents', accountIds: 'x'.repeat(101) }], 2026).error).toBe(
      BOX_MAPPING_MESSAGES.badAccountId,
    );
    const many = Array.from({ length: 5_001 }, (_, index) => String(index)).join(',');
    expect(parseBoxMappings([{ boxName: 'MISC.rents', accountIds: many }], 2026).error).toBe(
      BOX_MAPPING_MESSAGES.tooMany,
    );
  });
});

describe('suggestBoxMappings', () => {
  it('suggests boxes from names and subtypes of active expense accounts only', () => {
    const accounts = [
      account('1', 'Contract labor'),
      account('2', 'Legal & Professional Fees', 'Expense', 'LegalProfessionalFees'),
      account('3', 'Rent or Lease of Buildings', 'Expense', 'RentOrLeaseOfBuildings'),
      account('4', 'Royalties paid', 'EXPENSE'),
      account('5', 'Office supplies'),
      account('6', 'Rent received', 'Income'),
      { ...account('7', 'Consulting (old)'), isActive: false },
      account('8', 'Settlement payments', 'Other Expense'),
      account('9', 'Medical services', 'Cost of Goods Sold'),
      account('10', 'Sales prizes and awards', 'Expense'),
      account('11', 'Subcontractors', 'Expense', 'CostOfLabor'),
    ];
    expect(suggestBoxMappings(accounts, 2026)).toEqual({
      'NEC.nonEmployeeComp': ['1', '2', '11'],
      'MISC.rents': ['3'],
      'MISC.royalties': ['4'],
      'MISC.proceedsPaidToAttorney': ['8'],
      'MISC.medicalPayments': ['9'],
      'MISC.otherIncome': ['10'],
    });
  });
});
