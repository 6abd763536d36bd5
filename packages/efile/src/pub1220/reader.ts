import type { FormType } from '@file1099/forms';
import type { EfilePayerGroup, EfileReturn } from '../model.ts';
import type { Pub1220FileOptions } from './build-records.ts';
import {
  findFormTypeByTypeOfReturn,
  getAmountCodeTable,
  isPub1220TaxYear,
  type Pub1220TaxYear,
} from './codes.ts';
import { RECORD_LENGTH } from './fields.ts';
import { readPayer, readReturn, readTransmitter } from './read-parties.ts';
import { getLayout, isRecordType, sliceRecord } from './records.ts';
import { getRecordBody, Pub1220RecordSplitter } from './split-records.ts';

export interface Pub1220ReadGroup extends EfilePayerGroup {
  returns: EfileReturn[];
}

/** A Pub 1220 file read into the typed model. */
export interface Pub1220File extends Pub1220FileOptions {
  groups: Pub1220ReadGroup[];
}

export type Pub1220ReadResult = { ok: true; file: Pub1220File } | { ok: false; message: string };

/**
 * Read a Pub 1220 file into the model. Reading is lenient: it needs a T record with tax year 2024 or
 * 2025 and A records with a known type of return; run `validatePub1220` to learn what else is wrong.
 */
export function readPub1220(input: string | Iterable<string>): Pub1220ReadResult {
  const splitter = new Pub1220RecordSplitter();
  let file: Pub1220File | null = null;
  let group: Pub1220ReadGroup | null = null;
  let failure: string | null = null;
  const handle = (text: string, recordNumber: number): void => {
    if (failure) return;
    const { body, lineEnding } = getRecordBody(text);
    const line = body.padEnd(RECORD_LENGTH, ' ').slice(0, RECORD_LENGTH);
    const type = line.charAt(0);
    if (!isRecordType(type)) {
      failure = `Record ${recordNumber} starts with "${type}", which is not a Pub 1220 record type.`;
      return;
    }
    if (type === 'T') {
      const fields = sliceRecord(line, getLayout('T', null));
      const year = Number(fields.paymentYear);
      if (!isPub1220TaxYear(year)) {
        failure = `The T record's payment year is "${fields.paymentYear}"; files for tax years 2024 and 2025 can be read.`;
        return;
      }
      file = {
        taxYear: year,
        transmitter: readTransmitter(fields),
        groups: [],
        lineEnding: lineEnding === '\r\n' ? '\r\n' : '  ',
      };
      if (fields.testFileIndicator === 'T') file.test = true;
      if (fields.priorYearDataIndicator === 'P') file.priorYear = true;
      return;
    }
    const current: Pub1220File | null = file;
    if (!current) {
      failure = `Record ${recordNumber} is a ${type} record, but the file does not start with a T record.`;
      return;
    }
    if (type === 'A') {
      const fields = sliceRecord(line, getLayout('A', null));
      const formType: FormType | null = findFormTypeByTypeOfReturn(fields.typeOfReturn ?? '');
      if (!formType) {
        failure = `Record ${recordNumber} (A) has type of return "${(fields.typeOfReturn ?? '').trim()}", which is not 1099-MISC, NEC, INT, OID or S.`;
        return;
      }
      group = { payer: readPayer(fields), formType, returns: [] };
      if (fields.combinedFederalStateIndicator === '1') group.combinedFederalState = true;
      current.groups.push(group);
    } else if (type === 'B') {
      const open: Pub1220ReadGroup | null = group;
      if (!open) {
        failure = `Record ${recordNumber} is a B record with no A record before it.`;
        return;
      }
      const taxYear: Pub1220TaxYear = current.taxYear;
      const fields = sliceRecord(line, getLayout('B', open.formType));
      open.returns.push(
        readReturn(fields, open.formType, taxYear, getAmountCodeTable(open.formType, taxYear)),
      );
    }
  };
  const chunks = typeof input === 'string' ? [input] : input;
  for (const chunk of chunks)
    for (const record of splitter.push(chunk)) handle(record.text, record.recordNumber);
  for (const record of splitter.finish()) handle(record.text, record.recordNumber);
  if (failure) return { ok: false, message: failure };
  if (!file) return { ok: false, message: 'The file has no Pub 1220 records.' };
  return { ok: true, file };
}
