/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ActivityEntityType =
  | 'filing'
  | 'payee';

export type AddressInput = {
  city?: string | null | undefined;
  country?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  postalCode?: string | null | undefined;
  state?: string | null | undefined;
};

export type AuditEntityType =
  | 'config'
  | 'filing'
  | 'membership'
  | 'payee'
  | 'payer'
  | 'payment'
  | 'worker';

/** A ledger row's kind: Payment, Referral credit, Credit adjustment, Charge, Refund. */
export type BillingTransactionType =
  | 'PromoCredit'
  | 'PurchaseCredit'
  | 'ReferralCredit'
  | 'Refund'
  | 'ServiceCharge';

export type BoxMappingInput = {
  accountIds: string;
  boxName: string;
};

/** OneStep: a First correction to edit. TwoStep: a First with zero amounts, then a Second. */
export type CorrectionKind =
  | 'OneStep'
  | 'TwoStep';

/** Original, or the first or second return of a correction. */
export type CorrectionType =
  | 'First'
  | 'Original'
  | 'Second';

export type CustomAttributeInput = {
  key: string;
  value: string;
};

/** Where a prepared download stands. */
export type DocumentDownloadStatus =
  | 'Failed'
  | 'Queued'
  | 'Ready'
  | 'Running';

/** A: accounting firm, B: business, C: individual. */
export type DomainType =
  | 'A'
  | 'B'
  | 'C';

/** A filing status the EFS Filings queue lists. */
export type EfsListStatus =
  | 'Queued'
  | 'Received';

export type EmailStatus =
  | 'Bounced'
  | 'Cancelled'
  | 'Emailed'
  | 'Errored'
  | 'None'
  | 'Queued'
  | 'Submitted'
  | 'WaitingOnEfile';

/** A business or a person. */
export type EntityType =
  | 'Business'
  | 'Individual';

export type FilingInput = {
  correctionType?: CorrectionType | null | undefined;
  filingData: unknown;
  filingType: FormType;
  filingYear: number;
  id?: number | null | undefined;
  isTestFiling?: boolean | null | undefined;
  originalFilingId?: number | null | undefined;
  payeeId: number;
};

export type FilingResponseInput = {
  messages: Array<string>;
  recordId: string;
};

/** A filing's federal status (spec part 2 §4). */
export type FilingStatus =
  | 'Accepted'
  | 'Agency_Rejected'
  | 'Draft'
  | 'Processing'
  | 'Queued'
  | 'Received'
  | 'Sent_To_Agency'
  | 'Submitted'
  | 'System_Rejected'
  | 'WaitingOnTINMatch';

/** A form, as the spec names it. */
export type FormType =
  | 'Type_1099_INT'
  | 'Type_1099_MISC'
  | 'Type_1099_NEC'
  | 'Type_1099_OID'
  | 'Type_1099_S';

/** What a row of an import describes. */
export type ImportRecordKind =
  | 'filing'
  | 'payee'
  | 'payer';

/** What the import did with a row. */
export type ImportRecordStatus =
  | 'Aborted'
  | 'Added'
  | 'Errored'
  | 'Pending'
  | 'Skipped'
  | 'Updated';

/** Where an import stands. */
export type ImportRunStatus =
  | 'Aborted'
  | 'Cancelled'
  | 'Failed'
  | 'Parsed'
  | 'Processed'
  | 'Processing'
  | 'Queued'
  | 'WaitingForAnswer';

/** Where an invitation stands. */
export type InvitationStatus =
  | 'Accepted'
  | 'Pending'
  | 'Revoked';

/** Where a background job stands. */
export type JobStatus =
  | 'failed'
  | 'queued'
  | 'running'
  | 'succeeded';

/** Where a message stands. */
export type MailStatus =
  | 'failed'
  | 'outbox'
  | 'pending'
  | 'sent';

/** A role in an account. */
export type MemberRole =
  | 'Admin'
  | 'Member'
  | 'Owner';

/** An accounting partner. */
export type Partner =
  | 'BQECore'
  | 'Bill'
  | 'FreshBooks'
  | 'QBO'
  | 'Wave'
  | 'Xero'
  | 'Zoho';

export type PayeeInput = {
  address?: AddressInput | null | undefined;
  businessName?: string | null | undefined;
  dba?: string | null | undefined;
  emailAddress?: string | null | undefined;
  entityType: EntityType;
  firstName?: string | null | undefined;
  id?: number | null | undefined;
  is1099Vendor?: boolean | null | undefined;
  lastName?: string | null | undefined;
  middleName?: string | null | undefined;
  partner?: string | null | undefined;
  /** The partner vendor id (vendorId on the way out). */
  partnerId?: string | null | undefined;
  phoneExt?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  tin?: string | null | undefined;
  tinType: TinType;
};

/** A business or a person. */
export type PayerType =
  | 'Business'
  | 'Individual';

export type PaymentPartner =
  | 'paypal'
  | 'square'
  | 'test';

export type PaymentSource =
  | 'card'
  | 'paypal';

/** Which copies: the recipient's (B and 2), the filer's (C and 1) or the full set. */
export type PrintCopyType =
  | 'FilerCopy'
  | 'FullCopy'
  | 'RecipientCopy'
  | 'RecipientMailCopy';

/** Where a printed recipient copy stands (spec part 2 §4); Mailing is the mail room printing it. */
export type PrintStatus =
  | 'Cancelled'
  | 'Errored'
  | 'InLocalArea'
  | 'InTransit'
  | 'Mailed'
  | 'Mailing'
  | 'None'
  | 'ProcessedForDelivery'
  | 'Queued'
  | 'ReRouted'
  | 'ReturnedToSender'
  | 'Submitted'
  | 'WaitingOnEfile';

/** The kind of domain relation (a payer and its vendor). */
export type RelationType =
  | 'Vendor';

/** A service that can be bought (spec part 2 §3 service codes). */
export type Service =
  | 'FED_EFILE'
  | 'RECIPIENT_EMAIL_DELIVERY'
  | 'RECIPIENT_PRINT_DELIVERY'
  | 'STATE_CFSF'
  | 'STATE_EFILE'
  | 'TIN_MATCH'
  | 'W9';

/** How a state return is filed (spec part 2 §4): CFSF, EFile, SelfEFile or SelfFile. */
export type StateFilingMethod =
  | 'CFSF'
  | 'EFile'
  | 'SelfEFile'
  | 'SelfFile';

export type StateSubInput = {
  filingId: number;
  filingMethod?: StateFilingMethod | null | undefined;
  selected: boolean;
};

/** The kind of taxpayer number. */
export type TinType =
  | 'ATIN'
  | 'EIN'
  | 'ITIN'
  | 'NA'
  | 'SSN';

/** IRIS: IRIS XML (every tax year from 2024). PUB1220: a Pub 1220 file for FIRE (2024, 2025 only). */
export type TransmissionFormat =
  | 'IRIS'
  | 'PUB1220';

/** Agency (tnn) and TIN-match (tin) transmission status (spec part 2 §4). */
export type TransmissionStatus =
  | 'Downloaded'
  | 'Generated'
  | 'Response_Received'
  | 'Sent_To_Agency';

/** A payee's vendor-portal status (spec part 2 §4). */
export type VendorPortalStatus =
  | 'Connected'
  | 'DisConnected'
  | 'InvitationExpired'
  | 'Invited'
  | 'NotConnected';

export type WorkerInput = {
  jobTitle?: string | null | undefined;
  location?: string | null | undefined;
  managerName?: string | null | undefined;
  name: string;
  orgSize?: string | null | undefined;
};

export type ClientsQueryVariables = Exact<{
  pageSize?: number | null | undefined;
  pageNumber?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type ClientsQuery = { clients: { totalCount: number, clients: Array<{ id: number, globalId: string, name: string, domainType: DomainType, isTestAccount: boolean }> } };

export type UpdateAccountPreferencesMutationVariables = Exact<{
  name?: string | null | undefined;
  requireMfa?: boolean | null | undefined;
}>;


export type UpdateAccountPreferencesMutation = { updateAccountPreferences: { id: number } };

export type ActivityQueryVariables = Exact<{
  entityType: ActivityEntityType;
  entityId: string | number;
  pageSize?: number | null | undefined;
}>;


export type ActivityQuery = { activity: { events: Array<{ id: string, at: string, actor: string, action: string, summary: string, changes: unknown }>, pageMetadata: { totalCount: number } } };

export type DeployInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type DeployInfoQuery = { deployInfo: { migrationLevel: number, latestMigration: string, migrationsInBuild: number, queued: number, running: number, failed: number, dueNow: number, workers: Array<{ id: string, hostname: string, pid: number, startedAt: string, heartbeatAt: string }> } };

export type WorkersQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkersQuery = { workersWithPageMetadata: { workers: Array<{ id: string, name: string, jobTitle: string, location: string, orgSize: string, managerName: string }>, pageMetadata: { totalCount: number } } };

export type AddWorkerMutationVariables = Exact<{
  input: WorkerInput;
}>;


export type AddWorkerMutation = { addWorker: { id: string } };

export type EditWorkerMutationVariables = Exact<{
  id: string | number;
  input: WorkerInput;
}>;


export type EditWorkerMutation = { editWorker: { id: string } };

export type AuditEventsQueryVariables = Exact<{
  entityType?: AuditEntityType | null | undefined;
  text?: string | null | undefined;
  pageSize?: number | null | undefined;
  pageNumber?: number | null | undefined;
}>;


export type AuditEventsQuery = { auditEvents: { events: Array<{ id: string, at: string, actor: string, entityType: AuditEntityType, entityId: string, action: string, summary: string, changes: unknown }>, pageMetadata: { totalCount: number } } };

export type OutboxMessagesQueryVariables = Exact<{
  pageSize?: number | null | undefined;
  pageNumber?: number | null | undefined;
}>;


export type OutboxMessagesQuery = { outboxMessages: { totalCount: number, messages: Array<{ id: string, to: string, subject: string, status: MailStatus, createdAt: string, links: Array<string>, textBody: string }> } };

export type AppConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AppConfigQuery = { appConfig: { sandbox: boolean, pardonPage: boolean, features: { vendorPortal: boolean, userManagement: boolean, tinMatch: boolean, w9: boolean }, season: { latestFilingYear: number, defaultFilingYear: number, selectableYears: Array<number>, irsDownFrom: string, irsDownUntil: string, printCutoffMayMiss: string, printCutoffWillMiss: string, federalCutoffMayBeLate: string, federalCutoffWillBeLate: string, warningsEnd: string, postmarkDeadline: string, notices: Array<string> } } };

export type BillingTransactionFieldsFragment = { id: number, transactionTime: string, transactionType: BillingTransactionType, transactionAmount: number, runningTotal: number, description: string | null, paymentPartner: PaymentPartner | null, paymentSource: PaymentSource | null, refundableAmount: number | null };

export type BillingTransactionsQueryVariables = Exact<{
  pageSize?: number | null | undefined;
  pageNumber?: number | null | undefined;
}>;


export type BillingTransactionsQuery = { availableCredits: number, billingTransactions: { totalCount: number, items: Array<{ id: number, transactionTime: string, transactionType: BillingTransactionType, transactionAmount: number, runningTotal: number, description: string | null, paymentPartner: PaymentPartner | null, paymentSource: PaymentSource | null, refundableAmount: number | null }> } };

export type BillingSummaryQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type BillingSummaryQuery = { billingSummary: Array<{ transactionType: BillingTransactionType, count: number, totalAmount: number }> };

export type AddPromoCreditsMutationVariables = Exact<{
  credits: number;
  description: string;
  domainId: number;
}>;


export type AddPromoCreditsMutation = { addPromoCredits: { id: number } };

export type RequestRefundMutationVariables = Exact<{
  id: number;
  requestedAmount: number;
  processingFee: number;
  refundAmount: number;
  reason: string;
  idempotentKey: string;
}>;


export type RequestRefundMutation = { requestRefund: { id: number } };

export type EmailRequestsQueryVariables = Exact<{
  emailStatus: EmailStatus;
  filingYear: number;
  limit?: number | null | undefined;
}>;


export type EmailRequestsQuery = { emailRequests: Array<{ filingId: number, formType: string, filingYear: number, domainId: number, filingStatus: string, emailStatus: EmailStatus, emailStatusDesc: string | null, emailStatusDate: string | null, printStatus: string | null, printCopyTrackingId: string | null, payerName: string, payerAddress: string, payeeName: string, payeeEmail: string, payeeAddress: string }> };

export type UpdateEmailRequestsMutationVariables = Exact<{
  filingIds: Array<number> | number;
  emailStatus: EmailStatus;
}>;


export type UpdateEmailRequestsMutation = { updateEmailRequests: boolean };

export type DocumentDownloadFieldsFragment = { id: number, status: DocumentDownloadStatus, progress: number, fileName: string, filingCount: number, pages: number, byteSize: number, url: string, error: string | null };

export type CreateDocumentDownloadMutationVariables = Exact<{
  ids: Array<number> | number;
  type: PrintCopyType;
  combined: boolean;
}>;


export type CreateDocumentDownloadMutation = { createDocumentDownload: { id: number, status: DocumentDownloadStatus, progress: number, fileName: string, filingCount: number, pages: number, byteSize: number, url: string, error: string | null } };

export type DocumentDownloadQueryVariables = Exact<{
  id: number;
}>;


export type DocumentDownloadQuery = { documentDownload: { id: number, status: DocumentDownloadStatus, progress: number, fileName: string, filingCount: number, pages: number, byteSize: number, url: string, error: string | null } | null };

export type EfsFilingsQueryVariables = Exact<{
  filingStatus: Array<EfsListStatus> | EfsListStatus;
  pageSize?: number | null | undefined;
}>;


export type EfsFilingsQuery = { efsFilingsByStatus: Array<{ id: number, clientDomainId: number, isTestFiling: boolean, filingYear: number, filingReturnType: string, isStateFiling: boolean, reportingStateCode: string | null, stateFilingMethod: string | null, payerName1: string, payerTinLast4: string, payeeName1: string, payeeTinLast4: string, status: string, statusChangeDesc: string | null, statusChangeDate: string | null }> };

export type UpdateEfsFilingsStatusMutationVariables = Exact<{
  filingIds: Array<number> | number;
  filingStatus: FilingStatus;
  statusChangeDesc?: string | null | undefined;
}>;


export type UpdateEfsFilingsStatusMutation = { updateEfsFilingsStatus: number };

export type MarkStateFilingsAcceptedMutationVariables = Exact<{
  filingIds: Array<number> | number;
}>;


export type MarkStateFilingsAcceptedMutation = { markStateFilingsAccepted: number };

export type UpdateFedSubMutationVariables = Exact<{
  filingId: number;
  selected: boolean;
}>;


export type UpdateFedSubMutation = { updateFedSub: { id: number, payeeId: number, filingYear: number, filingType: FormType, filingData: unknown, totalCents: number, correctionType: CorrectionType, originalFilingId: number | null, status: FilingStatus, statusChangeDesc: string | null, statusChangeDate: string, stateFilingStatus: string | null, printStatus: string | null, printStatusDesc: string | null, printStatusDate: string | null, printCopyExpectedDeliveryDate: string | null, emailStatus: string | null, emailStatusDesc: string | null, emailStatusDate: string | null, stateFiling: { stateCode: string | null, isFilingSupported: boolean, isFilingRequired: boolean, isStateOnly: boolean, supportedMethods: Array<StateFilingMethod> }, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, emailAddress: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string } } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } } };

export type UpdateStateSubMutationVariables = Exact<{
  filingId: number;
  selected: boolean;
  filingMethod?: StateFilingMethod | null | undefined;
}>;


export type UpdateStateSubMutation = { updateStateSub: { id: number, payeeId: number, filingYear: number, filingType: FormType, filingData: unknown, totalCents: number, correctionType: CorrectionType, originalFilingId: number | null, status: FilingStatus, statusChangeDesc: string | null, statusChangeDate: string, stateFilingStatus: string | null, printStatus: string | null, printStatusDesc: string | null, printStatusDate: string | null, printCopyExpectedDeliveryDate: string | null, emailStatus: string | null, emailStatusDesc: string | null, emailStatusDate: string | null, stateFiling: { stateCode: string | null, isFilingSupported: boolean, isFilingRequired: boolean, isStateOnly: boolean, supportedMethods: Array<StateFilingMethod> }, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, emailAddress: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string } } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } } };

export type UpdatePrintSubMutationVariables = Exact<{
  filingId: number;
  selected: boolean;
}>;


