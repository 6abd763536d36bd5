import fs from 'node:fs';
import path from 'node:path';
import type { FormType } from '@file1099/forms';
import type { EfilePayer, EfileReturn, EfileTransmitter } from '../model.ts';
import type { Pub1220Input } from '../pub1220/writer.ts';
import type { IrisInput } from '../iris/writer.ts';
import type { IrisContact, IrisTransmissionType } from '../iris/manifest.ts';
import type { IrisTaxYear } from '../iris/elements.ts';
import type { Pub1220TaxYear } from '../pub1220/codes.ts';
import { FIXTURES_DIR } from './paths.ts';

/** A golden fixture input: fixtures/<year>/<form>/<kind>.json. */
export interface FixtureInput {
  description: string;
  kind: 'original' | 'correction' | 'replacement';
  taxYear: number;
  formType: FormType;
  transmitter: EfileTransmitter;
  payer: EfilePayer;
  combinedFederalState: boolean;
  returns: EfileReturn[];
  pub1220: { test?: boolean };
  iris: {
    transmissionType: IrisTransmissionType;
    softwareId: string;
    contact: IrisContact;
    uuid: string;
    originalReceiptId?: string;
  };
}

export interface FixtureFile {
  year: number;
  form: string;
  kind: string;
  jsonPath: string;
  input: FixtureInput;
}

export function listFixtures(): FixtureFile[] {
  const fixtures: FixtureFile[] = [];
  for (const year of fs.readdirSync(FIXTURES_DIR).sort()) {
    for (const form of fs.readdirSync(path.join(FIXTURES_DIR, year)).sort()) {
      for (const file of fs
        .readdirSync(path.join(FIXTURES_DIR, year, form))
        .filter((name) => name.endsWith('.json'))
        .sort()) {
        const jsonPath = path.join(FIXTURES_DIR, year, form, file);
        const input = JSON.parse(fs.readFileSync(jsonPath, 'utf8')) as FixtureInput;
        fixtures.push({ year: Number(year), form, kind: file.replace('.json', ''), jsonPath, input });
      }
    }
  }
  return fixtures;
}

export function toPub1220Input(input: FixtureInput): Pub1220Input {
  const result: Pub1220Input = {
    taxYear: input.taxYear as Pub1220TaxYear,
    transmitter: input.transmitter,
    groups: [
      {
        payer: input.payer,
        formType: input.formType,
        combinedFederalState: input.combinedFederalState,
        returns: input.returns,
      },
    ],
  };
  if (input.pub1220.test) result.test = true;
  return result;
}

export function toIrisInput(input: FixtureInput): IrisInput {
  const { iris } = input;
  // A two-step correction's second step is a new original: it goes in an O transmission, not in a C one.
  const returns =
    iris.transmissionType === 'C' ? input.returns.filter((ret) => ret.correction === 'G') : input.returns;
  const result: IrisInput = {
    taxYear: input.taxYear as IrisTaxYear,
    transmissionType: iris.transmissionType,
    test: false,
    transmitter: input.transmitter,
    softwareId: iris.softwareId,
    contact: iris.contact,
    createUuid: () => iris.uuid,
    submissions: [
      {
        payer: input.payer,
        formType: input.formType,
        combinedFederalState: input.combinedFederalState,
        returns,
      },
    ],
  };
  if (iris.originalReceiptId) result.originalReceiptId = iris.originalReceiptId;
  return result;
}

/** Compare with the golden file; UPDATE_GOLDEN=1 rewrites it. */
export function readGolden(goldenPath: string, actual: string): string {
  if (process.env.UPDATE_GOLDEN === '1' || !fs.existsSync(goldenPath)) fs.writeFileSync(goldenPath, actual);
  return fs.readFileSync(goldenPath, 'utf8');
}
