/**
 * npm run bench -- efile: mixed 1099 returns (10 payers × 5 forms) written as IRIS XML, written as Pub 1220
 * and validated, at 100,000 and 1,000,000 records. Reports records per second and peak memory.
 * Targets (issue 5): Pub 1220 write and validate ≥ 100,000 rec/s, IRIS XML ≥ 30,000 rec/s, memory < 150 MB
 * and flat from 100k to 1M.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FORM_TYPES, type FilingData, type FormType } from '@file1099/forms';
import {
  createIrisTransmissions,
  Pub1220Validator,
  writePub1220,
  type EfilePayer,
  type EfileReturn,
  type EfileTransmitter,
} from '../src/index.ts';

const TAX_YEAR = 2025;
const PAYERS = 10;

const transmitter: EfileTransmitter = {
  tin: '123456789',
  tcc: 'A1B2C',
  name: 'File1099 Inc',
  companyName: 'File1099 Inc',
  address: { line1: '100 Main St', city: 'Boston', state: 'MA', postalCode: '02110' },
  contactName: 'Pat Operator',
  contactPhone: '6175550100',
};

function createPayer(index: number): EfilePayer {
  return {
    entityType: 'Business',
    tinType: 'EIN',
    tin: String(100_000_000 + index * 7919),
    businessName: `Payer Number ${index} Inc`,
    address: { line1: `${index + 1} Industrial Way`, city: 'Springfield', state: 'IL', postalCode: '62701' },
    phone: '2175550123',
  };
}

const BOXES: Readonly<Record<FormType, (i: number) => FilingData>> = {
  Type_1099_NEC: (i) => ({
    nonEmployeeComp: 60_000 + i,
    federalTaxWithheld: i % 7 === 0 ? 1_000 : 0,
    state1Code: 'CA',
    state1TaxWithheld: 500,
  }),
  Type_1099_MISC: (i) => ({
    rents: 120_000 + i,
    royalties: i % 3 === 0 ? 5_000 : 0,
    fatcaFilingRequirementIndicator: false,
  }),
  Type_1099_INT: (i) => ({ interestIncome: 1_500 + i, taxExemptInterest: i % 5 === 0 ? 700 : 0 }),
  Type_1099_OID: (i) => ({ oid: 3_200 + i, periodInterest: 400, description: 'ACME CORP 5 PCT 2030' }),
  Type_1099_S: (i) => ({
    dateOfClosing: '2025-06-15',
    grossProceeds: 45_000_000 + i,
    address: '10 Lake Road Austin TX 78701',
  }),
};

function createReturn(formType: FormType, i: number): EfileReturn {
  return {
    formType,
    taxYear: TAX_YEAR,
    payee: {
      entityType: i % 2 === 0 ? 'Individual' : 'Business',
      tinType: i % 2 === 0 ? 'SSN' : 'EIN',
      tin: String(200_000_000 + (i % 700_000_000)),
      firstName: 'Jordan',
      lastName: `Payee${i % 1000}`,
      businessName: `Vendor ${i} LLC`,
      address: {
        line1: `${i % 9999} Market Street`,
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94105',
      },
    },
    filingData: { ...BOXES[formType](i), payeeAccountNumber: `A${i}` },
  };
}

/** Re-iterable returns of one payer × form, made on the fly: nothing is held in memory. */
function createGroups(total: number) {
  const groups = [];
  const count = PAYERS * FORM_TYPES.length;
  let index = 0;
  for (let payer = 0; payer < PAYERS; payer += 1) {
    for (const formType of FORM_TYPES) {
      const size = Math.floor(total / count) + (index < total % count ? 1 : 0);
      const offset = index * 1_000_000;
      groups.push({
        payer: createPayer(payer),
        formType,
        combinedFederalState: formType === 'Type_1099_NEC',
        returns: {
          *[Symbol.iterator]() {
            for (let i = 0; i < size; i += 1) yield createReturn(formType, offset + i);
          },
        },
      });
      index += 1;
    }
  }
  return groups;
}

let peakRss = 0;
function sampleMemory(): void {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}

async function measure(label: string, records: number, work: () => Promise<string> | string): Promise<void> {
  (globalThis as { gc?: () => void }).gc?.();
  peakRss = process.memoryUsage().rss;
  const timer = setInterval(sampleMemory, 20);
  const start = process.hrtime.bigint();
  const detail = await work();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  clearInterval(timer);
  sampleMemory();
  const rate = Math.round(records / seconds).toLocaleString('en-US');
  process.stdout.write(
    `${label.padEnd(34)} ${records.toLocaleString('en-US').padStart(9)} records  ${seconds.toFixed(2).padStart(6)} s  ${rate.padStart(9)} rec/s  peak RSS ${(peakRss / 1048576).toFixed(0).padStart(4)} MB  ${detail}\n`,
  );
}

async function run(total: number): Promise<void> {
  const groups = createGroups(total);
  const file = path.join(os.tmpdir(), `efile-bench-${process.pid}.txt`);
  await measure('IRIS XML write', total, () => {
    const transmissions = createIrisTransmissions({
      taxYear: TAX_YEAR,
      transmissionType: 'O',
      test: true,
      transmitter,
      softwareId: 'BENCH01',
      contact: { name: 'Pat Operator', phone: '6175550100' },
      createUuid: () => '00000000-0000-4000-8000-000000000000',
      submissions: groups,
    });
    let bytes = 0;
    for (const transmission of transmissions)
      for (const chunk of transmission.write()) {
        bytes += chunk.length;
        sampleMemory();
      }
    return `${(bytes / 1e6).toFixed(0)} MB in ${transmissions.length} transmission(s)`;
  });
  await measure('Pub 1220 write (to a file)', total, () => {
    const descriptor = fs.openSync(file, 'w');
    let bytes = 0;
    for (const chunk of writePub1220({ taxYear: TAX_YEAR, transmitter, groups })) {
      fs.writeSync(descriptor, chunk, null, 'latin1');
      bytes += chunk.length;
      sampleMemory();
    }
    fs.closeSync(descriptor);
    return `${(bytes / 1e6).toFixed(0)} MB`;
  });
  await measure('Pub 1220 validate (from the file)', total, async () => {
    const validator = new Pub1220Validator();
    for await (const chunk of fs.createReadStream(file, { encoding: 'latin1', highWaterMark: 1 << 16 })) {
      validator.push(String(chunk));
      sampleMemory();
    }
    const result = validator.finish();
    return `${result.errorCount} errors, ${result.warningCount} warnings, ${result.recordCount.toLocaleString('en-US')} records`;
  });
  fs.rmSync(file, { force: true });
}

const sizes = process.argv.includes('--quick') ? [100_000] : [100_000, 1_000_000];
for (const size of sizes) await run(size);
process.stdout.write(
  `max RSS of the whole run (resourceUsage): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB\n`,
);
