import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IRIS_STATUS_DIR } from '../test-support/paths.ts';
import { readIrisAcknowledgement } from './acknowledgement.ts';

function readSample(name: string): string {
  return fs.readFileSync(path.join(IRIS_STATUS_DIR, name), 'utf8');
}

describe('readIrisAcknowledgement', () => {
  it('reads the official acknowledgement by receipt id: record errors and a not-found search', () => {
    const result = readIrisAcknowledgement(readSample('SampleAck_1_IRS-IR-StatusOrAckResponse_For_RID.xml'));
    if (!result.ok) throw new Error(result.message);
    expect(result.results).toHaveLength(2);
    const [found, missing] = result.results;
    expect(found?.status).toBe('Accepted');
    expect(found?.receiptId).toBe('2020-63385508791-4a6c57eda');
    expect(found?.uniqueTransmissionId).toBe('550e8400-e29b-41d4-a716-446655440000:IRIS:BB002::A');
    expect(found?.submissions[0]?.status).toBe('Accepted with Errors');
    expect(found?.submissions[0]?.records[0]).toEqual({
      recordId: '1',
      uniqueRecordId: '2020-63385508791-4a6c57eda|1|1',
      errors: [{ code: 'String', message: 'String', value: 'String', elementPath: 'String' }],
    });
    expect(missing?.status).toBe('Not Found');
    expect(missing?.errors).toHaveLength(1);
  });

  it.each([
    'SampleAck_2_IRS-IR-StatusOrAckResponse_For_UTID.xml',
    'SampleStatus_1_IRS-IR-StatusOrAckResponse_For_RID.xml',
    'SampleStatus_2_IRS-IR-StatusOrAckResponse_For_UTID.xml',
  ])('reads the official sample %s', (name) => {
    const result = readIrisAcknowledgement(readSample(name));
    expect(result.ok).toBe(true);
  });

  it('takes the receipt id from a UTID search response', () => {
    const result = readIrisAcknowledgement(
      readSample('SampleStatus_2_IRS-IR-StatusOrAckResponse_For_UTID.xml'),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.results.map((item) => [item.receiptId, item.status])).toEqual([
      ['2020-63385508791-4a6c57eda', 'Accepted with Errors'],
      [null, 'Processing'],
    ]);
  });

  it('explains a document of another kind in one sentence', () => {
    const result = readIrisAcknowledgement('<a xmlns="urn:other"><b/></a>');
    expect(result).toEqual({ ok: false, message: expect.stringContaining('not an IRIS status response') });
    expect(readIrisAcknowledgement('<oops')).toEqual({
      ok: false,
      message: expect.stringContaining('not well-formed'),
    });
  });

  it('rejects an unknown status', () => {
    const xml = readSample('SampleStatus_1_IRS-IR-StatusOrAckResponse_For_RID.xml').replace(
      'Accepted with Errors',
      'Fine',
    );
    expect(readIrisAcknowledgement(xml)).toEqual({ ok: false, message: expect.stringContaining('"Fine"') });
  });
});
