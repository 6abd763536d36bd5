import type { EntityType, FilingData, FormType, TinType } from '@file1099/forms';

/**
 * The typed model both formats write and read. Box values live in `filingData` under the names of the
 * forms catalogue (`getFormBoxes`): money in integer cents, checkboxes as booleans, text as strings.
 * State fields (`state1Code`, `state1TaxWithheld`, ...) and extra fields (`payeeAccountNumber`,
 * `secondTinNotice`, `fatcaFilingRequirementIndicator`) use the catalogue's names too.
 */

export interface EfileAddress {
  line1: string;
  line2?: string;
  city: string;
  /** USPS code for a U.S. address; blank abroad. */
  state?: string;
  postalCode?: string;
  /** Province or state abroad. */
  province?: string;
  /** IRS country code (forms `COUNTRIES`); blank or US means the United States. */
  country?: string;
}

/** A payer (issuer) or payee (recipient). */
export interface EfileParty {
  entityType: EntityType;
  tinType: TinType;
  /** Nine digits, or '' when the payee has none (Pub 1220 allows blanks). */
  tin: string;
  businessName?: string;
  /** Second name line: DBA or name continuation. */
  businessName2?: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  suffix?: string;
  /** Overrides the name control the forms package derives. */
  nameControl?: string;
  address: EfileAddress;
  phone?: string;
  email?: string;
  /** Pub 1220 foreign entity indicator / IRIS ForeignEntityInd. */
  foreignEntity?: boolean;
}

/**
 * Pub 1220 (2025), Part C, B record position 6: '' original, 'G' a one-step correction or the first
 * (zero-amount) step of a two-step correction, 'C' the second step. In IRIS a 'G' record carries
 * CorrectedInd 1 and the previous record's Unique Record ID; a 'C' record is a new original.
 */
export type CorrectionCode = '' | 'G' | 'C';

/** One recipient record: a B record in Pub 1220, a Form1099xxxDetail in IRIS. */
export interface EfileReturn {
  formType: FormType;
  taxYear: number;
  payee: EfileParty;
  filingData: FilingData;
  correction?: CorrectionCode;
  /** IRIS: ReceiptId|SubmissionId|RecordId of the last accepted version (required on a 'G' record). */
  previousUniqueRecordId?: string;
  /** Payer's office code (Pub 1220 B 41-44, IRIS IssuerOfficeCd): 4 characters. */
  officeCode?: string;
  /** Special data entries for states (Pub 1220 B 663-722, IRIS SpecialDataEntriesTxt). */
  specialDataEntries?: string;
  localTaxWithheldCents?: number;
}

/** The payer of a group of returns (A record / IRIS issuer). */
export interface EfilePayer extends EfileParty {
  /** Pub 1220 A 25: last year this payer files. */
  lastFiling?: boolean;
  /** Pub 1220 A 133: the second name line names a transfer (paying) agent. */
  transferAgent?: boolean;
  /** IRS-assigned payer name control (Pub 1220 A 21-24); blank when unknown. */
  payerNameControl?: string;
}

/** Who sends the file (Pub 1220 T record, IRIS TransmitterGrp). */
export interface EfileTransmitter {
  tin: string;
  /** Transmitter Control Code: a FIRE TCC for Pub 1220, an IRIS TCC for IRIS. */
  tcc: string;
  name: string;
  name2?: string;
  companyName: string;
  companyName2?: string;
  address: EfileAddress;
  contactName: string;
  contactPhone: string;
  contactEmail?: string;
  foreignEntity?: boolean;
  /** Vendor block (Pub 1220 T 518-740): present when the software is bought ('V'), absent in-house ('I'). */
  vendor?: EfileVendor;
}

export interface EfileVendor {
  name: string;
  address: EfileAddress;
  contactName: string;
  contactPhone: string;
  foreignEntity?: boolean;
}

/** Payer × form type × correction kind: one A group in Pub 1220, one submission in IRIS. */
export interface EfilePayerGroup {
  payer: EfilePayer;
  formType: FormType;
  /** CF/SF: Pub 1220 A 6 = '1' and K records; IRIS CFSFElectionInd. */
  combinedFederalState?: boolean;
  returns: Iterable<EfileReturn>;
}
