import {
  CORRECTION_TYPES,
  ENTITY_TYPES,
  FILING_STATUSES,
  FORM_TYPES,
  PARTNER_IDS,
  STATE_FILING_METHODS,
  TIN_TYPES,
} from '@file1099/forms';
import { DOMAIN_TYPES, MEMBER_ROLES } from '../features/accounts/accounts.table.ts';
import { CORRECTION_KINDS } from '../features/filings/filings.service.ts';
import { EFS_LIST_STATUSES } from '../features/efs/efs.service.ts';
import {
  IMPORT_RECORD_KINDS,
  IMPORT_RECORD_STATUSES,
  IMPORT_RUN_STATUSES,
} from '../features/imports/imports.table.ts';
import { JOB_STATUSES } from '../features/jobs/jobs.table.ts';
import { MAIL_STATUSES } from '../features/mail/mail.table.ts';
import { PAYER_TYPES } from '../features/payers/payers.table.ts';
import { MFA_STATES } from '../features/sessions/sessions.table.ts';
import { INVITATION_STATUSES } from '../features/team/team.table.ts';
import { authBuilder, domainBuilder, type Builder } from './builders.ts';

/**
 * The closed sets the schemas expose, as GraphQL enums built from the constants the code checks
 * against. Each value is the string clients already send and receive ("Type_1099_NEC", "EIN"), so a
 * literal in a document or a variable keeps working; a value outside the set is refused by the
 * schema before any resolver runs.
 */
function closedSet<const V extends readonly string[]>(
  builder: Builder,
  name: string,
  values: V,
  description: string,
) {
  return builder.enumType(name, { values, description });
}

export const FormTypeEnum = closedSet(domainBuilder, 'FormType', FORM_TYPES, 'A form, as the spec names it.');
export const FilingStatusEnum = closedSet(
  domainBuilder,
  'FilingStatus',
  FILING_STATUSES,
  "A filing's federal status (spec part 2 §4).",
);
export const CorrectionTypeEnum = closedSet(
  domainBuilder,
  'CorrectionType',
  CORRECTION_TYPES,
  'Original, or the first or second return of a correction.',
);
export const CorrectionKindEnum = closedSet(
  domainBuilder,
  'CorrectionKind',
  CORRECTION_KINDS,
  'OneStep: a First correction to edit. TwoStep: a First with zero amounts, then a Second.',
);
export const StateFilingMethodEnum = closedSet(
  domainBuilder,
  'StateFilingMethod',
  STATE_FILING_METHODS,
  'How a state return is filed (spec part 2 §4): CFSF, EFile, SelfEFile or SelfFile.',
);
export const TinTypeEnum = closedSet(domainBuilder, 'TinType', TIN_TYPES, 'The kind of taxpayer number.');
export const EntityTypeEnum = closedSet(domainBuilder, 'EntityType', ENTITY_TYPES, 'A business or a person.');
export const PayerTypeEnum = closedSet(domainBuilder, 'PayerType', PAYER_TYPES, 'A business or a person.');
export const DomainTypeEnum = closedSet(
  domainBuilder,
  'DomainType',
  DOMAIN_TYPES,
  'A: accounting firm, B: business, C: individual.',
);
export const MemberRoleEnum = closedSet(domainBuilder, 'MemberRole', MEMBER_ROLES, 'A role in an account.');
export const InvitationStatusEnum = closedSet(
  domainBuilder,
  'InvitationStatus',
  INVITATION_STATUSES,
  'Where an invitation stands.',
);
export const JobStatusEnum = closedSet(
  domainBuilder,
  'JobStatus',
  JOB_STATUSES,
  'Where a background job stands.',
);
export const MailStatusEnum = closedSet(
  domainBuilder,
  'MailStatus',
  MAIL_STATUSES,
  'Where a message stands.',
);
export const ImportRunStatusEnum = closedSet(
  domainBuilder,
  'ImportRunStatus',
  IMPORT_RUN_STATUSES,
  'Where an import stands.',
);
export const ImportRecordStatusEnum = closedSet(
  domainBuilder,
  'ImportRecordStatus',
  IMPORT_RECORD_STATUSES,
  'What the import did with a row.',
);
export const ImportRecordKindEnum = closedSet(
  domainBuilder,
  'ImportRecordKind',
  IMPORT_RECORD_KINDS,
  'What a row of an import describes.',
);

export const AuthDomainTypeEnum = closedSet(
  authBuilder,
  'DomainType',
  DOMAIN_TYPES,
  'A: accounting firm, B: business, C: individual.',
);
export const AuthMemberRoleEnum = closedSet(authBuilder, 'MemberRole', MEMBER_ROLES, 'A role in an account.');
export const MfaStateEnum = closedSet(
  authBuilder,
  'MfaState',
  MFA_STATES,
  "The session's second factor: none, required (a code is due), done or skipped.",
);
export const EfsListStatusEnum = closedSet(
  domainBuilder,
  'EfsListStatus',
  EFS_LIST_STATUSES,
  'A filing status the EFS Filings queue lists.',
);
export const PartnerEnum = closedSet(authBuilder, 'Partner', PARTNER_IDS, 'An accounting partner.');
export const DomainPartnerEnum = closedSet(domainBuilder, 'Partner', PARTNER_IDS, 'An accounting partner.');