export type UpdatePrintSubMutation = { updatePrintSub: { id: number, payeeId: number, filingYear: number, filingType: FormType, filingData: unknown, totalCents: number, correctionType: CorrectionType, originalFilingId: number | null, status: FilingStatus, statusChangeDesc: string | null, statusChangeDate: string, stateFilingStatus: string | null, printStatus: string | null, printStatusDesc: string | null, printStatusDate: string | null, printCopyExpectedDeliveryDate: string | null, emailStatus: string | null, emailStatusDesc: string | null, emailStatusDate: string | null, stateFiling: { stateCode: string | null, isFilingSupported: boolean, isFilingRequired: boolean, isStateOnly: boolean, supportedMethods: Array<StateFilingMethod> }, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, emailAddress: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string } } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } } };

export type UpdateEmailSubMutationVariables = Exact<{
  filingId: number;
  selected: boolean;
}>;


export type UpdateEmailSubMutation = { updateEmailSub: { id: number, payeeId: number, filingYear: number, filingType: FormType, filingData: unknown, totalCents: number, correctionType: CorrectionType, originalFilingId: number | null, status: FilingStatus, statusChangeDesc: string | null, statusChangeDate: string, stateFilingStatus: string | null, printStatus: string | null, printStatusDesc: string | null, printStatusDate: string | null, printCopyExpectedDeliveryDate: string | null, emailStatus: string | null, emailStatusDesc: string | null, emailStatusDate: string | null, stateFiling: { stateCode: string | null, isFilingSupported: boolean, isFilingRequired: boolean, isStateOnly: boolean, supportedMethods: Array<StateFilingMethod> }, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, emailAddress: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string } } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } } };

export type BulkUpdateFedSubMutationVariables = Exact<{
  filingIds: Array<number> | number;
  selected: boolean;
}>;


export type BulkUpdateFedSubMutation = { bulkUpdateFedSub: Array<{ id: number, payeeId: number, filingYear: number, filingType: FormType, filingData: unknown, totalCents: number, correctionType: CorrectionType, originalFilingId: number | null, status: FilingStatus, statusChangeDesc: string | null, statusChangeDate: string, stateFilingStatus: string | null, printStatus: string | null, printStatusDesc: string | null, printStatusDate: string | null, printCopyExpectedDeliveryDate: string | null, emailStatus: string | null, emailStatusDesc: string | null, emailStatusDate: string | null, stateFiling: { stateCode: string | null, isFilingSupported: boolean, isFilingRequired: boolean, isStateOnly: boolean, supportedMethods: Array<StateFilingMethod> }, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, emailAddress: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string } } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } }> };

export type BulkUpdateStateSubMutationVariables = Exact<{
  stateSubs: Array<StateSubInput> | StateSubInput;
}>;


export type BulkUpdateStateSubMutation = { bulkUpdateStateSub: Array<{ id: number, payeeId: number, filingYear: number, filingType: FormType, filingData: unknown, totalCents: number, correctionType: CorrectionType, originalFilingId: number | null, status: FilingStatus, statusChangeDesc: string | null, statusChangeDate: string, stateFilingStatus: string | null, printStatus: string | null, printStatusDesc: string | null, printStatusDate: string | null, printCopyExpectedDeliveryDate: string | null, emailStatus: string | null, emailStatusDesc: string | null, emailStatusDate: string | null, stateFiling: { stateCode: string | null, isFilingSupported: boolean, isFilingRequired: boolean, isStateOnly: boolean, supportedMethods: Array<StateFilingMethod> }, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, emailAddress: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string } } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } }> };

export type BulkUpdatePrintSubMutationVariables = Exact<{
  filingIds: Array<number> | number;
  selected: boolean;
}>;


export type BulkUpdatePrintSubMutation = { bulkUpdatePrintSub: Array<{ id: number, payeeId: number, filingYear: number, filingType: FormType, filingData: unknown, totalCents: number, correctionType: CorrectionType, originalFilingId: number | null, status: FilingStatus, statusChangeDesc: string | null, statusChangeDate: string, stateFilingStatus: string | null, printStatus: string | null, printStatusDesc: string | null, printStatusDate: string | null, printCopyExpectedDeliveryDate: string | null, emailStatus: string | null, emailStatusDesc: string | null, emailStatusDate: string | null, stateFiling: { stateCode: string | null, isFilingSupported: boolean, isFilingRequired: boolean, isStateOnly: boolean, supportedMethods: Array<StateFilingMethod> }, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, emailAddress: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string } } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } }> };

export type BulkUpdateEmailSubMutationVariables = Exact<{
  filingIds: Array<number> | number;
  selected: boolean;
}>;


export type BulkUpdateEmailSubMutation = { bulkUpdateEmailSub: Array<{ id: number, payeeId: number, filingYear: number, filingType: FormType, filingData: unknown, totalCents: number, correctionType: CorrectionType, originalFilingId: number | null, status: FilingStatus, statusChangeDesc: string | null, statusChangeDate: string, stateFilingStatus: string | null, printStatus: string | null, printStatusDesc: string | null, printStatusDate: string | null, printCopyExpectedDeliveryDate: string | null, emailStatus: string | null, emailStatusDesc: string | null, emailStatusDate: string | null, stateFiling: { stateCode: string | null, isFilingSupported: boolean, isFilingRequired: boolean, isStateOnly: boolean, supportedMethods: Array<StateFilingMethod> }, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, emailAddress: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string } } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } }> };

export type UpdateTinMatchByFilingIdsMutationVariables = Exact<{
  filingIds: Array<number> | number;
  selected: boolean;
}>;


export type UpdateTinMatchByFilingIdsMutation = { updateTINMatchByFilingIds: Array<{ id: number, payeeId: number, filingYear: number, filingType: FormType, filingData: unknown, totalCents: number, correctionType: CorrectionType, originalFilingId: number | null, status: FilingStatus, statusChangeDesc: string | null, statusChangeDate: string, stateFilingStatus: string | null, printStatus: string | null, printStatusDesc: string | null, printStatusDate: string | null, printCopyExpectedDeliveryDate: string | null, emailStatus: string | null, emailStatusDesc: string | null, emailStatusDate: string | null, stateFiling: { stateCode: string | null, isFilingSupported: boolean, isFilingRequired: boolean, isStateOnly: boolean, supportedMethods: Array<StateFilingMethod> }, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, emailAddress: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string } } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } }> };

export type ProblemFieldsFragment = { code: string, path: string, message: string };

export type FilingServiceFieldsFragment = { fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } };

export type FilingFieldsFragment = { id: number, payeeId: number, filingYear: number, filingType: FormType, filingData: unknown, totalCents: number, correctionType: CorrectionType, originalFilingId: number | null, status: FilingStatus, statusChangeDesc: string | null, statusChangeDate: string, stateFilingStatus: string | null, printStatus: string | null, printStatusDesc: string | null, printStatusDate: string | null, printCopyExpectedDeliveryDate: string | null, emailStatus: string | null, emailStatusDesc: string | null, emailStatusDate: string | null, stateFiling: { stateCode: string | null, isFilingSupported: boolean, isFilingRequired: boolean, isStateOnly: boolean, supportedMethods: Array<StateFilingMethod> }, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, emailAddress: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string } } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } };

export type FilingsQueryVariables = Exact<{
  pageSize?: number | null | undefined;
  pageNumber?: number | null | undefined;
  filingStatuses?: Array<FilingStatus> | FilingStatus | null | undefined;
  filingYears?: Array<number> | number | null | undefined;
}>;


export type FilingsQuery = { filingsWithPageMetadata: { filings: Array<{ id: number, payeeId: number, filingYear: number, filingType: FormType, filingData: unknown, totalCents: number, correctionType: CorrectionType, originalFilingId: number | null, status: FilingStatus, statusChangeDesc: string | null, statusChangeDate: string, stateFilingStatus: string | null, printStatus: string | null, printStatusDesc: string | null, printStatusDate: string | null, printCopyExpectedDeliveryDate: string | null, emailStatus: string | null, emailStatusDesc: string | null, emailStatusDate: string | null, stateFiling: { stateCode: string | null, isFilingSupported: boolean, isFilingRequired: boolean, isStateOnly: boolean, supportedMethods: Array<StateFilingMethod> }, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, emailAddress: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string } } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } }>, pageMetadata: { hasPreviousPage: boolean, hasNextPage: boolean, currentPage: number, totalPages: number, totalCount: number }, totals: { count: number, totalCents: number, boxTotalsCents: unknown } } };

export type FilingCountsQueryVariables = Exact<{
  filingYear: number;
}>;


export type FilingCountsQuery = { filingCounts: { draft: number, processing: number, accepted: number, dashboardProcessing: number } };

export type FilingQueryVariables = Exact<{
  id: number;
}>;


export type FilingQuery = { filing: { id: number, payeeId: number, filingYear: number, filingType: FormType, filingData: unknown, totalCents: number, correctionType: CorrectionType, originalFilingId: number | null, status: FilingStatus, statusChangeDesc: string | null, statusChangeDate: string, stateFilingStatus: string | null, printStatus: string | null, printStatusDesc: string | null, printStatusDate: string | null, printCopyExpectedDeliveryDate: string | null, emailStatus: string | null, emailStatusDesc: string | null, emailStatusDate: string | null, stateFiling: { stateCode: string | null, isFilingSupported: boolean, isFilingRequired: boolean, isStateOnly: boolean, supportedMethods: Array<StateFilingMethod> }, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, emailAddress: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string } } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } } | null };

export type AddEditFilingMutationVariables = Exact<{
  filing: FilingInput;
}>;


export type AddEditFilingMutation = { addEditFiling: { id: number, payeeId: number, filingYear: number, filingType: FormType, filingData: unknown, totalCents: number, correctionType: CorrectionType, originalFilingId: number | null, status: FilingStatus, statusChangeDesc: string | null, statusChangeDate: string, stateFilingStatus: string | null, printStatus: string | null, printStatusDesc: string | null, printStatusDate: string | null, printCopyExpectedDeliveryDate: string | null, emailStatus: string | null, emailStatusDesc: string | null, emailStatusDate: string | null, stateFiling: { stateCode: string | null, isFilingSupported: boolean, isFilingRequired: boolean, isStateOnly: boolean, supportedMethods: Array<StateFilingMethod> }, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, emailAddress: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string } } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } } };

export type DeleteFilingMutationVariables = Exact<{
  id: number;
}>;


export type DeleteFilingMutation = { deleteFiling: boolean };

export type DeleteFilingsMutationVariables = Exact<{
  filingIds: Array<number> | number;
}>;


export type DeleteFilingsMutation = { deleteFilings: boolean };

export type MoveToDraftMutationVariables = Exact<{
  filingIds: Array<number> | number;
}>;


export type MoveToDraftMutation = { moveFilingsToDraft: number };

export type CreateCorrectionMutationVariables = Exact<{
  filingId: number;
  kind: CorrectionKind;
}>;


export type CreateCorrectionMutation = { createCorrection: Array<{ id: number, payeeId: number, filingYear: number, filingType: FormType, filingData: unknown, totalCents: number, correctionType: CorrectionType, originalFilingId: number | null, status: FilingStatus, statusChangeDesc: string | null, statusChangeDate: string, stateFilingStatus: string | null, printStatus: string | null, printStatusDesc: string | null, printStatusDate: string | null, printCopyExpectedDeliveryDate: string | null, emailStatus: string | null, emailStatusDesc: string | null, emailStatusDate: string | null, stateFiling: { stateCode: string | null, isFilingSupported: boolean, isFilingRequired: boolean, isStateOnly: boolean, supportedMethods: Array<StateFilingMethod> }, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, emailAddress: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string } } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } }> };

export type ImportRunFieldsFragment = { id: number, filingYear: number, status: ImportRunStatus, progress: number, resuming: boolean, recordCount: number, readyCount: number, question: { kind: string, title: string, message: string, actions: Array<string>, comparison: Array<{ label: string, existing: string, file: string | null }> } | null, summary: Array<{ formType: string, label: string, forms: number, totalCents: number, notImported: number }>, problems: Array<{ sheet: string, row: number, column: string | null, message: string }>, skipped: Array<{ sheet: string, row: number, column: string | null, message: string }> };

export type ImportRunQueryVariables = Exact<{
  id: number;
}>;


export type ImportRunQuery = { importRun: { id: number, filingYear: number, status: ImportRunStatus, progress: number, resuming: boolean, recordCount: number, readyCount: number, question: { kind: string, title: string, message: string, actions: Array<string>, comparison: Array<{ label: string, existing: string, file: string | null }> } | null, summary: Array<{ formType: string, label: string, forms: number, totalCents: number, notImported: number }>, problems: Array<{ sheet: string, row: number, column: string | null, message: string }>, skipped: Array<{ sheet: string, row: number, column: string | null, message: string }> } };

export type ImportReviewRowsQueryVariables = Exact<{
  runId: number;
  pageSize?: number | null | undefined;
  pageNumber?: number | null | undefined;
}>;


export type ImportReviewRowsQuery = { importReviewRows: { rows: Array<{ id: number, kind: ImportRecordKind, sheet: string, row: number, displayName: string, tin: string, status: ImportRecordStatus, message: string | null, emailAddress: string, phoneNumber: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string }, filings: Array<{ id: number, formType: string, sheet: string, row: number, totalCents: number, status: ImportRecordStatus, message: string | null, filingData: unknown }> }>, pageMetadata: { totalCount: number, currentPage: number, totalPages: number } } };

export type StartImportMutationVariables = Exact<{
  runId: number;
}>;


export type StartImportMutation = { startImport: { id: number, filingYear: number, status: ImportRunStatus, progress: number, resuming: boolean, recordCount: number, readyCount: number, question: { kind: string, title: string, message: string, actions: Array<string>, comparison: Array<{ label: string, existing: string, file: string | null }> } | null, summary: Array<{ formType: string, label: string, forms: number, totalCents: number, notImported: number }>, problems: Array<{ sheet: string, row: number, column: string | null, message: string }>, skipped: Array<{ sheet: string, row: number, column: string | null, message: string }> } };

export type CancelImportMutationVariables = Exact<{
  runId: number;
}>;


export type CancelImportMutation = { cancelImport: { id: number, filingYear: number, status: ImportRunStatus, progress: number, resuming: boolean, recordCount: number, readyCount: number, question: { kind: string, title: string, message: string, actions: Array<string>, comparison: Array<{ label: string, existing: string, file: string | null }> } | null, summary: Array<{ formType: string, label: string, forms: number, totalCents: number, notImported: number }>, problems: Array<{ sheet: string, row: number, column: string | null, message: string }>, skipped: Array<{ sheet: string, row: number, column: string | null, message: string }> } };

export type AnswerImportQuestionMutationVariables = Exact<{
  runId: number;
  answer: string;
  applyToAll?: boolean | null | undefined;
}>;


export type AnswerImportQuestionMutation = { answerImportQuestion: { id: number, filingYear: number, status: ImportRunStatus, progress: number, resuming: boolean, recordCount: number, readyCount: number, question: { kind: string, title: string, message: string, actions: Array<string>, comparison: Array<{ label: string, existing: string, file: string | null }> } | null, summary: Array<{ formType: string, label: string, forms: number, totalCents: number, notImported: number }>, problems: Array<{ sheet: string, row: number, column: string | null, message: string }>, skipped: Array<{ sheet: string, row: number, column: string | null, message: string }> } };

export type PartnerLastSyncQueryVariables = Exact<{
  partner: Partner;
}>;


export type PartnerLastSyncQuery = { accountingIntegration: { id: number, partner: Partner, accountsLastSyncDate: string | null, vendorsLastSyncDate: string | null, transactionsLastSyncDate: string | null } | null };

export type ChartOfAccountsQueryVariables = Exact<{
  id: number;
  refresh?: boolean | null | undefined;
}>;


export type ChartOfAccountsQuery = { chartOfAccounts: { integrationId: number, lastSyncTime: string | null, accounts: Array<{ accountId: string, accountName: string, accountFullName: string, accountType: string, accountSubType: string, isActive: boolean, isSubAccount: boolean }>, boxMappings: Array<{ boxName: string, accountIds: string }>, suggestedBoxMappings: Array<{ boxName: string, accountIds: string }> } };

export type UpdateBoxMappingsMutationVariables = Exact<{
  partner: Partner;
  boxMappings: Array<BoxMappingInput> | BoxMappingInput;
}>;


export type UpdateBoxMappingsMutation = { updateBoxMappings: Array<{ boxName: string, accountIds: string }> };

export type ImportSummaryQueryVariables = Exact<{
  integrationId: number;
  filingYear: number;
  include1099VendorsOnly?: boolean | null | undefined;
}>;


