import type { EfileReturn } from './model.ts';
import type { IrisContact } from './iris/manifest.ts';
import type { IrisInput, IrisSubmissionInput } from './iris/writer.ts';
import { writeIrisCsvFiles, type IrisCsvFile } from './csv/writer.ts';
import { readPub1220, type Pub1220File } from './pub1220/reader.ts';

export interface IrisTransmitterOptions {
  tcc: string;
  softwareId: string;
  contact: IrisContact;
  createUuid: () => string;
}

export interface ConversionResult {
  /** An O input for originals and second-step (C) records; a C input for G corrections. */
  inputs: IrisInput[];
  /** What the Pub 1220 file could not carry over, in words. */
  notes: string[];
}

function splitByCorrection(file: Pub1220File, correction: boolean): IrisSubmissionInput[] {
  return file.groups.flatMap((group) => {
    const returns = group.returns.filter((ret) => (ret.correction === 'G') === correction);
    return returns.length > 0 ? [{ ...group, returns }] : [];
  });
}

/**
 * A Pub 1220 file in the typed model → IRIS inputs. G records become an IRIS correction transmission:
 * IRIS needs the Unique Record ID of each corrected record, which a Pub 1220 file does not hold, so the
 * caller must set previousUniqueRecordId (notes say so). C records become new originals (the second
 * step of a two-step correction, reference irs-iris.md §6).
 */
export function convertPub1220FileToIris(
  file: Pub1220File,
  options: IrisTransmitterOptions,
): ConversionResult {
  const notes: string[] = [];
  const base = {
    taxYear: file.taxYear,
    test: Boolean(file.test),
    transmitter: {
      ...file.transmitter,
      tcc: options.tcc,
      contactName: options.contact.name,
      contactPhone: options.contact.phone,
      contactEmail: options.contact.email ?? file.transmitter.contactEmail ?? '',
    },
    softwareId: options.softwareId,
    contact: options.contact,
    createUuid: options.createUuid,
  };
  const inputs: IrisInput[] = [];
  const originals = splitByCorrection(file, false);
  const corrections = splitByCorrection(file, true);
  if (originals.length > 0) inputs.push({ ...base, transmissionType: 'O', submissions: originals });
  if (corrections.length > 0) {
    inputs.push({ ...base, transmissionType: 'C', submissions: corrections });
    const count = corrections.reduce((total, submission) => total + [...submission.returns].length, 0);
    notes.push(
      `${count} corrected (G) record(s) need the Unique Record ID of the IRIS record they correct; a Pub 1220 file does not hold it.`,
    );
  }
  if (file.groups.some((group) => group.payer.tinType === 'EIN'))
    notes.push(
      "Pub 1220 A records carry no payer TIN type or phone requirement: payers are sent as businesses (BUSINESS_TIN); IRIS requires the payer's phone number.",
    );
  notes.push(
    'Pub 1220 carries no state ID number or state income; the IRIS state groups hold only the state and the tax withheld.',
  );
  return { inputs, notes };
}

export type ConvertFromPub1220Result =
  { ok: true; result: ConversionResult; file: Pub1220File } | { ok: false; message: string };

export function convertPub1220ToIris(
  text: string | Iterable<string>,
  options: IrisTransmitterOptions,
): ConvertFromPub1220Result {
  const read = readPub1220(text);
  if (!read.ok) return read;
  return { ok: true, result: convertPub1220FileToIris(read.file, options), file: read.file };
}

/** A Pub 1220 file → portal CSV files, one set per A group (payer × form). */
export function convertPub1220FileToCsv(file: Pub1220File): IrisCsvFile[] {
  return file.groups.flatMap((group) =>
    writeIrisCsvFiles(
      {
        taxYear: file.taxYear,
        formType: group.formType,
        payer: group.payer,
        returns: group.returns as EfileReturn[],
      },
      Boolean(group.combinedFederalState),
    ),
  );
}
