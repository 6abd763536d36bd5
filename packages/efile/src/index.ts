/**
 * @file1099/efile: the e-file formats, pure and I/O-free (streams are passed in). IRIS A2A XML and
 * acknowledgements, IRIS portal CSV, IRS Publication 1220 (FIRE) files written, read and validated,
 * conversions, and TIN-matching bulk files. See docs/efile.md.
 */

// Model
export type * from './model.ts';
export * from './corrections.ts';

// Pub 1220
export {
  PUB1220_TAX_YEARS,
  isPub1220TaxYear,
  AMOUNT_CODE_TABLES,
  CFSF_STATE_CODES,
  TYPE_OF_RETURN,
  type Pub1220TaxYear,
} from './pub1220/codes.ts';
export { RECORD_LENGTH, describePositions, type FieldSpec, type FieldKind } from './pub1220/fields.ts';
export { T_LAYOUT, A_LAYOUT } from './pub1220/layout-t-a.ts';
export { B_LAYOUTS, AMOUNT_CODES, type AmountCode } from './pub1220/layout-b.ts';
export { C_LAYOUT, K_LAYOUT, F_LAYOUT } from './pub1220/layout-c-k-f.ts';
export {
  Pub1220WriteError,
  getLayout,
  sliceRecord,
  composeRecord,
  type RecordType,
  type RawRecord,
} from './pub1220/records.ts';
export type { Pub1220FileOptions } from './pub1220/build-records.ts';
export { writePub1220, writePub1220ToString, type Pub1220Input } from './pub1220/writer.ts';
export {
  getStateFileLayoutYear,
  isCaliforniaReturn,
  normalizeMarylandCrn,
  normalizeWestVirginiaAccount,
  writeStatePub1220,
  type StatePub1220Input,
  type WestVirginiaReconciliation,
} from './pub1220/state-file.ts';
export {
  readPub1220,
  type Pub1220File,
  type Pub1220ReadGroup,
  type Pub1220ReadResult,
} from './pub1220/reader.ts';
export {
  Pub1220Validator,
  validatePub1220,
  type Pub1220ValidateOptions,
  type Pub1220ValidationResult,
} from './pub1220/validate.ts';
export { formatPub1220Problem, type Pub1220Problem } from './pub1220/problems.ts';

// IRIS
export {
  IRIS_TAX_YEARS,
  isIrisTaxYear,
  IRIS_FORM_TABLES,
  UNVERIFIED_ELEMENTS,
  type IrisTaxYear,
  type IrisFormTable,
} from './iris/elements.ts';
export { createUniqueTransmissionId, type IrisContact, type IrisTransmissionType } from './iris/manifest.ts';
export {
  IRIS_NAMESPACE,
  MAX_TRANSMISSION_BYTES,
  createIrisTransmissions,
  writeIrisXmlToStrings,
  type IrisInput,
  type IrisSubmissionInput,
  type IrisTransmission,
  type PlannedSubmission,
} from './iris/writer.ts';
export {
  IrisValidator,
  validateIrisXml,
  type IrisProblem,
  type IrisValidationResult,
} from './iris/validate.ts';
export {
  IRIS_SCHEMA_DIR,
  IRIS_SCHEMA_TAX_YEAR,
  MAX_SCHEMA_CHECK_BYTES,
  maskTins,
  validateIrisXmlWithSchema,
  validateIrisXmlDocumentsWithSchema,
  type IrisSchemaError,
  type IrisSchemaOptions,
  type IrisSchemaResult,
} from './iris/schema.ts';
export * from './iris/acknowledgement.ts';
export * from './iris/a2a-messages.ts';
export {
  IRIS_STATUS_SCHEMA_DIR,
  validateIrisStatusXml,
  type IrisStatusMessageKind,
} from './iris/status-schema.ts';
export {
  checkIrisBusinessRules,
  getRuleHandling,
  IRIS_CFSF_FORM_TYPES,
  IRIS_CFSF_STATES,
  IRS_BUSINESS_RULES,
  isIrisCfsfState,
  RULE_HANDLING,
  type IrsBusinessRule,
  type RuleHandling,
} from './iris/business-rules/index.ts';
export {
  readIrisXml,
  type IrisReadFile,
  type IrisReadResult,
  type IrisReadSubmission,
} from './iris/reader.ts';

// Portal CSV
export {
  IrisWriteError,
  MAX_IRIS_AMOUNT_CENTS,
  UNIQUE_RECORD_ID_PATTERN,
  checkIrisReturn,
  checkIrisTotals,
} from './iris/write-checks.ts';
export { MAX_CSV_ROWS, writeIrisCsvFiles, type IrisCsvFile, type IrisCsvInput } from './csv/writer.ts';
export { parseCsv, readIrisCsvFile, type IrisCsvReadFile, type IrisCsvReadResult } from './csv/reader.ts';

// Conversions
export * from './convert.ts';
export * from './from-forms.ts';

// TIN matching
export * from './tin-matching/files.ts';

// Format detection
export * from './detect.ts';
