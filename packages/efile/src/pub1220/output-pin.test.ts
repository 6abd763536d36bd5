import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createGroups, TAX_YEAR, transmitter } from '../../bench/bench-data.ts';
import type { CorrectionCode, EfileAddress, EfilePayerGroup, EfileReturn } from '../model.ts';
import { writePub1220, writePub1220ToString, type Pub1220Input } from './writer.ts';

/**
 * The Pub 1220 writer's output pinned byte for byte: SHA-256 of files written from fixed data, with
 * the values the writer gave before its speed work (commit 0557a27). A change to the writer that
 * changes one byte of any record, or one refusal's text, fails here.
 */
function sha256(chunks: Iterable<string>): string {
  const hash = createHash('sha256');
  for (const chunk of chunks) hash.update(chunk, 'utf8');
  return hash.digest('hex');
}

function writeBench(records: number, data: 'simple' | 'realistic', lineEnding?: string): string {
  const groups = createGroups(records, data).map((group) => ({ ...group, returns: [...group.returns] }));
  return sha256(
    writePub1220({
      taxYear: TAX_YEAR,
      transmitter,
      groups,
      ...(lineEnding ? { lineEnding: lineEnding as Pub1220Input['lineEnding'] } : {}),
    }),
  );
}

/** A fixed pseudo-random sequence (mulberry32), so the varied data is the same on every run. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Latin letters with and without accents, punctuation the fields drop or blank, blanks, signs. */
const ALPHABET = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...'          ',
  ...'.,\'&-/#()%@!"*+:;?',
  ...'áàâäãåæçéèêëíìîïñóòôöõøœßúùûüýÿÁÉÍÓÚÑÇØÆŒÅÄÖÜĀăĄćČđĘěğħıĳĽłŁńňŌőřśŠşťŢůűźŽżǅ',
  ...'\t\u00a0\u2019\u201c\u201d\u2014€°ªº',
  'e\u0301',
  'o\u0308',
];
/** Letters of other scripts and beyond the BMP: the writer refuses them (in one text in fifty). */
const OTHER_SCRIPTS = ['Ω', 'Ж', '中', '😀'];

function randomText(random: () => number, maxLength: number): string {
  const length = Math.floor(random() * (maxLength + 1));
  let text = random() < 0.02 ? (OTHER_SCRIPTS[Math.floor(random() * OTHER_SCRIPTS.length)] ?? '') : '';
  for (let index = 0; index < length; index += 1)
    text += ALPHABET[Math.floor(random() * ALPHABET.length)] ?? '';
  return text;
}

function sometimes<T>(random: () => number, chance: number, value: () => T): T | undefined {
  return random() < chance ? value() : undefined;
}

