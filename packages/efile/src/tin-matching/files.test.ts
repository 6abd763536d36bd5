import { describe, expect, it } from 'vitest';
import type { EfileParty } from '../model.ts';
import { createTinMatchRequestFiles, readTinMatchResponse } from './files.ts';

const address = { line1: '1 Main St', city: 'Boston', state: 'MA', postalCode: '02110' };
const jane: EfileParty = {
  entityType: 'Individual',
  tinType: 'SSN',
  tin: '183-42-1111',
  firstName: 'Jane',
  lastName: "O'Malley",
  address,
};
const acme: EfileParty = {
  entityType: 'Business',
  tinType: 'EIN',
  tin: '56-2611111',
  businessName: 'Acme, Inc. & Sons',
  address,
};
const unknown: EfileParty = {
  entityType: 'Business',
  tinType: 'NA',
  tin: '112233445',
  businessName: 'Smith & Co',
  address,
};

describe('TIN matching bulk files (Pub 2108-A)', () => {
  it('writes one request per line: type;TIN;name;account', () => {
    const result = createTinMatchRequestFiles([
      { payee: acme, accountNumber: 'V-0001' },
      { payee: jane },
      { payee: unknown, accountNumber: 'V0042' },
    ]);
    expect(result.files).toEqual([
      '1;562611111;Acme Inc & Sons;V0001\r\n2;183421111;Jane OMalley;\r\n3;112233445;Smith & Co;V0042',
    ]);
    expect(result.problems).toEqual([]);
  });

  it('leaves out payees without TIN or name and duplicate pairs, saying which', () => {
    const result = createTinMatchRequestFiles([
      { payee: jane },
      { payee: { ...jane, tin: '' } },
      { payee: jane },
    ]);
    expect(result.requestCount).toBe(1);
    expect(result.problems.map((problem) => problem.code)).toEqual(['TIN_MISSING', 'DUPLICATE_REQUEST']);
  });

  it('reads result codes 0-8 into our TIN match statuses', () => {
    const response = [
      '1;562611111;Acme Inc & Sons;V0001;0',
      '2;183421111;Jane OMalley;;3',
      '3;112233445;Smith & Co;V0042;7',
      '2;999999999;X;;5',
      'garbage',
    ].join('\r\n');
    const { results, problems } = readTinMatchResponse(response);
    expect(
      results.map((line) => [line.resultCode, line.status, line.matchedTinType, line.accountNumber]),
    ).toEqual([
      [0, 'Valid', null, 'V0001'],
      [3, 'InValid', null, ''],
      [7, 'Valid', 'EIN', 'V0042'],
      [5, null, null, ''],
    ]);
    expect(problems).toEqual([{ lineNumber: 5, message: expect.stringContaining('result code 0-8') }]);
  });
});
