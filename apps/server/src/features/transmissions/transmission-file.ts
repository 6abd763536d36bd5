import { gunzipSync, gzipSync } from 'node:zlib';
import type { EfileTransmitter, IrisContact } from '@file1099/efile';
import type { Pub1220Choice } from './agency-pub1220.ts';
import type { IrisFileCheck } from './file-check.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import type { ConfigService } from '../config/config.service.ts';

/** What generating files needs besides the database. */
export interface TransmissionServices {
  encryptor: Encryptor;
  tinVault: TinVault;
  transmitter: TransmitterSettings;
  /**
   * Live accounts' files go to the IRS test system too (TestCd T, TEST in the name): A2A is on with
   * iris.a2a.environment ats (features/iris-a2a, irisTestCode). Test accounts' files always do.
   */
  liveToTestSystem?: boolean;
  /** How written files are checked before they are stored (default: checkIrisFiles). */
  checkFiles?: IrisFileCheck;
  /** The largest file Generate writes (default GENERATED_TRANSMISSION_BYTES, agency-write.ts). */
  maxTransmissionBytes?: number;
  /** Set: Generate writes Pub 1220 (FIRE) files for this tax year instead of IRIS XML (agency-pub1220.ts). */
  pub1220?: Pub1220Choice;
  /** How many filings Generate reads at a time (default GENERATE_PAGE_SIZE, agency-generate.ts). */
  generatePageSize?: number;
  /** The most filings one Generate takes (default MAX_FILINGS_PER_GENERATE, agency-generate.ts). */
  maxFilingsPerGenerate?: number;
}

export interface TransmitterSettings {
  transmitter: EfileTransmitter;
  contact: IrisContact;
  /** IRIS SoftwareId: the IRS assigns it when the software passes ATS. */
  softwareId: string;
}

/**
 * The transmitter's identity as the IRS knows it. Config properties `efile.transmitter.*` (tin, tcc,
 * name, phone, email, softwareId: see softwareIdFor) override these placeholders; production needs
 * the real TCC.
 */
export function readTransmitterSettings(config: Pick<ConfigService, 'get'> | null): TransmitterSettings {
  const read = (name: string, fallback: string): string => {
    const value = config?.get(`efile.transmitter.${name}`);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  };
  const name = read('name', 'File1099 Inc');
  const phone = read('phone', '6175550100');
  const email = read('email', 'efile@file1099.example');
  const contactName = read('contactName', 'Efile Operator');
  return {
    transmitter: {
      tin: read('tin', '123456789'),
      tcc: read('tcc', 'A1B2C'),
      name,
      companyName: name,
      address: {
        line1: read('line1', '100 Main St'),
        city: read('city', 'Boston'),
        state: read('state', 'MA'),
        postalCode: read('postalCode', '02110'),
      },
      contactName,
      contactPhone: phone,
      contactEmail: email,
    },
    contact: { name: contactName, phone, email },
    softwareId: read('softwareId', ''),
  };
}

/**
 * The IRIS software id for a tax year. The IRS assigns one per tax year, starting with the year's
 * last two digits, so `efile.transmitter.softwareId` may hold several, separated by commas
 * ("25AB1234, 26AB1234"); the one of the year is used. Not set: a placeholder of that shape for
 * local trials. Set without one for the year: the first, which the file check then refuses with
 * the IRS rule (TMFST020), so the operator is told.
 */
export function softwareIdFor(settings: TransmitterSettings, taxYear: number): string {
  const ids = settings.softwareId.split(/[\s,]+/).filter(Boolean);
  const year = String(taxYear).slice(2);
  return ids.find((id) => id.startsWith(year)) ?? ids[0] ?? `${year}FILE1099`;
}

/** A file at rest: gzip, then sealed (it holds plain TINs). */
export function sealFile(encryptor: Encryptor, content: string): string {
  return encryptor.encrypt(gzipSync(Buffer.from(content, 'utf8')).toString('base64'));
}

export function openFile(encryptor: Encryptor, sealed: string): string {
  return gunzipSync(Buffer.from(encryptor.decrypt(sealed), 'base64')).toString('utf8');
}

/**
 * File names say what the file is and, for the IRS test systems (ATS / FIRE test), say TEST
 * (spec part 2 §9: test systems are flagged in transmission file names).
 */
export function makeFileName(
  kind: 'IRIS' | 'PUB1220' | 'TINMATCH',
  options: { id: string; taxYear?: number; type?: string; test: boolean; now: Date },
): string {
  const stamp = options.now.toISOString().slice(0, 19).replace(/[-:T]/g, '');
  const parts: string[] = [kind];
  if (options.test) parts.push('TEST');
  if (options.taxYear) parts.push(`TY${options.taxYear}`);
  if (options.type) parts.push(options.type);
  parts.push(options.id.replace(/[^A-Za-z0-9]/g, '').slice(0, 12), stamp);
  const extension = kind === 'IRIS' ? 'xml' : 'txt';
  return `${parts.join('_')}.${extension}`;
}