/** A bench return with its text fields and extras replaced by random values (kept only when set). */
function vary(ret: EfileReturn, random: () => number): EfileReturn {
  const text = (maxLength: number) => randomText(random, maxLength);
  const address: EfileAddress = { ...ret.payee.address };
  if (random() < 0.5) address.line1 = text(30);
  if (random() < 0.3) address.line2 = text(12);
  if (random() < 0.4) address.city = text(20);
  if (random() < 0.2)
    address.postalCode = ['12345', '12345-6789', '1234', 'K1A 0B1', text(8)][Math.floor(random() * 5)] ?? '';
  if (random() < 0.2)
    address.country =
      ['', 'US', 'USA', 'United States', 'CA', 'MX', 'GM', 'XX', 'u.s.a.'][Math.floor(random() * 9)] ?? '';
  if (random() < 0.1) address.province = text(10);
  const payee = { ...ret.payee, address };
  if (random() < 0.4) payee.lastName = text(18);
  if (random() < 0.4) payee.firstName = text(12);
  if (random() < 0.2) payee.middleName = text(6);
  if (random() < 0.1) payee.suffix = ['Jr', 'Sr.', 'III', 'md', text(4)][Math.floor(random() * 5)] ?? '';
  if (random() < 0.4) payee.businessName = text(36);
  if (random() < 0.2) payee.businessName2 = text(30);
  if (random() < 0.1) payee.nameControl = text(6);
  if (random() < 0.1)
    payee.tinType = (['EIN', 'SSN', 'ITIN', 'ATIN', 'NA'] as const)[Math.floor(random() * 5)] ?? 'EIN';
  if (random() < 0.1) payee.entityType = random() < 0.5 ? 'Individual' : 'Business';
  const filingData = { ...ret.filingData };
  if (random() < 0.3) filingData.payeeAccountNumber = text(22);
  if (random() < 0.2) filingData.description = text(40);
  if (random() < 0.2) filingData.address = text(40);
  if (random() < 0.2) filingData.foreignCountry = text(10);
  if (random() < 0.2) filingData.taxExemptTaxCreditBondCusipNo = text(14);
  if (random() < 0.1) filingData.secondTinNotice = random() < 0.5;
  if (random() < 0.1) filingData.state1TaxWithheld = Math.floor(random() * 1e9);
  const varied: EfileReturn = { ...ret, payee, filingData };
  const correction = sometimes(random, 0.2, () => (random() < 0.5 ? 'G' : 'C') as CorrectionCode);
  if (correction) varied.correction = correction;
  const officeCode = sometimes(random, 0.1, () => text(5));
  if (officeCode !== undefined) varied.officeCode = officeCode;
  const special = sometimes(random, 0.1, () => text(61));
  if (special !== undefined) varied.specialDataEntries = special;
  const localTax = sometimes(random, 0.1, () => Math.floor(random() * 1e7));
  if (localTax !== undefined) varied.localTaxWithheldCents = localTax;
  return varied;
}

/**
 * Every varied return written alone (its file, or the writer's refusal), then the returns it accepts
 * written again as one file: text that comes back within a file goes through the writer's memo.
 */
function writeVaried(records: number, seed: number): { alone: string; together: string } {
  const random = createRandom(seed);
  const parts: string[] = [];
  const accepted: EfilePayerGroup[] = [];
  for (const group of createGroups(records, 'realistic')) {
    const returns: EfileReturn[] = [];
    for (const ret of group.returns) {
      const varied = vary(ret, random);
      try {
        parts.push(
          writePub1220ToString({ taxYear: TAX_YEAR, transmitter, groups: [{ ...group, returns: [varied] }] }),
        );
        returns.push(varied, { ...varied, payee: { ...varied.payee } });
      } catch (error) {
        parts.push(`throws ${String(error)}\n`);
      }
    }
    accepted.push({ ...group, returns });
  }
  return {
    alone: sha256(parts),
    together: sha256(writePub1220({ taxYear: TAX_YEAR, transmitter, groups: accepted })),
  };
}

describe('Pub 1220 writer output, pinned by SHA-256', () => {
  it('writes the realistic bench data (5,000 records, 10 payers, every form) byte for byte as before', () => {
    expect(writeBench(5_000, 'realistic')).toBe(
      '322c32751a718084f7b20d226ea6c7ef9d033d74c588def23fc2694452dcecc5',
    );
  });

  it('writes the simple bench data byte for byte as before', () => {
    expect(writeBench(5_000, 'simple')).toBe(
      '93af8e468729a4ecae5f50c2e5af1d5422ca579748e71eb41a45216db2f8c556',
    );
  });

  it('writes the realistic bench data with other line endings as before', () => {
    expect(writeBench(1_000, 'realistic', '  ')).toBe(
      '9ccfc2be362565bcb7e6b6d4b04a4d060d9dfe690d41ef18135133160c9faa43',
    );
    expect(writeBench(1_000, 'realistic', '€€')).toBe(
      '7ac15674df624f4b41311d6f67467ab55956d112f9145bee8c990183f46c0cad',
    );
  });

  it('writes random Latin, accented and other-script text in every text field, or refuses it, as before', () => {
    const { alone, together } = writeVaried(3_000, 20261128);
    expect(alone).toBe('158291fdaa530339dd8c6378215ccb2e71b201b201c28d07a60aaf1675e1632b');
    expect(together).toBe('dce1759ca4d575b6cabd484710b42995c30970f86db0803f829de68eb9d5d63e');
  });
});