export type ImportSummaryQuery = { importSummary: { lastSyncTime: string, emptyMessage: string | null, companyName: string, vendorCount: number, vendors: Array<{ vendorId: string | null, name: string, is1099Vendor: boolean, allCents: number, includedCents: number, excludedCents: number, unknownCents: number, lineCount: number, boxes: Array<{ boxName: string, amountCents: number }>, forms: Array<{ formType: string, amountCents: number, skipReason: string | null }>, lines: Array<{ transactionId: string, paidOn: string, accountId: string | null, amountCents: number, category: string, boxName: string | null, reason: string }> }> } };

export type CreatePartnerImportMutationVariables = Exact<{
  integrationId: number;
  filingYear: number;
  include1099VendorsOnly?: boolean | null | undefined;
}>;


export type CreatePartnerImportMutation = { createPartnerImport: { id: number, filingYear: number, status: ImportRunStatus, progress: number, resuming: boolean, recordCount: number, readyCount: number, question: { kind: string, title: string, message: string, actions: Array<string>, comparison: Array<{ label: string, existing: string, file: string | null }> } | null, summary: Array<{ formType: string, label: string, forms: number, totalCents: number, notImported: number }>, problems: Array<{ sheet: string, row: number, column: string | null, message: string }>, skipped: Array<{ sheet: string, row: number, column: string | null, message: string }> } };

export type AccountingIntegrationPartnersQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountingIntegrationPartnersQuery = { accountingIntegrationPartner: Array<{ partner: Partner, productName: string, path: string, connectPath: string, available: boolean, configured: boolean, settingNames: Array<string> | null }> };

export type JobQueryVariables = Exact<{
  id: string | number;
}>;


export type JobQuery = { job: { id: string, kind: string, status: JobStatus, progress: number, result: unknown, error: string | null, attempts: number, createdAt: string, updatedAt: string } | null };

export type AddressFieldsFragment = { line1: string, line2: string, city: string, state: string, country: string, postalCode: string };

export type PayeeFieldsFragment = { id: number, entityType: EntityType, businessName: string, firstName: string, middleName: string, lastName: string, dba: string, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, tinMatchResult: string | null, emailAddress: string, phoneNumber: string, phoneExt: string, is1099Vendor: boolean, vendorId: string | null, partner: string | null, importStatus: string | null, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string }, w9Request: { id: number, payeeId: number, w9RequestStatus: string, payerName: string, payeeEmail: string, names: string, tin: string, tinType: string | null, fileName: string | null, isPaid: boolean, requestedAt: string | null, remindedAt: string | null, filledAt: string | null, signedAt: string | null } | null, tinMatchRequest: { id: number, payeeId: number, status: string, selected: boolean, isPaid: boolean, tinMatchResult: string | null, requestedAt: string | null } | null };

export type PayeesQueryVariables = Exact<{
  pageSize?: number | null | undefined;
  pageNumber?: number | null | undefined;
  search?: string | null | undefined;
  tinMatchStatus?: string | null | undefined;
}>;


export type PayeesQuery = { payeesWithPageMetadata: { payees: Array<{ id: number, entityType: EntityType, businessName: string, firstName: string, middleName: string, lastName: string, dba: string, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, tinMatchResult: string | null, emailAddress: string, phoneNumber: string, phoneExt: string, is1099Vendor: boolean, vendorId: string | null, partner: string | null, importStatus: string | null, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string }, w9Request: { id: number, payeeId: number, w9RequestStatus: string, payerName: string, payeeEmail: string, names: string, tin: string, tinType: string | null, fileName: string | null, isPaid: boolean, requestedAt: string | null, remindedAt: string | null, filledAt: string | null, signedAt: string | null } | null, tinMatchRequest: { id: number, payeeId: number, status: string, selected: boolean, isPaid: boolean, tinMatchResult: string | null, requestedAt: string | null } | null }>, pageMetadata: { hasPreviousPage: boolean, hasNextPage: boolean, currentPage: number, totalPages: number, totalCount: number } } };

export type PayeeCountQueryVariables = Exact<{ [key: string]: never; }>;


export type PayeeCountQuery = { payeeCount: number };

export type PayeeByTinQueryVariables = Exact<{
  tin: string;
  excludeId?: number | null | undefined;
}>;


export type PayeeByTinQuery = { payeeByTin: { id: number, entityType: EntityType, businessName: string, firstName: string, middleName: string, lastName: string, dba: string, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, tinMatchResult: string | null, emailAddress: string, phoneNumber: string, phoneExt: string, is1099Vendor: boolean, vendorId: string | null, partner: string | null, importStatus: string | null, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string }, w9Request: { id: number, payeeId: number, w9RequestStatus: string, payerName: string, payeeEmail: string, names: string, tin: string, tinType: string | null, fileName: string | null, isPaid: boolean, requestedAt: string | null, remindedAt: string | null, filledAt: string | null, signedAt: string | null } | null, tinMatchRequest: { id: number, payeeId: number, status: string, selected: boolean, isPaid: boolean, tinMatchResult: string | null, requestedAt: string | null } | null } | null };

export type AddEditPayeeMutationVariables = Exact<{
  payee: PayeeInput;
}>;


export type AddEditPayeeMutation = { addEditPayee: { id: number, entityType: EntityType, businessName: string, firstName: string, middleName: string, lastName: string, dba: string, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, tinMatchResult: string | null, emailAddress: string, phoneNumber: string, phoneExt: string, is1099Vendor: boolean, vendorId: string | null, partner: string | null, importStatus: string | null, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string }, w9Request: { id: number, payeeId: number, w9RequestStatus: string, payerName: string, payeeEmail: string, names: string, tin: string, tinType: string | null, fileName: string | null, isPaid: boolean, requestedAt: string | null, remindedAt: string | null, filledAt: string | null, signedAt: string | null } | null, tinMatchRequest: { id: number, payeeId: number, status: string, selected: boolean, isPaid: boolean, tinMatchResult: string | null, requestedAt: string | null } | null } };

export type AddEditPayeeLightMutationVariables = Exact<{
  id?: number | null | undefined;
  displayName: string;
  emailAddress?: string | null | undefined;
}>;


export type AddEditPayeeLightMutation = { addEditPayeeLight: { id: number, entityType: EntityType, businessName: string, firstName: string, middleName: string, lastName: string, dba: string, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, tinMatchResult: string | null, emailAddress: string, phoneNumber: string, phoneExt: string, is1099Vendor: boolean, vendorId: string | null, partner: string | null, importStatus: string | null, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string }, w9Request: { id: number, payeeId: number, w9RequestStatus: string, payerName: string, payeeEmail: string, names: string, tin: string, tinType: string | null, fileName: string | null, isPaid: boolean, requestedAt: string | null, remindedAt: string | null, filledAt: string | null, signedAt: string | null } | null, tinMatchRequest: { id: number, payeeId: number, status: string, selected: boolean, isPaid: boolean, tinMatchResult: string | null, requestedAt: string | null } | null } };

export type DeletePayeeMutationVariables = Exact<{
  id: number;
}>;


export type DeletePayeeMutation = { deletePayee: boolean };

export type DeletePayeesMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeletePayeesMutation = { deletePayees: boolean };

export type IgnoreTinMutationVariables = Exact<{
  payeeId: number;
}>;


export type IgnoreTinMutation = { ignoreTINValidation: boolean };

export type PayerFieldsFragment = { id: number, domainId: number, domainType: DomainType | null, payerType: PayerType, businessName: string, dba: string, firstName: string, middleName: string, lastName: string, emailAddress: string, phoneNumber: string, phoneExt: string, tinType: TinType, tin: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string }, customAttributes: Array<{ key: string, value: string }> };

export type PayerQueryVariables = Exact<{ [key: string]: never; }>;


export type PayerQuery = { payer: { id: number, domainId: number, domainType: DomainType | null, payerType: PayerType, businessName: string, dba: string, firstName: string, middleName: string, lastName: string, emailAddress: string, phoneNumber: string, phoneExt: string, tinType: TinType, tin: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string }, customAttributes: Array<{ key: string, value: string }> } };

export type UpdatePayerMutationVariables = Exact<{
  id?: number | null | undefined;
  payerType: PayerType;
  businessName?: string | null | undefined;
  dba?: string | null | undefined;
  firstName?: string | null | undefined;
  middleName?: string | null | undefined;
  lastName?: string | null | undefined;
  tinType: TinType;
  tin?: string | null | undefined;
  emailAddress?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  phoneExt?: string | null | undefined;
  address?: AddressInput | null | undefined;
  customAttributes?: Array<CustomAttributeInput> | CustomAttributeInput | null | undefined;
}>;


export type UpdatePayerMutation = { updatePayer: { id: number, domainId: number, domainType: DomainType | null, payerType: PayerType, businessName: string, dba: string, firstName: string, middleName: string, lastName: string, emailAddress: string, phoneNumber: string, phoneExt: string, tinType: TinType, tin: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string }, customAttributes: Array<{ key: string, value: string }> } };

export type ValidatePayerMutationVariables = Exact<{
  payerId: number;
  filingYear: number;
}>;


export type ValidatePayerMutation = { validatePayer: { errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }> } };

export type PaymentProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentProvidersQuery = { paymentProviders: Array<{ partner: PaymentPartner, applicationId: string | null, locationId: string | null, scriptSrc: string | null, clientId: string | null, sdkBaseUrl: string | null }> };

export type AvailableCreditsQueryVariables = Exact<{ [key: string]: never; }>;


export type AvailableCreditsQuery = { availableCredits: number };

export type ChargeWithNonceMutationVariables = Exact<{
  amount: number;
  chargeDesc: string;
  paymentPartner: PaymentPartner;
  paymentSource: PaymentSource;
  nonce?: string | null | undefined;
  buyerId?: string | null | undefined;
  idempotencyKey: string;
  orderId?: string | null | undefined;
}>;


export type ChargeWithNonceMutation = { chargeWithNonce: { id: number, transactionAmount: number, runningTotal: number } };

export type CreatePaymentOrderMutationVariables = Exact<{
  amount: number;
  chargeDesc: string;
  requestId: string;
}>;


export type CreatePaymentOrderMutation = { createPaymentOrder: string };

export type StartEmailConsentMutationVariables = Exact<{
  relationId: number;
}>;


export type StartEmailConsentMutation = { startEmailConsent: { payerName: string, emailAddress: string, disclosureVersion: string, disclosures: Array<{ title: string, text: string }> } };

export type GiveEmailConsentMutationVariables = Exact<{
  relationId: number;
  code: string;
}>;


export type GiveEmailConsentMutation = { giveEmailConsent: { relationId: number, emailConsent: string | null } };

export type WithdrawEmailConsentMutationVariables = Exact<{
  relationId: number;
}>;


export type WithdrawEmailConsentMutation = { withdrawEmailConsent: { relationId: number, emailConsent: string | null } };

export type DomainRelationStatusFieldsFragment = { id: number, relationId: number | null, invitationId: number | null, sourceSubEntityId: number, relationType: RelationType, relationStatus: VendorPortalStatus, invitedEmail: string | null };

export type DomainRelationStatusesQueryVariables = Exact<{
  subEntityIds: Array<number> | number;
}>;


export type DomainRelationStatusesQuery = { domainRelationStatusByTypeAndEntities: Array<{ id: number, relationId: number | null, invitationId: number | null, sourceSubEntityId: number, relationType: RelationType, relationStatus: VendorPortalStatus, invitedEmail: string | null }> };

export type InviteDomainMutationVariables = Exact<{
  subEntityId: number;
}>;


export type InviteDomainMutation = { inviteDomain: { id: number, relationId: number | null, invitationId: number | null, sourceSubEntityId: number, relationType: RelationType, relationStatus: VendorPortalStatus, invitedEmail: string | null } };

export type ResendDomainInvitationMutationVariables = Exact<{
  id: number;
}>;


export type ResendDomainInvitationMutation = { resendDomainInvitation: { id: number, relationId: number | null, invitationId: number | null, sourceSubEntityId: number, relationType: RelationType, relationStatus: VendorPortalStatus, invitedEmail: string | null } };

export type DeleteDomainInvitationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteDomainInvitationMutation = { deleteDomainInvitation: { id: number, relationId: number | null, invitationId: number | null, sourceSubEntityId: number, relationType: RelationType, relationStatus: VendorPortalStatus, invitedEmail: string | null } };

export type DeleteD2DRelationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteD2DRelationMutation = { deleteD2DRelation: { id: number, relationId: number | null, invitationId: number | null, sourceSubEntityId: number, relationType: RelationType, relationStatus: VendorPortalStatus, invitedEmail: string | null } };

export type FilingsIssuedQueryVariables = Exact<{ [key: string]: never; }>;


export type FilingsIssuedQuery = { filingsIssued: Array<{ id: number, payerName: string, payeeName: string, tin: string, filingType: string, filingTypeDisplay: string, filingYear: number, correctionType: string, status: string, formData: unknown }> };

export type ContractorPayersQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractorPayersQuery = { contractorPayers: Array<{ relationId: number, payerName: string, payeeName: string, entityType: string, tinType: string, tin: string, emailAddress: string, w9Status: string | null, w9FilledAt: string | null, emailConsent: string | null, emailConsentAt: string | null, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string } }> };

export type SendUpdatedW9MutationVariables = Exact<{
  relationId: number;
  w9: unknown;
  signature: string;
}>;


export type SendUpdatedW9Mutation = { sendUpdatedW9: { relationId: number, w9Status: string | null } };

export type PrintRequestsQueryVariables = Exact<{
  printStatus: PrintStatus;
  filingYear: number;
  limit?: number | null | undefined;
}>;


export type PrintRequestsQuery = { printRequests: Array<{ filingId: number, formType: string, filingYear: number, domainId: number, filingStatus: string, printStatus: PrintStatus, printStatusDesc: string | null, printStatusDate: string | null, printCopyExpectedDeliveryDate: string | null, emailStatus: string | null, printCopyTrackingId: string | null, payerName: string, payerAddress: string, payeeName: string, payeeAddress: string }> };

export type UpdatePrintRequestsMutationVariables = Exact<{
  filingIds: Array<number> | number;
  printStatus: PrintStatus;
}>;


export type UpdatePrintRequestsMutation = { updatePrintRequests: { updated: number, errored: number } };

export type FilingSummaryQueryVariables = Exact<{
  type: FormType;
  year: number;
}>;


export type FilingSummaryQuery = { filingSummary: { truncated: boolean, rows: Array<{ payeeId: number, payeeName: string, tin: string, filings: number, hasCorrections: string, totalCents: number, federalTaxWithheldCents: number }>, totals: { payees: number, forms: number, totalCents: number, federalTaxWithheldCents: number } } };

export type SelfEFileFilingsQueryVariables = Exact<{
  filingYear: number;
  pageSize?: number | null | undefined;
  pageNumber?: number | null | undefined;
}>;


export type SelfEFileFilingsQuery = { selfEFileCount: number, selfEFileStates: Array<string>, selfEFileFilingsWithPageMetadata: { filings: Array<{ id: number, filingType: FormType, status: FilingStatus, stateFilingStatus: string | null, stateFilingStatusDesc: string | null, payee: { displayName: string } | null, stateSub: { stateCode: string | null, filingMethod: string | null } }>, pageMetadata: { totalCount: number, currentPage: number, totalPages: number } } };

export type DownloadSelfEFileTransmissionsMutationVariables = Exact<{
  filingYear: number;
  westVirginiaQuarterlyTaxDue?: Array<number> | number | null | undefined;
}>;


export type DownloadSelfEFileTransmissionsMutation = { downloadSelfEFileTransmissions: { fileName: string, content: string, files: Array<string>, filingCount: number, passwordHint: string } };

export type SubmitDraftFieldsFragment = { id: number, filingType: FormType, filingYear: number, totalCents: number, status: FilingStatus, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } };

export type SubmitDraftsQueryVariables = Exact<{
  pageSize?: number | null | undefined;
  pageNumber?: number | null | undefined;
  filingYears?: Array<number> | number | null | undefined;
}>;


export type SubmitDraftsQuery = { filingsWithPageMetadata: { filings: Array<{ id: number, filingType: FormType, filingYear: number, totalCents: number, status: FilingStatus, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } }>, pageMetadata: { totalCount: number } } };

export type OrderFilingsQueryVariables = Exact<{
  filingIds: Array<number> | number;
}>;


