import type { Db } from '../../db/database.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { saveFiling } from '../filings/filings.service.ts';
import { updatePayer } from '../payers/payers.service.ts';
import { savePayee } from '../payees/payees.service.ts';

const ADDRESS = {
  line1: '100 Sample Street',
  city: 'Springfield',
  state: 'IL',
  country: 'US',
  postalCode: '62701',
};

/**
 * The sandbox test drive's 'Sample Company': a payer, payees of both kinds and draft filings of
 * several forms, so every screen has something to show. The SSN, 078-05-1120, passes the IRS range
 * rules but belongs to no one: the Social Security Administration voided it in 1943 after it was
 * printed on a sample card sold with wallets.
 */
export async function seedSampleCompany(
  db: Db,
  vault: TinVault,
  domainId: number,
  taxYear: number,
): Promise<void> {
  await updatePayer(db, vault, domainId, {
    payerType: 'Business',
    businessName: 'Sample Company',
    tinType: 'EIN',
    tin: '27-0000001',
    phoneNumber: '2175550100',
    emailAddress: 'payables@sample.invalid',
    address: ADDRESS,
  });
  const contractor = await savePayee(db, vault, domainId, {
    entityType: 'Individual',
    firstName: 'Alex',
    lastName: 'Sample',
    tinType: 'SSN',
    tin: '078-05-1120',
    emailAddress: 'alex@sample.invalid',
    address: ADDRESS,
  });
  const landlord = await savePayee(db, vault, domainId, {
    entityType: 'Business',
    businessName: 'Sample Properties LLC',
    tinType: 'EIN',
    tin: '27-0000002',
    address: ADDRESS,
  });
  const bank = await savePayee(db, vault, domainId, {
    entityType: 'Business',
    businessName: 'Sample Savings Bank',
    tinType: 'EIN',
    tin: '27-0000003',
    address: ADDRESS,
  });
  await saveFiling(db, vault, domainId, {
    payeeId: contractor.id,
    filingType: 'Type_1099_NEC',
    filingYear: taxYear,
    filingData: { nonEmployeeComp: 1_250_000 },
  });
  await saveFiling(db, vault, domainId, {
    payeeId: landlord.id,
    filingType: 'Type_1099_MISC',
    filingYear: taxYear,
    filingData: { rents: 3_600_000 },
  });
  await saveFiling(db, vault, domainId, {
    payeeId: bank.id,
    filingType: 'Type_1099_INT',
    filingYear: taxYear,
    filingData: { interestIncome: 84_215 },
  });
}