export type OrderFilingsQuery = { filingsByIds: Array<{ id: number, payeeId: number, filingYear: number, filingType: FormType, filingData: unknown, totalCents: number, correctionType: CorrectionType, originalFilingId: number | null, status: FilingStatus, statusChangeDesc: string | null, statusChangeDate: string, stateFilingStatus: string | null, printStatus: string | null, printStatusDesc: string | null, printStatusDate: string | null, printCopyExpectedDeliveryDate: string | null, emailStatus: string | null, emailStatusDesc: string | null, emailStatusDate: string | null, stateFiling: { stateCode: string | null, isFilingSupported: boolean, isFilingRequired: boolean, isStateOnly: boolean, supportedMethods: Array<StateFilingMethod> }, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }>, payee: { id: number, displayName: string, tinType: TinType, tin: string, tinMatchStatus: string | null, emailAddress: string, address: { line1: string, line2: string, city: string, state: string, country: string, postalCode: string } } | null, fedSub: { selected: boolean, isPaid: boolean }, stateSub: { selected: boolean, isPaid: boolean, filingMethod: string | null, stateCode: string | null }, printSub: { selected: boolean, isPaid: boolean }, emailSub: { selected: boolean, isPaid: boolean }, tinMatchSub: { selected: boolean, isPaid: boolean } }> };

export type SubmissionInvoiceQueryVariables = Exact<{
  filingIds: Array<number> | number;
}>;


export type SubmissionInvoiceQuery = { availableCredits: number, submissionInvoice: { totalAmount: number, serviceItems: Array<{ service: Service, description: string, quantity: number, alreadyPaid: number, preQty: number, totalAmount: number, lineItems: Array<{ service: Service, description: string, quantity: number, itemPrice: number, lineAmount: number }> }> } };

export type InvoiceFieldsFragment = { totalAmount: number, serviceItems: Array<{ service: Service, description: string, quantity: number, alreadyPaid: number, preQty: number, totalAmount: number, lineItems: Array<{ service: Service, description: string, quantity: number, itemPrice: number, lineAmount: number }> }> };

export type ValidateFilingsMutationVariables = Exact<{
  filingIds: Array<number> | number;
  ignoreWarnings: boolean;
}>;


export type ValidateFilingsMutation = { validateFilings: Array<{ id: number, errors: Array<{ code: string, path: string, message: string }>, warnings: Array<{ code: string, path: string, message: string }> }> };

export type SubmitFilingsMutationVariables = Exact<{
  filingIds: Array<number> | number;
  expectedTotal: number;
}>;


export type SubmitFilingsMutation = { submitFilings: { submittedFilingIds: Array<number>, alreadySubmittedFilingIds: Array<number>, availableCredits: number, invoice: { totalAmount: number, serviceItems: Array<{ service: Service, description: string, quantity: number, alreadyPaid: number, preQty: number, totalAmount: number, lineItems: Array<{ service: Service, description: string, quantity: number, itemPrice: number, lineAmount: number }> }> } } };

export type TeamQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamQuery = { team: { members: Array<{ userId: number, email: string, firstName: string, lastName: string, role: MemberRole }>, invitations: Array<{ id: number, email: string, role: MemberRole, status: InvitationStatus, expiresAt: string }> } };

export type InviteUserMutationVariables = Exact<{
  email: string;
  role: MemberRole;
}>;


export type InviteUserMutation = { inviteUser: { id: number } };

export type ResendInvitationMutationVariables = Exact<{
  id: number;
}>;


export type ResendInvitationMutation = { resendInvitation: { id: number } };

export type RevokeInvitationMutationVariables = Exact<{
  id: number;
}>;


export type RevokeInvitationMutation = { revokeInvitation: boolean };

export type RemoveTeamMemberMutationVariables = Exact<{
  userId: number;
}>;


export type RemoveTeamMemberMutation = { removeTeamMember: boolean };

export type TinMatchRequestFieldsFragment = { id: number, payeeId: number, status: string, selected: boolean, isPaid: boolean, tinMatchResult: string | null, requestedAt: string | null };

export type TinMatchInvoiceQueryVariables = Exact<{
  payeeIds: Array<number> | number;
}>;


export type TinMatchInvoiceQuery = { availableCredits: number, tinMatchInvoice: { totalAmount: number, serviceItems: Array<{ service: Service, description: string, quantity: number, alreadyPaid: number, preQty: number, totalAmount: number, lineItems: Array<{ service: Service, description: string, quantity: number, itemPrice: number, lineAmount: number }> }> } };

export type CreateTinMatchesMutationVariables = Exact<{
  payeeIds: Array<number> | number;
}>;


export type CreateTinMatchesMutation = { createTINMatches: Array<{ id: number, payeeId: number, status: string, selected: boolean, isPaid: boolean, tinMatchResult: string | null, requestedAt: string | null }> };

export type RequestTinMatchesMutationVariables = Exact<{
  payeeIds: Array<number> | number;
  expectedTotal?: number | null | undefined;
}>;


export type RequestTinMatchesMutation = { requestTINMatches: { availableCredits: number, requests: Array<{ id: number, payeeId: number, status: string, selected: boolean, isPaid: boolean, tinMatchResult: string | null, requestedAt: string | null }> } };

export type CancelTinMatchesMutationVariables = Exact<{
  payeeIds: Array<number> | number;
}>;


export type CancelTinMatchesMutation = { cancelTINMatches: Array<{ id: number }> };

export type TnnTransmissionsQueryVariables = Exact<{
  statuses: Array<TransmissionStatus> | TransmissionStatus;
  taxYear?: number | null | undefined;
}>;


export type TnnTransmissionsQuery = { filingsToBeProcessed: number, tnnTransmissionRecordsByStatusIn: Array<{ id: number, formatType: string, fileName: string, taxYear: number, isTest: boolean, ackNumber: string | null, recipientCount: number, issuerCount: number, transmissionStatus: TransmissionStatus, agencyStatus: string | null, isRejected: boolean | null, statusChangeDate: string, a2a: { environment: string, stage: string, failure: string | null } | null }> };

export type TnnTransmissionRecordQueryVariables = Exact<{
  id: number;
}>;


export type TnnTransmissionRecordQuery = { tnnTransmissionRecord: { id: number, filingRecords: Array<{ recordId: string, filingId: number, payeeName: string, filingType: string, filingStatus: string, result: string | null }> } };

export type TinTransmissionsQueryVariables = Exact<{
  statuses: Array<TransmissionStatus> | TransmissionStatus;
}>;


export type TinTransmissionsQuery = { requestsToBeProcessed: number, tinTransmissionRecordsByStatusIn: Array<{ id: number, fileName: string, isTest: boolean, ackNumber: string | null, numberOfRequests: number, transmissionStatus: TransmissionStatus, isRejected: boolean | null, statusChangeDate: string }> };

export type CreateTnnTransmissionsMutationVariables = Exact<{
  format?: TransmissionFormat | null | undefined;
  taxYear?: number | null | undefined;
}>;


export type CreateTnnTransmissionsMutation = { createTNNTransmissionRecords: { filingCount: number, transmissions: Array<{ id: number }>, rejected: Array<{ filingId: number, reason: string }> } };

export type FireFilingWindowQueryVariables = Exact<{ [key: string]: never; }>;


export type FireFilingWindowQuery = { fireFilingWindow: { lastFilingDate: string, open: boolean, taxYears: Array<number> } };

export type CreateTinTransmissionsMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateTinTransmissionsMutation = { createTINTransmissionRecords: Array<{ id: number }> };

export type UpdateTnnTransmissionMutationVariables = Exact<{
  transmissionId: number;
  transmissionStatus: TransmissionStatus;
  ackNumber?: string | null | undefined;
  filingResponses?: Array<FilingResponseInput> | FilingResponseInput | null | undefined;
  isRejected?: boolean | null | undefined;
}>;


export type UpdateTnnTransmissionMutation = { updateTNNTransmissionRecord: { id: number, transmissionStatus: TransmissionStatus, ackNumber: string | null, isRejected: boolean | null } };

export type UpdateTinTransmissionMutationVariables = Exact<{
  transmissionId: number;
  transmissionStatus: TransmissionStatus;
  ackNumber?: string | null | undefined;
  isRejected?: boolean | null | undefined;
}>;


export type UpdateTinTransmissionMutation = { updateTINTransmissionRecord: { id: number, transmissionStatus: TransmissionStatus, ackNumber: string | null, isRejected: boolean | null } };

export type DeleteTnnTransmissionMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTnnTransmissionMutation = { deleteTNNTransmissionRecord: boolean };

export type DeleteTinTransmissionMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTinTransmissionMutation = { deleteTINTransmissionRecord: boolean };

export type W9RequestFieldsFragment = { id: number, payeeId: number, w9RequestStatus: string, payerName: string, payeeEmail: string, names: string, tin: string, tinType: string | null, fileName: string | null, isPaid: boolean, requestedAt: string | null, remindedAt: string | null, filledAt: string | null, signedAt: string | null };

export type W9InvoiceQueryVariables = Exact<{
  payeeIds: Array<number> | number;
}>;


export type W9InvoiceQuery = { availableCredits: number, w9Invoice: { totalAmount: number, serviceItems: Array<{ service: Service, description: string, quantity: number, alreadyPaid: number, preQty: number, totalAmount: number, lineItems: Array<{ service: Service, description: string, quantity: number, itemPrice: number, lineAmount: number }> }> } };

export type CreateW9sMutationVariables = Exact<{
  payeeIds: Array<number> | number;
}>;


export type CreateW9sMutation = { createW9s: Array<{ id: number, payeeId: number, w9RequestStatus: string, payerName: string, payeeEmail: string, names: string, tin: string, tinType: string | null, fileName: string | null, isPaid: boolean, requestedAt: string | null, remindedAt: string | null, filledAt: string | null, signedAt: string | null }> };

export type RequestW9sMutationVariables = Exact<{
  payeeIds: Array<number> | number;
  expectedTotal?: number | null | undefined;
}>;


export type RequestW9sMutation = { requestW9s: { availableCredits: number, requests: Array<{ id: number, payeeId: number, w9RequestStatus: string, payerName: string, payeeEmail: string, names: string, tin: string, tinType: string | null, fileName: string | null, isPaid: boolean, requestedAt: string | null, remindedAt: string | null, filledAt: string | null, signedAt: string | null }> } };

export type CancelW9RequestsMutationVariables = Exact<{
  payeeIds: Array<number> | number;
}>;


export type CancelW9RequestsMutation = { cancelW9Requests: Array<{ id: number }> };

export type RemindW9RequestsMutationVariables = Exact<{
  payeeIds: Array<number> | number;
}>;


export type RemindW9RequestsMutation = { remindW9Requests: Array<{ id: number }> };

export type W9DifferencesQueryVariables = Exact<{
  payeeId: number;
}>;


export type W9DifferencesQuery = { w9Differences: Array<{ field: string, label: string, current: string, w9: string }> };

export type ApplyW9InfoMutationVariables = Exact<{
  payeeId: number;
}>;


export type ApplyW9InfoMutation = { applyW9Info: { id: number } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const BillingTransactionFieldsFragmentDoc = new TypedDocumentString(`
    fragment BillingTransactionFields on BillingTransaction {
  id
  transactionTime
  transactionType
  transactionAmount
  runningTotal
  description
  paymentPartner
  paymentSource
  refundableAmount
}
    `, {"fragmentName":"BillingTransactionFields"}) as unknown as TypedDocumentString<BillingTransactionFieldsFragment, unknown>;
export const DocumentDownloadFieldsFragmentDoc = new TypedDocumentString(`
    fragment DocumentDownloadFields on DocumentDownload {
  id
  status
  progress
  fileName
  filingCount
  pages
  byteSize
  url
  error
}
    `, {"fragmentName":"DocumentDownloadFields"}) as unknown as TypedDocumentString<DocumentDownloadFieldsFragment, unknown>;
export const FilingServiceFieldsFragmentDoc = new TypedDocumentString(`
    fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
    `, {"fragmentName":"FilingServiceFields"}) as unknown as TypedDocumentString<FilingServiceFieldsFragment, unknown>;
export const ProblemFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProblemFields on Problem {
  code
  path
  message
}
    `, {"fragmentName":"ProblemFields"}) as unknown as TypedDocumentString<ProblemFieldsFragment, unknown>;
export const AddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}
    `, {"fragmentName":"AddressFields"}) as unknown as TypedDocumentString<AddressFieldsFragment, unknown>;
export const FilingFieldsFragmentDoc = new TypedDocumentString(`
    fragment FilingFields on Filing {
  id
  payeeId
  filingYear
  filingType
  filingData
  totalCents
  correctionType
  originalFilingId
  status
  statusChangeDesc
  statusChangeDate
  stateFilingStatus
  printStatus
  printStatusDesc
  printStatusDate
  printCopyExpectedDeliveryDate
  emailStatus
  emailStatusDesc
  emailStatusDate
  ...FilingServiceFields
  stateFiling {
    stateCode
    isFilingSupported
    isFilingRequired
    isStateOnly
    supportedMethods
  }
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  payee {
    id
    displayName
    tinType
    tin
    tinMatchStatus
    emailAddress
    address {
      ...AddressFields
    }
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`, {"fragmentName":"FilingFields"}) as unknown as TypedDocumentString<FilingFieldsFragment, unknown>;
export const ImportRunFieldsFragmentDoc = new TypedDocumentString(`
    fragment ImportRunFields on ImportRun {
  id
  filingYear
  status
  progress
  resuming
  recordCount
  readyCount
  question {
    kind
    title
    message
    actions
    comparison {
      label
      existing
      file
    }
  }
  summary {
    formType
    label
    forms
    totalCents
    notImported
  }
  problems {
    sheet
    row
    column
    message
  }
  skipped {
    sheet
    row
    column
    message
  }
}
    `, {"fragmentName":"ImportRunFields"}) as unknown as TypedDocumentString<ImportRunFieldsFragment, unknown>;
export const W9RequestFieldsFragmentDoc = new TypedDocumentString(`
    fragment W9RequestFields on W9Request {
  id
  payeeId
  w9RequestStatus
  payerName
  payeeEmail
  names
  tin
  tinType
  fileName
  isPaid
  requestedAt
  remindedAt
  filledAt
  signedAt
}
    `, {"fragmentName":"W9RequestFields"}) as unknown as TypedDocumentString<W9RequestFieldsFragment, unknown>;
export const TinMatchRequestFieldsFragmentDoc = new TypedDocumentString(`
    fragment TinMatchRequestFields on TinMatchRequest {
  id
  payeeId
  status
  selected
  isPaid
  tinMatchResult
  requestedAt
}
    `, {"fragmentName":"TinMatchRequestFields"}) as unknown as TypedDocumentString<TinMatchRequestFieldsFragment, unknown>;
export const PayeeFieldsFragmentDoc = new TypedDocumentString(`
    fragment PayeeFields on Payee {
  id
  entityType
  businessName
  firstName
  middleName
  lastName
  dba
  displayName
  tinType
  tin
  tinMatchStatus
  tinMatchResult
  emailAddress
  phoneNumber
  phoneExt
  address {
    ...AddressFields
  }
  is1099Vendor
  vendorId
  partner
  importStatus
  w9Request {
    ...W9RequestFields
  }
  tinMatchRequest {
    ...TinMatchRequestFields
  }
}
    fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}
fragment TinMatchRequestFields on TinMatchRequest {
  id
  payeeId
  status
  selected
  isPaid
  tinMatchResult
  requestedAt
}
fragment W9RequestFields on W9Request {
  id
  payeeId
  w9RequestStatus
  payerName
  payeeEmail
  names
  tin
  tinType
  fileName
  isPaid
  requestedAt
  remindedAt
  filledAt
  signedAt
}`, {"fragmentName":"PayeeFields"}) as unknown as TypedDocumentString<PayeeFieldsFragment, unknown>;
export const PayerFieldsFragmentDoc = new TypedDocumentString(`
    fragment PayerFields on Payer {
  id
  domainId
  domainType
  payerType
  businessName
  dba
  firstName
  middleName
  lastName
  address {
    ...AddressFields
  }
  emailAddress
  phoneNumber
  phoneExt
  tinType
  tin
  customAttributes {
    key
    value
  }
}
    fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`, {"fragmentName":"PayerFields"}) as unknown as TypedDocumentString<PayerFieldsFragment, unknown>;
export const DomainRelationStatusFieldsFragmentDoc = new TypedDocumentString(`
    fragment DomainRelationStatusFields on DomainRelationStatus {
  id
  relationId
  invitationId
  sourceSubEntityId
  relationType
  relationStatus
  invitedEmail
}
    `, {"fragmentName":"DomainRelationStatusFields"}) as unknown as TypedDocumentString<DomainRelationStatusFieldsFragment, unknown>;
export const SubmitDraftFieldsFragmentDoc = new TypedDocumentString(`
    fragment SubmitDraftFields on Filing {
  id
  filingType
  filingYear
  totalCents
  status
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  ...FilingServiceFields
  payee {
    id
    displayName
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}`, {"fragmentName":"SubmitDraftFields"}) as unknown as TypedDocumentString<SubmitDraftFieldsFragment, unknown>;
export const InvoiceFieldsFragmentDoc = new TypedDocumentString(`
    fragment InvoiceFields on Invoice {
  totalAmount
  serviceItems {
    service
    description
    quantity
    alreadyPaid
    preQty
    totalAmount
    lineItems {
      service
      description
      quantity
      itemPrice
      lineAmount
    }
  }
}
    `, {"fragmentName":"InvoiceFields"}) as unknown as TypedDocumentString<InvoiceFieldsFragment, unknown>;
export const ClientsDocument = new TypedDocumentString(`
    query Clients($pageSize: Int, $pageNumber: Int, $search: String) {
  clients(pageSize: $pageSize, pageNumber: $pageNumber, search: $search) {
    totalCount
    clients {
      id
      globalId
      name
      domainType
      isTestAccount
    }
  }
}
    `) as unknown as TypedDocumentString<ClientsQuery, ClientsQueryVariables>;
export const UpdateAccountPreferencesDocument = new TypedDocumentString(`
    mutation UpdateAccountPreferences($name: String, $requireMfa: Boolean) {
  updateAccountPreferences(name: $name, requireMfa: $requireMfa) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateAccountPreferencesMutation, UpdateAccountPreferencesMutationVariables>;
export const ActivityDocument = new TypedDocumentString(`
    query Activity($entityType: ActivityEntityType!, $entityId: ID!, $pageSize: Int) {
  activity(entityType: $entityType, entityId: $entityId, pageSize: $pageSize) {
    events {
      id
      at
      actor
      action
      summary
      changes
    }
    pageMetadata {
      totalCount
    }
  }
}
    `) as unknown as TypedDocumentString<ActivityQuery, ActivityQueryVariables>;
export const DeployInfoDocument = new TypedDocumentString(`
    query DeployInfo {
  deployInfo {
    migrationLevel
    latestMigration
    migrationsInBuild
    queued
    running
    failed
    dueNow
    workers {
      id
      hostname
      pid
      startedAt
      heartbeatAt
    }
  }
}
    `) as unknown as TypedDocumentString<DeployInfoQuery, DeployInfoQueryVariables>;
export const WorkersDocument = new TypedDocumentString(`
    query Workers {
  workersWithPageMetadata(pageSize: 1000, pageNumber: 0) {
    workers {
      id
      name
      jobTitle
      location
      orgSize
      managerName
    }
    pageMetadata {
      totalCount
    }
  }
}
    `) as unknown as TypedDocumentString<WorkersQuery, WorkersQueryVariables>;
export const AddWorkerDocument = new TypedDocumentString(`
    mutation AddWorker($input: WorkerInput!) {
  addWorker(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddWorkerMutation, AddWorkerMutationVariables>;
export const EditWorkerDocument = new TypedDocumentString(`
    mutation EditWorker($id: ID!, $input: WorkerInput!) {
  editWorker(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<EditWorkerMutation, EditWorkerMutationVariables>;
export const AuditEventsDocument = new TypedDocumentString(`
    query AuditEvents($entityType: AuditEntityType, $text: String, $pageSize: Int, $pageNumber: Int) {
  auditEvents(
    entityType: $entityType
    text: $text
    pageSize: $pageSize
    pageNumber: $pageNumber
  ) {
    events {
      id
      at
      actor
      entityType
      entityId
      action
      summary
      changes
    }
    pageMetadata {
      totalCount
    }
  }
}
    `) as unknown as TypedDocumentString<AuditEventsQuery, AuditEventsQueryVariables>;
export const OutboxMessagesDocument = new TypedDocumentString(`
    query OutboxMessages($pageSize: Int, $pageNumber: Int) {
  outboxMessages(pageSize: $pageSize, pageNumber: $pageNumber) {
    totalCount
    messages {
      id
      to
      subject
      status
      createdAt
      links
      textBody
    }
  }
}
    `) as unknown as TypedDocumentString<OutboxMessagesQuery, OutboxMessagesQueryVariables>;
export const AppConfigDocument = new TypedDocumentString(`
    query AppConfig {
  appConfig {
    sandbox
    pardonPage
    features {
      vendorPortal
      userManagement
      tinMatch
      w9
    }
    season {
      latestFilingYear
      defaultFilingYear
      selectableYears
      irsDownFrom
      irsDownUntil
      printCutoffMayMiss
      printCutoffWillMiss
      federalCutoffMayBeLate
      federalCutoffWillBeLate
      warningsEnd
      postmarkDeadline
      notices
    }
  }
}
    `) as unknown as TypedDocumentString<AppConfigQuery, AppConfigQueryVariables>;
export const BillingTransactionsDocument = new TypedDocumentString(`
    query BillingTransactions($pageSize: Int, $pageNumber: Int) {
  billingTransactions(pageSize: $pageSize, pageNumber: $pageNumber) {
    items {
      ...BillingTransactionFields
    }
    totalCount
  }
  availableCredits
}
    fragment BillingTransactionFields on BillingTransaction {
  id
  transactionTime
  transactionType
  transactionAmount
  runningTotal
  description
  paymentPartner
  paymentSource
  refundableAmount
}`) as unknown as TypedDocumentString<BillingTransactionsQuery, BillingTransactionsQueryVariables>;
export const BillingSummaryDocument = new TypedDocumentString(`
    query BillingSummary($from: String!, $to: String!) {
  billingSummary(from: $from, to: $to) {
    transactionType
    count
    totalAmount
  }
}
    `) as unknown as TypedDocumentString<BillingSummaryQuery, BillingSummaryQueryVariables>;
export const AddPromoCreditsDocument = new TypedDocumentString(`
    mutation AddPromoCredits($credits: Int!, $description: String!, $domainId: Int!) {
  addPromoCredits(
    credits: $credits
    description: $description
    domainId: $domainId
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddPromoCreditsMutation, AddPromoCreditsMutationVariables>;
export const RequestRefundDocument = new TypedDocumentString(`
    mutation RequestRefund($id: Int!, $requestedAmount: Int!, $processingFee: Int!, $refundAmount: Int!, $reason: String!, $idempotentKey: String!) {
  requestRefund(
    id: $id
    requestedAmount: $requestedAmount
    processingFee: $processingFee
    refundAmount: $refundAmount
    reason: $reason
    idempotentKey: $idempotentKey
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<RequestRefundMutation, RequestRefundMutationVariables>;
export const EmailRequestsDocument = new TypedDocumentString(`
    query EmailRequests($emailStatus: EmailStatus!, $filingYear: Int!, $limit: Int) {
  emailRequests(emailStatus: $emailStatus, filingYear: $filingYear, limit: $limit) {
    filingId
    formType
    filingYear
    domainId
    filingStatus
    emailStatus
    emailStatusDesc
    emailStatusDate
    printStatus
    printCopyTrackingId
    payerName
    payerAddress
    payeeName
    payeeEmail
    payeeAddress
  }
}
    `) as unknown as TypedDocumentString<EmailRequestsQuery, EmailRequestsQueryVariables>;
export const UpdateEmailRequestsDocument = new TypedDocumentString(`
    mutation UpdateEmailRequests($filingIds: [Int!]!, $emailStatus: EmailStatus!) {
  updateEmailRequests(filingIds: $filingIds, emailStatus: $emailStatus)
}
    `) as unknown as TypedDocumentString<UpdateEmailRequestsMutation, UpdateEmailRequestsMutationVariables>;
export const CreateDocumentDownloadDocument = new TypedDocumentString(`
    mutation CreateDocumentDownload($ids: [Int!]!, $type: PrintCopyType!, $combined: Boolean!) {
  createDocumentDownload(
    filingIds: $ids
    printCopyType: $type
    combined: $combined
  ) {
    ...DocumentDownloadFields
  }
}
    fragment DocumentDownloadFields on DocumentDownload {
  id
  status
  progress
  fileName
  filingCount
  pages
  byteSize
  url
  error
}`) as unknown as TypedDocumentString<CreateDocumentDownloadMutation, CreateDocumentDownloadMutationVariables>;
export const DocumentDownloadDocument = new TypedDocumentString(`
    query DocumentDownload($id: Int!) {
  documentDownload(id: $id) {
    ...DocumentDownloadFields
  }
}
    fragment DocumentDownloadFields on DocumentDownload {
  id
  status
  progress
  fileName
  filingCount
  pages
  byteSize
  url
  error
}`) as unknown as TypedDocumentString<DocumentDownloadQuery, DocumentDownloadQueryVariables>;
export const EfsFilingsDocument = new TypedDocumentString(`
    query EfsFilings($filingStatus: [EfsListStatus!]!, $pageSize: Int) {
  efsFilingsByStatus(filingStatus: $filingStatus, pageSize: $pageSize) {
    id
    clientDomainId
    isTestFiling
    filingYear
    filingReturnType
    isStateFiling
    reportingStateCode
    stateFilingMethod
    payerName1
    payerTinLast4
    payeeName1
    payeeTinLast4
    status
    statusChangeDesc
    statusChangeDate
  }
}
    `) as unknown as TypedDocumentString<EfsFilingsQuery, EfsFilingsQueryVariables>;
export const UpdateEfsFilingsStatusDocument = new TypedDocumentString(`
    mutation UpdateEfsFilingsStatus($filingIds: [Int!]!, $filingStatus: FilingStatus!, $statusChangeDesc: String) {
  updateEfsFilingsStatus(
    filingIds: $filingIds
    filingStatus: $filingStatus
    statusChangeDesc: $statusChangeDesc
  )
}
    `) as unknown as TypedDocumentString<UpdateEfsFilingsStatusMutation, UpdateEfsFilingsStatusMutationVariables>;
export const MarkStateFilingsAcceptedDocument = new TypedDocumentString(`
    mutation MarkStateFilingsAccepted($filingIds: [Int!]!) {
  markStateFilingsAccepted(filingIds: $filingIds)
}
    `) as unknown as TypedDocumentString<MarkStateFilingsAcceptedMutation, MarkStateFilingsAcceptedMutationVariables>;
export const UpdateFedSubDocument = new TypedDocumentString(`
    mutation UpdateFedSub($filingId: Int!, $selected: Boolean!) {
  updateFedSub(filingId: $filingId, selected: $selected) {
    ...FilingFields
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
fragment FilingFields on Filing {
  id
  payeeId
  filingYear
  filingType
  filingData
  totalCents
  correctionType
  originalFilingId
  status
  statusChangeDesc
  statusChangeDate
  stateFilingStatus
  printStatus
  printStatusDesc
  printStatusDate
  printCopyExpectedDeliveryDate
  emailStatus
  emailStatusDesc
  emailStatusDate
  ...FilingServiceFields
  stateFiling {
    stateCode
    isFilingSupported
    isFilingRequired
    isStateOnly
    supportedMethods
  }
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  payee {
    id
    displayName
    tinType
    tin
    tinMatchStatus
    emailAddress
    address {
      ...AddressFields
    }
  }
}
fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`) as unknown as TypedDocumentString<UpdateFedSubMutation, UpdateFedSubMutationVariables>;
export const UpdateStateSubDocument = new TypedDocumentString(`
    mutation UpdateStateSub($filingId: Int!, $selected: Boolean!, $filingMethod: StateFilingMethod) {
  updateStateSub(
    filingId: $filingId
    selected: $selected
    filingMethod: $filingMethod
  ) {
    ...FilingFields
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
fragment FilingFields on Filing {
  id
  payeeId
  filingYear
  filingType
  filingData
  totalCents
  correctionType
  originalFilingId
  status
  statusChangeDesc
  statusChangeDate
  stateFilingStatus
  printStatus
  printStatusDesc
  printStatusDate
  printCopyExpectedDeliveryDate
  emailStatus
  emailStatusDesc
  emailStatusDate
  ...FilingServiceFields
  stateFiling {
    stateCode
    isFilingSupported
    isFilingRequired
    isStateOnly
    supportedMethods
  }
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  payee {
    id
    displayName
    tinType
    tin
    tinMatchStatus
    emailAddress
    address {
      ...AddressFields
    }
  }
}
fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`) as unknown as TypedDocumentString<UpdateStateSubMutation, UpdateStateSubMutationVariables>;
export const UpdatePrintSubDocument = new TypedDocumentString(`
    mutation UpdatePrintSub($filingId: Int!, $selected: Boolean!) {
  updatePrintSub(filingId: $filingId, selected: $selected) {
    ...FilingFields
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
fragment FilingFields on Filing {
  id
  payeeId
  filingYear
  filingType
  filingData
  totalCents
  correctionType
  originalFilingId
  status
  statusChangeDesc
  statusChangeDate
  stateFilingStatus
  printStatus
  printStatusDesc
  printStatusDate
  printCopyExpectedDeliveryDate
  emailStatus
  emailStatusDesc
  emailStatusDate
  ...FilingServiceFields
  stateFiling {
    stateCode
    isFilingSupported
    isFilingRequired
    isStateOnly
    supportedMethods
  }
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  payee {
    id
    displayName
    tinType
    tin
    tinMatchStatus
    emailAddress
    address {
      ...AddressFields
    }
  }
}
fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`) as unknown as TypedDocumentString<UpdatePrintSubMutation, UpdatePrintSubMutationVariables>;
export const UpdateEmailSubDocument = new TypedDocumentString(`
    mutation UpdateEmailSub($filingId: Int!, $selected: Boolean!) {
  updateEmailSub(filingId: $filingId, selected: $selected) {
    ...FilingFields
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
fragment FilingFields on Filing {
  id
  payeeId
  filingYear
  filingType
  filingData
  totalCents
  correctionType
  originalFilingId
  status
  statusChangeDesc
  statusChangeDate
  stateFilingStatus
  printStatus
  printStatusDesc
  printStatusDate
  printCopyExpectedDeliveryDate
  emailStatus
  emailStatusDesc
  emailStatusDate
  ...FilingServiceFields
  stateFiling {
    stateCode
    isFilingSupported
    isFilingRequired
    isStateOnly
    supportedMethods
  }
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  payee {
    id
    displayName
    tinType
    tin
    tinMatchStatus
    emailAddress
    address {
      ...AddressFields
    }
  }
}
fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`) as unknown as TypedDocumentString<UpdateEmailSubMutation, UpdateEmailSubMutationVariables>;
export const BulkUpdateFedSubDocument = new TypedDocumentString(`
    mutation BulkUpdateFedSub($filingIds: [Int!]!, $selected: Boolean!) {
  bulkUpdateFedSub(filingIds: $filingIds, selected: $selected) {
    ...FilingFields
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
fragment FilingFields on Filing {
  id
  payeeId
  filingYear
  filingType
  filingData
  totalCents
  correctionType
  originalFilingId
  status
  statusChangeDesc
  statusChangeDate
  stateFilingStatus
  printStatus
  printStatusDesc
  printStatusDate
  printCopyExpectedDeliveryDate
  emailStatus
  emailStatusDesc
  emailStatusDate
  ...FilingServiceFields
  stateFiling {
    stateCode
    isFilingSupported
    isFilingRequired
    isStateOnly
    supportedMethods
  }
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  payee {
    id
    displayName
    tinType
    tin
    tinMatchStatus
    emailAddress
    address {
      ...AddressFields
    }
  }
}
fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`) as unknown as TypedDocumentString<BulkUpdateFedSubMutation, BulkUpdateFedSubMutationVariables>;
export const BulkUpdateStateSubDocument = new TypedDocumentString(`
    mutation BulkUpdateStateSub($stateSubs: [StateSubInput!]!) {
  bulkUpdateStateSub(stateSubs: $stateSubs) {
    ...FilingFields
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
fragment FilingFields on Filing {
  id
  payeeId
  filingYear
  filingType
  filingData
  totalCents
  correctionType
  originalFilingId
  status
  statusChangeDesc
  statusChangeDate
  stateFilingStatus
  printStatus
  printStatusDesc
  printStatusDate
  printCopyExpectedDeliveryDate
  emailStatus
  emailStatusDesc
  emailStatusDate
  ...FilingServiceFields
  stateFiling {
    stateCode
    isFilingSupported
    isFilingRequired
    isStateOnly
    supportedMethods
  }
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  payee {
    id
    displayName
    tinType
    tin
    tinMatchStatus
    emailAddress
    address {
      ...AddressFields
    }
  }
}
fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`) as unknown as TypedDocumentString<BulkUpdateStateSubMutation, BulkUpdateStateSubMutationVariables>;
export const BulkUpdatePrintSubDocument = new TypedDocumentString(`
    mutation BulkUpdatePrintSub($filingIds: [Int!]!, $selected: Boolean!) {
  bulkUpdatePrintSub(filingIds: $filingIds, selected: $selected) {
    ...FilingFields
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
fragment FilingFields on Filing {
  id
  payeeId
  filingYear
  filingType
  filingData
  totalCents
  correctionType
  originalFilingId
  status
  statusChangeDesc
  statusChangeDate
  stateFilingStatus
  printStatus
  printStatusDesc
  printStatusDate
  printCopyExpectedDeliveryDate
  emailStatus
  emailStatusDesc
  emailStatusDate
  ...FilingServiceFields
  stateFiling {
    stateCode
    isFilingSupported
    isFilingRequired
    isStateOnly
    supportedMethods
  }
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  payee {
    id
    displayName
    tinType
    tin
    tinMatchStatus
    emailAddress
    address {
      ...AddressFields
    }
  }
}
fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`) as unknown as TypedDocumentString<BulkUpdatePrintSubMutation, BulkUpdatePrintSubMutationVariables>;
export const BulkUpdateEmailSubDocument = new TypedDocumentString(`
    mutation BulkUpdateEmailSub($filingIds: [Int!]!, $selected: Boolean!) {
  bulkUpdateEmailSub(filingIds: $filingIds, selected: $selected) {
    ...FilingFields
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
fragment FilingFields on Filing {
  id
  payeeId
  filingYear
  filingType
  filingData
  totalCents
  correctionType
  originalFilingId
  status
  statusChangeDesc
  statusChangeDate
  stateFilingStatus
  printStatus
  printStatusDesc
  printStatusDate
  printCopyExpectedDeliveryDate
  emailStatus
  emailStatusDesc
  emailStatusDate
  ...FilingServiceFields
  stateFiling {
    stateCode
    isFilingSupported
    isFilingRequired
    isStateOnly
    supportedMethods
  }
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  payee {
    id
    displayName
    tinType
    tin
    tinMatchStatus
    emailAddress
    address {
      ...AddressFields
    }
  }
}
fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`) as unknown as TypedDocumentString<BulkUpdateEmailSubMutation, BulkUpdateEmailSubMutationVariables>;
export const UpdateTinMatchByFilingIdsDocument = new TypedDocumentString(`
    mutation UpdateTinMatchByFilingIds($filingIds: [Int!]!, $selected: Boolean!) {
  updateTINMatchByFilingIds(filingIds: $filingIds, selected: $selected) {
    ...FilingFields
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
fragment FilingFields on Filing {
  id
  payeeId
  filingYear
  filingType
  filingData
  totalCents
  correctionType
  originalFilingId
  status
  statusChangeDesc
  statusChangeDate
  stateFilingStatus
  printStatus
  printStatusDesc
  printStatusDate
  printCopyExpectedDeliveryDate
  emailStatus
  emailStatusDesc
  emailStatusDate
  ...FilingServiceFields
  stateFiling {
    stateCode
    isFilingSupported
    isFilingRequired
    isStateOnly
    supportedMethods
  }
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  payee {
    id
    displayName
    tinType
    tin
    tinMatchStatus
    emailAddress
    address {
      ...AddressFields
    }
  }
}
fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`) as unknown as TypedDocumentString<UpdateTinMatchByFilingIdsMutation, UpdateTinMatchByFilingIdsMutationVariables>;
export const FilingsDocument = new TypedDocumentString(`
    query Filings($pageSize: Int, $pageNumber: Int, $filingStatuses: [FilingStatus!], $filingYears: [Int!]) {
  filingsWithPageMetadata(
    pageSize: $pageSize
    pageNumber: $pageNumber
    filingStatuses: $filingStatuses
    filingYears: $filingYears
  ) {
    filings {
      ...FilingFields
    }
    pageMetadata {
      hasPreviousPage
      hasNextPage
      currentPage
      totalPages
      totalCount
    }
    totals {
      count
      totalCents
      boxTotalsCents
    }
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
fragment FilingFields on Filing {
  id
  payeeId
  filingYear
  filingType
  filingData
  totalCents
  correctionType
  originalFilingId
  status
  statusChangeDesc
  statusChangeDate
  stateFilingStatus
  printStatus
  printStatusDesc
  printStatusDate
  printCopyExpectedDeliveryDate
  emailStatus
  emailStatusDesc
  emailStatusDate
  ...FilingServiceFields
  stateFiling {
    stateCode
    isFilingSupported
    isFilingRequired
    isStateOnly
    supportedMethods
  }
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  payee {
    id
    displayName
    tinType
    tin
    tinMatchStatus
    emailAddress
    address {
      ...AddressFields
    }
  }
}
fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`) as unknown as TypedDocumentString<FilingsQuery, FilingsQueryVariables>;
export const FilingCountsDocument = new TypedDocumentString(`
    query FilingCounts($filingYear: Int!) {
  filingCounts(filingYear: $filingYear) {
    draft
    processing
    accepted
    dashboardProcessing
  }
}
    `) as unknown as TypedDocumentString<FilingCountsQuery, FilingCountsQueryVariables>;
export const FilingDocument = new TypedDocumentString(`
    query Filing($id: Int!) {
  filing(id: $id) {
    ...FilingFields
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
fragment FilingFields on Filing {
  id
  payeeId
  filingYear
  filingType
  filingData
  totalCents
  correctionType
  originalFilingId
  status
  statusChangeDesc
  statusChangeDate
  stateFilingStatus
  printStatus
  printStatusDesc
  printStatusDate
  printCopyExpectedDeliveryDate
  emailStatus
  emailStatusDesc
  emailStatusDate
  ...FilingServiceFields
  stateFiling {
    stateCode
    isFilingSupported
    isFilingRequired
    isStateOnly
    supportedMethods
  }
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  payee {
    id
    displayName
    tinType
    tin
    tinMatchStatus
    emailAddress
    address {
      ...AddressFields
    }
  }
}
fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`) as unknown as TypedDocumentString<FilingQuery, FilingQueryVariables>;
export const AddEditFilingDocument = new TypedDocumentString(`
    mutation AddEditFiling($filing: FilingInput!) {
  addEditFiling(filing: $filing) {
    ...FilingFields
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
fragment FilingFields on Filing {
  id
  payeeId
  filingYear
  filingType
  filingData
  totalCents
  correctionType
  originalFilingId
  status
  statusChangeDesc
  statusChangeDate
  stateFilingStatus
  printStatus
  printStatusDesc
  printStatusDate
  printCopyExpectedDeliveryDate
  emailStatus
  emailStatusDesc
  emailStatusDate
  ...FilingServiceFields
  stateFiling {
    stateCode
    isFilingSupported
    isFilingRequired
    isStateOnly
    supportedMethods
  }
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  payee {
    id
    displayName
    tinType
    tin
    tinMatchStatus
    emailAddress
    address {
      ...AddressFields
    }
  }
}
fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`) as unknown as TypedDocumentString<AddEditFilingMutation, AddEditFilingMutationVariables>;
export const DeleteFilingDocument = new TypedDocumentString(`
    mutation DeleteFiling($id: Int!) {
  deleteFiling(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteFilingMutation, DeleteFilingMutationVariables>;
export const DeleteFilingsDocument = new TypedDocumentString(`
    mutation DeleteFilings($filingIds: [Int!]!) {
  deleteFilings(filingIds: $filingIds)
}
    `) as unknown as TypedDocumentString<DeleteFilingsMutation, DeleteFilingsMutationVariables>;
export const MoveToDraftDocument = new TypedDocumentString(`
    mutation MoveToDraft($filingIds: [Int!]!) {
  moveFilingsToDraft(filingIds: $filingIds)
}
    `) as unknown as TypedDocumentString<MoveToDraftMutation, MoveToDraftMutationVariables>;
export const CreateCorrectionDocument = new TypedDocumentString(`
    mutation CreateCorrection($filingId: Int!, $kind: CorrectionKind!) {
  createCorrection(filingId: $filingId, kind: $kind) {
    ...FilingFields
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
fragment FilingFields on Filing {
  id
  payeeId
  filingYear
  filingType
  filingData
  totalCents
  correctionType
  originalFilingId
  status
  statusChangeDesc
  statusChangeDate
  stateFilingStatus
  printStatus
  printStatusDesc
  printStatusDate
  printCopyExpectedDeliveryDate
  emailStatus
  emailStatusDesc
  emailStatusDate
  ...FilingServiceFields
  stateFiling {
    stateCode
    isFilingSupported
    isFilingRequired
    isStateOnly
    supportedMethods
  }
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  payee {
    id
    displayName
    tinType
    tin
    tinMatchStatus
    emailAddress
    address {
      ...AddressFields
    }
  }
}
fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`) as unknown as TypedDocumentString<CreateCorrectionMutation, CreateCorrectionMutationVariables>;
export const ImportRunDocument = new TypedDocumentString(`
    query ImportRun($id: Int!) {
  importRun(id: $id) {
    ...ImportRunFields
  }
}
    fragment ImportRunFields on ImportRun {
  id
  filingYear
  status
  progress
  resuming
  recordCount
  readyCount
  question {
    kind
    title
    message
    actions
    comparison {
      label
      existing
      file
    }
  }
  summary {
    formType
    label
    forms
    totalCents
    notImported
  }
  problems {
    sheet
    row
    column
    message
  }
  skipped {
    sheet
    row
    column
    message
  }
}`) as unknown as TypedDocumentString<ImportRunQuery, ImportRunQueryVariables>;
export const ImportReviewRowsDocument = new TypedDocumentString(`
    query ImportReviewRows($runId: Int!, $pageSize: Int, $pageNumber: Int) {
  importReviewRows(runId: $runId, pageSize: $pageSize, pageNumber: $pageNumber) {
    rows {
      id
      kind
      sheet
      row
      displayName
      tin
      status
      message
      emailAddress
      phoneNumber
      address {
        ...AddressFields
      }
      filings {
        id
        formType
        sheet
        row
        totalCents
        status
        message
        filingData
      }
    }
    pageMetadata {
      totalCount
      currentPage
      totalPages
    }
  }
}
    fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`) as unknown as TypedDocumentString<ImportReviewRowsQuery, ImportReviewRowsQueryVariables>;
export const StartImportDocument = new TypedDocumentString(`
    mutation StartImport($runId: Int!) {
  startImport(runId: $runId) {
    ...ImportRunFields
  }
}
    fragment ImportRunFields on ImportRun {
  id
  filingYear
  status
  progress
  resuming
  recordCount
  readyCount
  question {
    kind
    title
    message
    actions
    comparison {
      label
      existing
      file
    }
  }
  summary {
    formType
    label
    forms
    totalCents
    notImported
  }
  problems {
    sheet
    row
    column
    message
  }
  skipped {
    sheet
    row
    column
    message
  }
}`) as unknown as TypedDocumentString<StartImportMutation, StartImportMutationVariables>;
export const CancelImportDocument = new TypedDocumentString(`
    mutation CancelImport($runId: Int!) {
  cancelImport(runId: $runId) {
    ...ImportRunFields
  }
}
    fragment ImportRunFields on ImportRun {
  id
  filingYear
  status
  progress
  resuming
  recordCount
  readyCount
  question {
    kind
    title
    message
    actions
    comparison {
      label
      existing
      file
    }
  }
  summary {
    formType
    label
    forms
    totalCents
    notImported
  }
  problems {
    sheet
    row
    column
    message
  }
  skipped {
    sheet
    row
    column
    message
  }
}`) as unknown as TypedDocumentString<CancelImportMutation, CancelImportMutationVariables>;
export const AnswerImportQuestionDocument = new TypedDocumentString(`
    mutation AnswerImportQuestion($runId: Int!, $answer: String!, $applyToAll: Boolean) {
  answerImportQuestion(runId: $runId, answer: $answer, applyToAll: $applyToAll) {
    ...ImportRunFields
  }
}
    fragment ImportRunFields on ImportRun {
  id
  filingYear
  status
  progress
  resuming
  recordCount
  readyCount
  question {
    kind
    title
    message
    actions
    comparison {
      label
      existing
      file
    }
  }
  summary {
    formType
    label
    forms
    totalCents
    notImported
  }
  problems {
    sheet
    row
    column
    message
  }
  skipped {
    sheet
    row
    column
    message
  }
}`) as unknown as TypedDocumentString<AnswerImportQuestionMutation, AnswerImportQuestionMutationVariables>;
export const PartnerLastSyncDocument = new TypedDocumentString(`
    query PartnerLastSync($partner: Partner!) {
  accountingIntegration(partner: $partner) {
    id
    partner
    accountsLastSyncDate
    vendorsLastSyncDate
    transactionsLastSyncDate
  }
}
    `) as unknown as TypedDocumentString<PartnerLastSyncQuery, PartnerLastSyncQueryVariables>;
export const ChartOfAccountsDocument = new TypedDocumentString(`
    query ChartOfAccounts($id: Int!, $refresh: Boolean) {
  chartOfAccounts(id: $id, refresh: $refresh) {
    integrationId
    lastSyncTime
    accounts {
      accountId
      accountName
      accountFullName
      accountType
      accountSubType
      isActive
      isSubAccount
    }
    boxMappings {
      boxName
      accountIds
    }
    suggestedBoxMappings {
      boxName
      accountIds
    }
  }
}
    `) as unknown as TypedDocumentString<ChartOfAccountsQuery, ChartOfAccountsQueryVariables>;
export const UpdateBoxMappingsDocument = new TypedDocumentString(`
    mutation UpdateBoxMappings($partner: Partner!, $boxMappings: [BoxMappingInput!]!) {
  updateBoxMappings(partner: $partner, boxMappings: $boxMappings) {
    boxName
    accountIds
  }
}
    `) as unknown as TypedDocumentString<UpdateBoxMappingsMutation, UpdateBoxMappingsMutationVariables>;
export const ImportSummaryDocument = new TypedDocumentString(`
    query ImportSummary($integrationId: Int!, $filingYear: Int!, $include1099VendorsOnly: Boolean) {
  importSummary(
    integrationId: $integrationId
    filingYear: $filingYear
    include1099VendorsOnly: $include1099VendorsOnly
  ) {
    lastSyncTime
    emptyMessage
    companyName
    vendorCount
    vendors {
      vendorId
      name
      is1099Vendor
      allCents
      includedCents
      excludedCents
      unknownCents
      boxes {
        boxName
        amountCents
      }
      forms {
        formType
        amountCents
        skipReason
      }
      lineCount
      lines {
        transactionId
        paidOn
        accountId
        amountCents
        category
        boxName
        reason
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ImportSummaryQuery, ImportSummaryQueryVariables>;
export const CreatePartnerImportDocument = new TypedDocumentString(`
    mutation CreatePartnerImport($integrationId: Int!, $filingYear: Int!, $include1099VendorsOnly: Boolean) {
  createPartnerImport(
    integrationId: $integrationId
    filingYear: $filingYear
    include1099VendorsOnly: $include1099VendorsOnly
  ) {
    ...ImportRunFields
  }
}
    fragment ImportRunFields on ImportRun {
  id
  filingYear
  status
  progress
  resuming
  recordCount
  readyCount
  question {
    kind
    title
    message
    actions
    comparison {
      label
      existing
      file
    }
  }
  summary {
    formType
    label
    forms
    totalCents
    notImported
  }
  problems {
    sheet
    row
    column
    message
  }
  skipped {
    sheet
    row
    column
    message
  }
}`) as unknown as TypedDocumentString<CreatePartnerImportMutation, CreatePartnerImportMutationVariables>;
export const AccountingIntegrationPartnersDocument = new TypedDocumentString(`
    query AccountingIntegrationPartners {
  accountingIntegrationPartner {
    partner
    productName
    path
    connectPath
    available
    configured
    settingNames
  }
}
    `) as unknown as TypedDocumentString<AccountingIntegrationPartnersQuery, AccountingIntegrationPartnersQueryVariables>;
export const JobDocument = new TypedDocumentString(`
    query Job($id: ID!) {
  job(id: $id) {
    id
    kind
    status
    progress
    result
    error
    attempts
    createdAt
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<JobQuery, JobQueryVariables>;
export const PayeesDocument = new TypedDocumentString(`
    query Payees($pageSize: Int, $pageNumber: Int, $search: String, $tinMatchStatus: String) {
  payeesWithPageMetadata(
    pageSize: $pageSize
    pageNumber: $pageNumber
    search: $search
    tinMatchStatus: $tinMatchStatus
  ) {
    payees {
      ...PayeeFields
    }
    pageMetadata {
      hasPreviousPage
      hasNextPage
      currentPage
      totalPages
      totalCount
    }
  }
}
    fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}
fragment PayeeFields on Payee {
  id
  entityType
  businessName
  firstName
  middleName
  lastName
  dba
  displayName
  tinType
  tin
  tinMatchStatus
  tinMatchResult
  emailAddress
  phoneNumber
  phoneExt
  address {
    ...AddressFields
  }
  is1099Vendor
  vendorId
  partner
  importStatus
  w9Request {
    ...W9RequestFields
  }
  tinMatchRequest {
    ...TinMatchRequestFields
  }
}
fragment TinMatchRequestFields on TinMatchRequest {
  id
  payeeId
  status
  selected
  isPaid
  tinMatchResult
  requestedAt
}
fragment W9RequestFields on W9Request {
  id
  payeeId
  w9RequestStatus
  payerName
  payeeEmail
  names
  tin
  tinType
  fileName
  isPaid
  requestedAt
  remindedAt
  filledAt
  signedAt
}`) as unknown as TypedDocumentString<PayeesQuery, PayeesQueryVariables>;
export const PayeeCountDocument = new TypedDocumentString(`
    query PayeeCount {
  payeeCount
}
    `) as unknown as TypedDocumentString<PayeeCountQuery, PayeeCountQueryVariables>;
export const PayeeByTinDocument = new TypedDocumentString(`
    query PayeeByTin($tin: String!, $excludeId: Int) {
  payeeByTin(tin: $tin, excludeId: $excludeId) {
    ...PayeeFields
  }
}
    fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}
fragment PayeeFields on Payee {
  id
  entityType
  businessName
  firstName
  middleName
  lastName
  dba
  displayName
  tinType
  tin
  tinMatchStatus
  tinMatchResult
  emailAddress
  phoneNumber
  phoneExt
  address {
    ...AddressFields
  }
  is1099Vendor
  vendorId
  partner
  importStatus
  w9Request {
    ...W9RequestFields
  }
  tinMatchRequest {
    ...TinMatchRequestFields
  }
}
fragment TinMatchRequestFields on TinMatchRequest {
  id
  payeeId
  status
  selected
  isPaid
  tinMatchResult
  requestedAt
}
fragment W9RequestFields on W9Request {
  id
  payeeId
  w9RequestStatus
  payerName
  payeeEmail
  names
  tin
  tinType
  fileName
  isPaid
  requestedAt
  remindedAt
  filledAt
  signedAt
}`) as unknown as TypedDocumentString<PayeeByTinQuery, PayeeByTinQueryVariables>;
export const AddEditPayeeDocument = new TypedDocumentString(`
    mutation AddEditPayee($payee: PayeeInput!) {
  addEditPayee(payee: $payee) {
    ...PayeeFields
  }
}
    fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}
fragment PayeeFields on Payee {
  id
  entityType
  businessName
  firstName
  middleName
  lastName
  dba
  displayName
  tinType
  tin
  tinMatchStatus
  tinMatchResult
  emailAddress
  phoneNumber
  phoneExt
  address {
    ...AddressFields
  }
  is1099Vendor
  vendorId
  partner
  importStatus
  w9Request {
    ...W9RequestFields
  }
  tinMatchRequest {
    ...TinMatchRequestFields
  }
}
fragment TinMatchRequestFields on TinMatchRequest {
  id
  payeeId
  status
  selected
  isPaid
  tinMatchResult
  requestedAt
}
fragment W9RequestFields on W9Request {
  id
  payeeId
  w9RequestStatus
  payerName
  payeeEmail
  names
  tin
  tinType
  fileName
  isPaid
  requestedAt
  remindedAt
  filledAt
  signedAt
}`) as unknown as TypedDocumentString<AddEditPayeeMutation, AddEditPayeeMutationVariables>;
export const AddEditPayeeLightDocument = new TypedDocumentString(`
    mutation AddEditPayeeLight($id: Int, $displayName: String!, $emailAddress: String) {
  addEditPayeeLight(
    id: $id
    displayName: $displayName
    emailAddress: $emailAddress
  ) {
    ...PayeeFields
  }
}
    fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}
fragment PayeeFields on Payee {
  id
  entityType
  businessName
  firstName
  middleName
  lastName
  dba
  displayName
  tinType
  tin
  tinMatchStatus
  tinMatchResult
  emailAddress
  phoneNumber
  phoneExt
  address {
    ...AddressFields
  }
  is1099Vendor
  vendorId
  partner
  importStatus
  w9Request {
    ...W9RequestFields
  }
  tinMatchRequest {
    ...TinMatchRequestFields
  }
}
fragment TinMatchRequestFields on TinMatchRequest {
  id
  payeeId
  status
  selected
  isPaid
  tinMatchResult
  requestedAt
}
fragment W9RequestFields on W9Request {
  id
  payeeId
  w9RequestStatus
  payerName
  payeeEmail
  names
  tin
  tinType
  fileName
  isPaid
  requestedAt
  remindedAt
  filledAt
  signedAt
}`) as unknown as TypedDocumentString<AddEditPayeeLightMutation, AddEditPayeeLightMutationVariables>;
export const DeletePayeeDocument = new TypedDocumentString(`
    mutation DeletePayee($id: Int!) {
  deletePayee(id: $id)
}
    `) as unknown as TypedDocumentString<DeletePayeeMutation, DeletePayeeMutationVariables>;
export const DeletePayeesDocument = new TypedDocumentString(`
    mutation DeletePayees($ids: [Int!]!) {
  deletePayees(ids: $ids)
}
    `) as unknown as TypedDocumentString<DeletePayeesMutation, DeletePayeesMutationVariables>;
export const IgnoreTinDocument = new TypedDocumentString(`
    mutation IgnoreTin($payeeId: Int!) {
  ignoreTINValidation(payeeId: $payeeId)
}
    `) as unknown as TypedDocumentString<IgnoreTinMutation, IgnoreTinMutationVariables>;
export const PayerDocument = new TypedDocumentString(`
    query Payer {
  payer {
    ...PayerFields
  }
}
    fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}
fragment PayerFields on Payer {
  id
  domainId
  domainType
  payerType
  businessName
  dba
  firstName
  middleName
  lastName
  address {
    ...AddressFields
  }
  emailAddress
  phoneNumber
  phoneExt
  tinType
  tin
  customAttributes {
    key
    value
  }
}`) as unknown as TypedDocumentString<PayerQuery, PayerQueryVariables>;
export const UpdatePayerDocument = new TypedDocumentString(`
    mutation UpdatePayer($id: Int, $payerType: PayerType!, $businessName: String, $dba: String, $firstName: String, $middleName: String, $lastName: String, $tinType: TinType!, $tin: String, $emailAddress: String, $phoneNumber: String, $phoneExt: String, $address: AddressInput, $customAttributes: [CustomAttributeInput!]) {
  updatePayer(
    id: $id
    payerType: $payerType
    businessName: $businessName
    dba: $dba
    firstName: $firstName
    middleName: $middleName
    lastName: $lastName
    tinType: $tinType
    tin: $tin
    emailAddress: $emailAddress
    phoneNumber: $phoneNumber
    phoneExt: $phoneExt
    address: $address
    customAttributes: $customAttributes
  ) {
    ...PayerFields
  }
}
    fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}
fragment PayerFields on Payer {
  id
  domainId
  domainType
  payerType
  businessName
  dba
  firstName
  middleName
  lastName
  address {
    ...AddressFields
  }
  emailAddress
  phoneNumber
  phoneExt
  tinType
  tin
  customAttributes {
    key
    value
  }
}`) as unknown as TypedDocumentString<UpdatePayerMutation, UpdatePayerMutationVariables>;
export const ValidatePayerDocument = new TypedDocumentString(`
    mutation ValidatePayer($payerId: Int!, $filingYear: Int!) {
  validatePayer(payerId: $payerId, filingYear: $filingYear) {
    errors {
      ...ProblemFields
    }
    warnings {
      ...ProblemFields
    }
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}`) as unknown as TypedDocumentString<ValidatePayerMutation, ValidatePayerMutationVariables>;
export const PaymentProvidersDocument = new TypedDocumentString(`
    query PaymentProviders {
  paymentProviders {
    partner
    applicationId
    locationId
    scriptSrc
    clientId
    sdkBaseUrl
  }
}
    `) as unknown as TypedDocumentString<PaymentProvidersQuery, PaymentProvidersQueryVariables>;
export const AvailableCreditsDocument = new TypedDocumentString(`
    query AvailableCredits {
  availableCredits
}
    `) as unknown as TypedDocumentString<AvailableCreditsQuery, AvailableCreditsQueryVariables>;
export const ChargeWithNonceDocument = new TypedDocumentString(`
    mutation ChargeWithNonce($amount: Int!, $chargeDesc: String!, $paymentPartner: PaymentPartner!, $paymentSource: PaymentSource!, $nonce: String, $buyerId: String, $idempotencyKey: String!, $orderId: String) {
  chargeWithNonce(
    amount: $amount
    chargeDesc: $chargeDesc
    paymentPartner: $paymentPartner
    paymentSource: $paymentSource
    nonce: $nonce
    buyerId: $buyerId
    idempotencyKey: $idempotencyKey
    orderId: $orderId
  ) {
    id
    transactionAmount
    runningTotal
  }
}
    `) as unknown as TypedDocumentString<ChargeWithNonceMutation, ChargeWithNonceMutationVariables>;
export const CreatePaymentOrderDocument = new TypedDocumentString(`
    mutation CreatePaymentOrder($amount: Int!, $chargeDesc: String!, $requestId: String!) {
  createPaymentOrder(
    amount: $amount
    chargeDesc: $chargeDesc
    requestId: $requestId
  )
}
    `) as unknown as TypedDocumentString<CreatePaymentOrderMutation, CreatePaymentOrderMutationVariables>;
export const StartEmailConsentDocument = new TypedDocumentString(`
    mutation StartEmailConsent($relationId: Int!) {
  startEmailConsent(relationId: $relationId) {
    payerName
    emailAddress
    disclosureVersion
    disclosures {
      title
      text
    }
  }
}
    `) as unknown as TypedDocumentString<StartEmailConsentMutation, StartEmailConsentMutationVariables>;
export const GiveEmailConsentDocument = new TypedDocumentString(`
    mutation GiveEmailConsent($relationId: Int!, $code: String!) {
  giveEmailConsent(relationId: $relationId, code: $code) {
    relationId
    emailConsent
  }
}
    `) as unknown as TypedDocumentString<GiveEmailConsentMutation, GiveEmailConsentMutationVariables>;
export const WithdrawEmailConsentDocument = new TypedDocumentString(`
    mutation WithdrawEmailConsent($relationId: Int!) {
  withdrawEmailConsent(relationId: $relationId) {
    relationId
    emailConsent
  }
}
    `) as unknown as TypedDocumentString<WithdrawEmailConsentMutation, WithdrawEmailConsentMutationVariables>;
export const DomainRelationStatusesDocument = new TypedDocumentString(`
    query DomainRelationStatuses($subEntityIds: [Int!]!) {
  domainRelationStatusByTypeAndEntities(
    subEntityIds: $subEntityIds
    relationType: Vendor
  ) {
    ...DomainRelationStatusFields
  }
}
    fragment DomainRelationStatusFields on DomainRelationStatus {
  id
  relationId
  invitationId
  sourceSubEntityId
  relationType
  relationStatus
  invitedEmail
}`) as unknown as TypedDocumentString<DomainRelationStatusesQuery, DomainRelationStatusesQueryVariables>;
export const InviteDomainDocument = new TypedDocumentString(`
    mutation InviteDomain($subEntityId: Int!) {
  inviteDomain(subEntityId: $subEntityId, relationType: Vendor) {
    ...DomainRelationStatusFields
  }
}
    fragment DomainRelationStatusFields on DomainRelationStatus {
  id
  relationId
  invitationId
  sourceSubEntityId
  relationType
  relationStatus
  invitedEmail
}`) as unknown as TypedDocumentString<InviteDomainMutation, InviteDomainMutationVariables>;
export const ResendDomainInvitationDocument = new TypedDocumentString(`
    mutation ResendDomainInvitation($id: Int!) {
  resendDomainInvitation(id: $id) {
    ...DomainRelationStatusFields
  }
}
    fragment DomainRelationStatusFields on DomainRelationStatus {
  id
  relationId
  invitationId
  sourceSubEntityId
  relationType
  relationStatus
  invitedEmail
}`) as unknown as TypedDocumentString<ResendDomainInvitationMutation, ResendDomainInvitationMutationVariables>;
export const DeleteDomainInvitationDocument = new TypedDocumentString(`
    mutation DeleteDomainInvitation($id: Int!) {
  deleteDomainInvitation(id: $id) {
    ...DomainRelationStatusFields
  }
}
    fragment DomainRelationStatusFields on DomainRelationStatus {
  id
  relationId
  invitationId
  sourceSubEntityId
  relationType
  relationStatus
  invitedEmail
}`) as unknown as TypedDocumentString<DeleteDomainInvitationMutation, DeleteDomainInvitationMutationVariables>;
export const DeleteD2DRelationDocument = new TypedDocumentString(`
    mutation DeleteD2DRelation($id: Int!) {
  deleteD2DRelation(id: $id) {
    ...DomainRelationStatusFields
  }
}
    fragment DomainRelationStatusFields on DomainRelationStatus {
  id
  relationId
  invitationId
  sourceSubEntityId
  relationType
  relationStatus
  invitedEmail
}`) as unknown as TypedDocumentString<DeleteD2DRelationMutation, DeleteD2DRelationMutationVariables>;
export const FilingsIssuedDocument = new TypedDocumentString(`
    query FilingsIssued {
  filingsIssued {
    id
    payerName
    payeeName
    tin
    filingType
    filingTypeDisplay
    filingYear
    correctionType
    status
    formData
  }
}
    `) as unknown as TypedDocumentString<FilingsIssuedQuery, FilingsIssuedQueryVariables>;
export const ContractorPayersDocument = new TypedDocumentString(`
    query ContractorPayers {
  contractorPayers {
    relationId
    payerName
    payeeName
    entityType
    tinType
    tin
    emailAddress
    address {
      line1
      line2
      city
      state
      country
      postalCode
    }
    w9Status
    w9FilledAt
    emailConsent
    emailConsentAt
  }
}
    `) as unknown as TypedDocumentString<ContractorPayersQuery, ContractorPayersQueryVariables>;
export const SendUpdatedW9Document = new TypedDocumentString(`
    mutation SendUpdatedW9($relationId: Int!, $w9: JSON!, $signature: String!) {
  sendUpdatedW9(relationId: $relationId, w9: $w9, signature: $signature) {
    relationId
    w9Status
  }
}
    `) as unknown as TypedDocumentString<SendUpdatedW9Mutation, SendUpdatedW9MutationVariables>;
export const PrintRequestsDocument = new TypedDocumentString(`
    query PrintRequests($printStatus: PrintStatus!, $filingYear: Int!, $limit: Int) {
  printRequests(printStatus: $printStatus, filingYear: $filingYear, limit: $limit) {
    filingId
    formType
    filingYear
    domainId
    filingStatus
    printStatus
    printStatusDesc
    printStatusDate
    printCopyExpectedDeliveryDate
    emailStatus
    printCopyTrackingId
    payerName
    payerAddress
    payeeName
    payeeAddress
  }
}
    `) as unknown as TypedDocumentString<PrintRequestsQuery, PrintRequestsQueryVariables>;
export const UpdatePrintRequestsDocument = new TypedDocumentString(`
    mutation UpdatePrintRequests($filingIds: [Int!]!, $printStatus: PrintStatus!) {
  updatePrintRequests(filingIds: $filingIds, printStatus: $printStatus) {
    updated
    errored
  }
}
    `) as unknown as TypedDocumentString<UpdatePrintRequestsMutation, UpdatePrintRequestsMutationVariables>;
export const FilingSummaryDocument = new TypedDocumentString(`
    query FilingSummary($type: FormType!, $year: Int!) {
  filingSummary(filingType: $type, filingYear: $year) {
    rows {
      payeeId
      payeeName
      tin
      filings
      hasCorrections
      totalCents
      federalTaxWithheldCents
    }
    totals {
      payees
      forms
      totalCents
      federalTaxWithheldCents
    }
    truncated
  }
}
    `) as unknown as TypedDocumentString<FilingSummaryQuery, FilingSummaryQueryVariables>;
export const SelfEFileFilingsDocument = new TypedDocumentString(`
    query SelfEFileFilings($filingYear: Int!, $pageSize: Int, $pageNumber: Int) {
  selfEFileCount(filingYear: $filingYear)
  selfEFileStates(filingYear: $filingYear)
  selfEFileFilingsWithPageMetadata(
    filingYear: $filingYear
    pageSize: $pageSize
    pageNumber: $pageNumber
  ) {
    filings {
      id
      filingType
      status
      stateFilingStatus
      stateFilingStatusDesc
      payee {
        displayName
      }
      stateSub {
        stateCode
        filingMethod
      }
    }
    pageMetadata {
      totalCount
      currentPage
      totalPages
    }
  }
}
    `) as unknown as TypedDocumentString<SelfEFileFilingsQuery, SelfEFileFilingsQueryVariables>;
export const DownloadSelfEFileTransmissionsDocument = new TypedDocumentString(`
    mutation DownloadSelfEFileTransmissions($filingYear: Int!, $westVirginiaQuarterlyTaxDue: [Int!]) {
  downloadSelfEFileTransmissions(
    filingYear: $filingYear
    westVirginiaQuarterlyTaxDue: $westVirginiaQuarterlyTaxDue
  ) {
    fileName
    content
    files
    filingCount
    passwordHint
  }
}
    `) as unknown as TypedDocumentString<DownloadSelfEFileTransmissionsMutation, DownloadSelfEFileTransmissionsMutationVariables>;
export const SubmitDraftsDocument = new TypedDocumentString(`
    query SubmitDrafts($pageSize: Int, $pageNumber: Int, $filingYears: [Int!]) {
  filingsWithPageMetadata(
    pageSize: $pageSize
    pageNumber: $pageNumber
    filingStatuses: [Draft]
    filingYears: $filingYears
  ) {
    filings {
      ...SubmitDraftFields
    }
    pageMetadata {
      totalCount
    }
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
fragment SubmitDraftFields on Filing {
  id
  filingType
  filingYear
  totalCents
  status
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  ...FilingServiceFields
  payee {
    id
    displayName
  }
}`) as unknown as TypedDocumentString<SubmitDraftsQuery, SubmitDraftsQueryVariables>;
export const OrderFilingsDocument = new TypedDocumentString(`
    query OrderFilings($filingIds: [Int!]!) {
  filingsByIds(filingIds: $filingIds) {
    ...FilingFields
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}
fragment FilingServiceFields on Filing {
  fedSub {
    selected
    isPaid
  }
  stateSub {
    selected
    isPaid
    filingMethod
    stateCode
  }
  printSub {
    selected
    isPaid
  }
  emailSub {
    selected
    isPaid
  }
  tinMatchSub {
    selected
    isPaid
  }
}
fragment FilingFields on Filing {
  id
  payeeId
  filingYear
  filingType
  filingData
  totalCents
  correctionType
  originalFilingId
  status
  statusChangeDesc
  statusChangeDate
  stateFilingStatus
  printStatus
  printStatusDesc
  printStatusDate
  printCopyExpectedDeliveryDate
  emailStatus
  emailStatusDesc
  emailStatusDate
  ...FilingServiceFields
  stateFiling {
    stateCode
    isFilingSupported
    isFilingRequired
    isStateOnly
    supportedMethods
  }
  errors {
    ...ProblemFields
  }
  warnings {
    ...ProblemFields
  }
  payee {
    id
    displayName
    tinType
    tin
    tinMatchStatus
    emailAddress
    address {
      ...AddressFields
    }
  }
}
fragment AddressFields on Address {
  line1
  line2
  city
  state
  country
  postalCode
}`) as unknown as TypedDocumentString<OrderFilingsQuery, OrderFilingsQueryVariables>;
export const SubmissionInvoiceDocument = new TypedDocumentString(`
    query SubmissionInvoice($filingIds: [Int!]!) {
  submissionInvoice(filingIds: $filingIds) {
    ...InvoiceFields
  }
  availableCredits
}
    fragment InvoiceFields on Invoice {
  totalAmount
  serviceItems {
    service
    description
    quantity
    alreadyPaid
    preQty
    totalAmount
    lineItems {
      service
      description
      quantity
      itemPrice
      lineAmount
    }
  }
}`) as unknown as TypedDocumentString<SubmissionInvoiceQuery, SubmissionInvoiceQueryVariables>;
export const ValidateFilingsDocument = new TypedDocumentString(`
    mutation ValidateFilings($filingIds: [Int!]!, $ignoreWarnings: Boolean!) {
  validateFilings(filingIds: $filingIds, ignoreWarnings: $ignoreWarnings) {
    id
    errors {
      ...ProblemFields
    }
    warnings {
      ...ProblemFields
    }
  }
}
    fragment ProblemFields on Problem {
  code
  path
  message
}`) as unknown as TypedDocumentString<ValidateFilingsMutation, ValidateFilingsMutationVariables>;
export const SubmitFilingsDocument = new TypedDocumentString(`
    mutation SubmitFilings($filingIds: [Int!]!, $expectedTotal: Int!) {
  submitFilings(filingIds: $filingIds, expectedTotal: $expectedTotal) {
    submittedFilingIds
    alreadySubmittedFilingIds
    availableCredits
    invoice {
      ...InvoiceFields
    }
  }
}
    fragment InvoiceFields on Invoice {
  totalAmount
  serviceItems {
    service
    description
    quantity
    alreadyPaid
    preQty
    totalAmount
    lineItems {
      service
      description
      quantity
      itemPrice
      lineAmount
    }
  }
}`) as unknown as TypedDocumentString<SubmitFilingsMutation, SubmitFilingsMutationVariables>;
export const TeamDocument = new TypedDocumentString(`
    query Team {
  team {
    members {
      userId
      email
      firstName
      lastName
      role
    }
    invitations {
      id
      email
      role
      status
      expiresAt
    }
  }
}
    `) as unknown as TypedDocumentString<TeamQuery, TeamQueryVariables>;
export const InviteUserDocument = new TypedDocumentString(`
    mutation InviteUser($email: String!, $role: MemberRole!) {
  inviteUser(email: $email, role: $role) {
    id
  }
}
    `) as unknown as TypedDocumentString<InviteUserMutation, InviteUserMutationVariables>;
export const ResendInvitationDocument = new TypedDocumentString(`
    mutation ResendInvitation($id: Int!) {
  resendInvitation(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ResendInvitationMutation, ResendInvitationMutationVariables>;
export const RevokeInvitationDocument = new TypedDocumentString(`
    mutation RevokeInvitation($id: Int!) {
  revokeInvitation(id: $id)
}
    `) as unknown as TypedDocumentString<RevokeInvitationMutation, RevokeInvitationMutationVariables>;
export const RemoveTeamMemberDocument = new TypedDocumentString(`
    mutation RemoveTeamMember($userId: Int!) {
  removeTeamMember(userId: $userId)
}
    `) as unknown as TypedDocumentString<RemoveTeamMemberMutation, RemoveTeamMemberMutationVariables>;
export const TinMatchInvoiceDocument = new TypedDocumentString(`
    query TinMatchInvoice($payeeIds: [Int!]!) {
  tinMatchInvoice(payeeIds: $payeeIds) {
    ...InvoiceFields
  }
  availableCredits
}
    fragment InvoiceFields on Invoice {
  totalAmount
  serviceItems {
    service
    description
    quantity
    alreadyPaid
    preQty
    totalAmount
    lineItems {
      service
      description
      quantity
      itemPrice
      lineAmount
    }
  }
}`) as unknown as TypedDocumentString<TinMatchInvoiceQuery, TinMatchInvoiceQueryVariables>;
export const CreateTinMatchesDocument = new TypedDocumentString(`
    mutation CreateTinMatches($payeeIds: [Int!]!) {
  createTINMatches(payeeIds: $payeeIds) {
    ...TinMatchRequestFields
  }
}
    fragment TinMatchRequestFields on TinMatchRequest {
  id
  payeeId
  status
  selected
  isPaid
  tinMatchResult
  requestedAt
}`) as unknown as TypedDocumentString<CreateTinMatchesMutation, CreateTinMatchesMutationVariables>;
export const RequestTinMatchesDocument = new TypedDocumentString(`
    mutation RequestTinMatches($payeeIds: [Int!]!, $expectedTotal: Int) {
  requestTINMatches(payeeIds: $payeeIds, expectedTotal: $expectedTotal) {
    requests {
      ...TinMatchRequestFields
    }
    availableCredits
  }
}
    fragment TinMatchRequestFields on TinMatchRequest {
  id
  payeeId
  status
  selected
  isPaid
  tinMatchResult
  requestedAt
}`) as unknown as TypedDocumentString<RequestTinMatchesMutation, RequestTinMatchesMutationVariables>;
export const CancelTinMatchesDocument = new TypedDocumentString(`
    mutation CancelTinMatches($payeeIds: [Int!]!) {
  cancelTINMatches(payeeIds: $payeeIds) {
    id
  }
}
    `) as unknown as TypedDocumentString<CancelTinMatchesMutation, CancelTinMatchesMutationVariables>;
export const TnnTransmissionsDocument = new TypedDocumentString(`
    query TnnTransmissions($statuses: [TransmissionStatus!]!, $taxYear: Int) {
  tnnTransmissionRecordsByStatusIn(statuses: $statuses) {
    id
    formatType
    fileName
    taxYear
    isTest
    ackNumber
    recipientCount
    issuerCount
    transmissionStatus
    agencyStatus
    isRejected
    statusChangeDate
    a2a {
      environment
      stage
      failure
    }
  }
  filingsToBeProcessed(taxYear: $taxYear)
}
    `) as unknown as TypedDocumentString<TnnTransmissionsQuery, TnnTransmissionsQueryVariables>;
export const TnnTransmissionRecordDocument = new TypedDocumentString(`
    query TnnTransmissionRecord($id: Int!) {
  tnnTransmissionRecord(id: $id) {
    id
    filingRecords {
      recordId
      filingId
      payeeName
      filingType
      filingStatus
      result
    }
  }
}
    `) as unknown as TypedDocumentString<TnnTransmissionRecordQuery, TnnTransmissionRecordQueryVariables>;
export const TinTransmissionsDocument = new TypedDocumentString(`
    query TinTransmissions($statuses: [TransmissionStatus!]!) {
  tinTransmissionRecordsByStatusIn(statuses: $statuses) {
    id
    fileName
    isTest
    ackNumber
    numberOfRequests
    transmissionStatus
    isRejected
    statusChangeDate
  }
  requestsToBeProcessed
}
    `) as unknown as TypedDocumentString<TinTransmissionsQuery, TinTransmissionsQueryVariables>;
export const CreateTnnTransmissionsDocument = new TypedDocumentString(`
    mutation CreateTnnTransmissions($format: TransmissionFormat, $taxYear: Int) {
  createTNNTransmissionRecords(format: $format, taxYear: $taxYear) {
    filingCount
    transmissions {
      id
    }
    rejected {
      filingId
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<CreateTnnTransmissionsMutation, CreateTnnTransmissionsMutationVariables>;
export const FireFilingWindowDocument = new TypedDocumentString(`
    query FireFilingWindow {
  fireFilingWindow {
    lastFilingDate
    open
    taxYears
  }
}
    `) as unknown as TypedDocumentString<FireFilingWindowQuery, FireFilingWindowQueryVariables>;
export const CreateTinTransmissionsDocument = new TypedDocumentString(`
    mutation CreateTinTransmissions {
  createTINTransmissionRecords {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateTinTransmissionsMutation, CreateTinTransmissionsMutationVariables>;
export const UpdateTnnTransmissionDocument = new TypedDocumentString(`
    mutation UpdateTnnTransmission($transmissionId: Int!, $transmissionStatus: TransmissionStatus!, $ackNumber: String, $filingResponses: [FilingResponseInput!], $isRejected: Boolean) {
  updateTNNTransmissionRecord(
    transmissionId: $transmissionId
    transmissionStatus: $transmissionStatus
    ackNumber: $ackNumber
    filingResponses: $filingResponses
    isRejected: $isRejected
  ) {
    id
    transmissionStatus
    ackNumber
    isRejected
  }
}
    `) as unknown as TypedDocumentString<UpdateTnnTransmissionMutation, UpdateTnnTransmissionMutationVariables>;
export const UpdateTinTransmissionDocument = new TypedDocumentString(`
    mutation UpdateTinTransmission($transmissionId: Int!, $transmissionStatus: TransmissionStatus!, $ackNumber: String, $isRejected: Boolean) {
  updateTINTransmissionRecord(
    transmissionId: $transmissionId
    transmissionStatus: $transmissionStatus
    ackNumber: $ackNumber
    isRejected: $isRejected
  ) {
    id
    transmissionStatus
    ackNumber
    isRejected
  }
}
    `) as unknown as TypedDocumentString<UpdateTinTransmissionMutation, UpdateTinTransmissionMutationVariables>;
export const DeleteTnnTransmissionDocument = new TypedDocumentString(`
    mutation DeleteTnnTransmission($id: Int!) {
  deleteTNNTransmissionRecord(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteTnnTransmissionMutation, DeleteTnnTransmissionMutationVariables>;
export const DeleteTinTransmissionDocument = new TypedDocumentString(`
    mutation DeleteTinTransmission($id: Int!) {
  deleteTINTransmissionRecord(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteTinTransmissionMutation, DeleteTinTransmissionMutationVariables>;
export const W9InvoiceDocument = new TypedDocumentString(`
    query W9Invoice($payeeIds: [Int!]!) {
  w9Invoice(payeeIds: $payeeIds) {
    ...InvoiceFields
  }
  availableCredits
}
    fragment InvoiceFields on Invoice {
  totalAmount
  serviceItems {
    service
    description
    quantity
    alreadyPaid
    preQty
    totalAmount
    lineItems {
      service
      description
      quantity
      itemPrice
      lineAmount
    }
  }
}`) as unknown as TypedDocumentString<W9InvoiceQuery, W9InvoiceQueryVariables>;
export const CreateW9sDocument = new TypedDocumentString(`
    mutation CreateW9s($payeeIds: [Int!]!) {
  createW9s(payeeIds: $payeeIds) {
    ...W9RequestFields
  }
}
    fragment W9RequestFields on W9Request {
  id
  payeeId
  w9RequestStatus
  payerName
  payeeEmail
  names
  tin
  tinType
  fileName
  isPaid
  requestedAt
  remindedAt
  filledAt
  signedAt
}`) as unknown as TypedDocumentString<CreateW9sMutation, CreateW9sMutationVariables>;
export const RequestW9sDocument = new TypedDocumentString(`
    mutation RequestW9s($payeeIds: [Int!]!, $expectedTotal: Int) {
  requestW9s(payeeIds: $payeeIds, expectedTotal: $expectedTotal) {
    requests {
      ...W9RequestFields
    }
    availableCredits
  }
}
    fragment W9RequestFields on W9Request {
  id
  payeeId
  w9RequestStatus
  payerName
  payeeEmail
  names
  tin
  tinType
  fileName
  isPaid
  requestedAt
  remindedAt
  filledAt
  signedAt
}`) as unknown as TypedDocumentString<RequestW9sMutation, RequestW9sMutationVariables>;
export const CancelW9RequestsDocument = new TypedDocumentString(`
    mutation CancelW9Requests($payeeIds: [Int!]!) {
  cancelW9Requests(payeeIds: $payeeIds) {
    id
  }
}
    `) as unknown as TypedDocumentString<CancelW9RequestsMutation, CancelW9RequestsMutationVariables>;
export const RemindW9RequestsDocument = new TypedDocumentString(`
    mutation RemindW9Requests($payeeIds: [Int!]!) {
  remindW9Requests(payeeIds: $payeeIds) {
    id
  }
}
    `) as unknown as TypedDocumentString<RemindW9RequestsMutation, RemindW9RequestsMutationVariables>;
export const W9DifferencesDocument = new TypedDocumentString(`
    query W9Differences($payeeId: Int!) {
  w9Differences(payeeId: $payeeId) {
    field
    label
    current
    w9
  }
}
    `) as unknown as TypedDocumentString<W9DifferencesQuery, W9DifferencesQueryVariables>;
export const ApplyW9InfoDocument = new TypedDocumentString(`
    mutation ApplyW9Info($payeeId: Int!) {
  applyW9Info(payeeId: $payeeId) {
    id
  }
}
    `) as unknown as TypedDocumentString<ApplyW9InfoMutation, ApplyW9InfoMutationVariables>;