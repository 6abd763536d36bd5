import { asc, eq, inArray } from 'drizzle-orm';
import { TRANSMISSION_STATUSES } from '@file1099/forms';
import { domainBuilder as builder } from '../../graphql/builders.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { filings } from '../filings/filings.table.ts';
import { processAgencyResponse } from './acknowledgement.ts';
import type { IrisA2aTransmissionRow } from '../iris-a2a/iris-a2a.table.ts';
import { getIrisA2aStage } from '../iris-a2a/iris-a2a.view.ts';
import { generateAndQueueForIris } from '../iris-a2a/iris-a2a.wiring.ts';
import { countFilingsToBeProcessed, generateAgencyTransmissions } from './agency-generate.ts';
import { choosePub1220 } from './agency-pub1220.ts';
import { TransmissionFormatEnum } from './fire.graphql.ts';
import {
  deleteAgencyTransmission,
  downloadAgencyTransmission,
  getAgencyTransmission,
  listAgencyTransmissions,
  recordKey,
  updateAgencyTransmission,
} from './agency.service.ts';
import {
  countRequestsToBeProcessed,
  deleteTinTransmission,
  downloadTinTransmission,
  generateTinTransmissions,
  listTinTransmissions,
  processTinResponse,
  updateTinTransmission,
} from './tin.service.ts';
import { readTransmitterSettings, type TransmissionServices } from './transmission-file.ts';
import {
  agencyTransmissionRecords,
  tinTransmissions,
  type AgencyTransmissionRow,
  type RecordError,
  type TinTransmissionRow,
} from './transmissions.table.ts';

/** A transmission's records the Mark as Rejected dialog lists, at most. */
const MAX_RECORDS_LISTED = 10_000;

const TransmissionStatusEnum = builder.enumType('TransmissionStatus', {
  values: TRANSMISSION_STATUSES,
  description: 'Agency (tnn) and TIN-match (tin) transmission status (spec part 2 §4).',
});

function services(c: RequestContext): TransmissionServices {
  return {
    encryptor: c.services.encryptor,
    tinVault: c.services.tinVault,
    transmitter: readTransmitterSettings(c.config),
  };
}

const RecordErrorRef = builder.objectRef<RecordError>('TransmissionRecordError').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    message: t.exposeString('message'),
    elementPath: t.exposeString('elementPath'),
  }),
});

interface FilingRecordView {
  recordId: string;
  filingId: number;
  result: string | null;
  errors: RecordError[];
  payeeName: string;
  filingType: string;
  filingStatus: string;
}

const FilingRecordRef = builder.objectRef<FilingRecordView>('TransmissionFilingRecord').implement({
  fields: (t) => ({
    recordId: t.exposeString('recordId', { description: 'SubmissionId|RecordId in the transmission.' }),
    filingId: t.exposeInt('filingId'),
    result: t.exposeString('result', { nullable: true }),
    errors: t.expose('errors', { type: [RecordErrorRef] }),
    payeeName: t.exposeString('payeeName'),
    filingType: t.exposeString('filingType'),
    filingStatus: t.exposeString('filingStatus'),
  }),
});

const IrisA2aRef = builder.objectRef<IrisA2aTransmissionRow>('TNNTransmissionA2a').implement({
  description: 'How far an application-to-application (A2A) transmission to IRIS got (docs/iris-a2a.md).',
  fields: (t) => ({
    environment: t.exposeString('environment', { description: 'ats (test) or production.' }),
    stage: t.string({
      description: 'Queued, Sending, Receipt received, Acknowledged or Failed.',
      resolve: (row) => getIrisA2aStage(row),
    }),
    failure: t.exposeString('failure', {
      nullable: true,
      description: 'Why sending or polling stopped; never a secret.',
    }),
    sendingSince: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.sendingSince }),
    receivedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.receivedAt }),
    acknowledgedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.acknowledgedAt }),
  }),
});

const TnnRef = builder.objectRef<AgencyTransmissionRow>('TNNTransmissionRecord').implement({
  description: 'An agency (IRS) transmission: one IRIS file or one Pub 1220 (FIRE) file.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    uniqueTransmissionId: t.exposeString('uniqueTransmissionId'),
    formatType: t.exposeString('formatType'),
    taxYear: t.exposeInt('taxYear'),
    transmissionType: t.exposeString('transmissionType'),
    isTest: t.exposeBoolean('isTest'),
    fileName: t.exposeString('fileName'),
    ackNumber: t.exposeString('ackNumber', { nullable: true }),
    receiptId: t.exposeString('receiptId', { nullable: true }),
    recipientCount: t.exposeInt('recipientCount'),
    issuerCount: t.exposeInt('issuerCount'),
    transmissionStatus: t.field({ type: TransmissionStatusEnum, resolve: (r) => r.transmissionStatus }),
    agencyStatus: t.exposeString('agencyStatus', { nullable: true }),
    isRejected: t.exposeBoolean('isRejected', { nullable: true }),
    statusChangeDate: t.field({ type: 'DateTime', resolve: (r) => r.statusChangeDate }),
    a2a: t.field({
      type: IrisA2aRef,
      nullable: true,
      description: 'The A2A state when the transmission goes to IRIS through A2A; null when sent by hand.',
      resolve: (row, _a, c) => c.loaders.irisA2aByTransmissionId.load(row.id),
    }),
    filingRecords: t.field({
      type: [FilingRecordRef],
      description: `The filings it carries (at most ${MAX_RECORDS_LISTED}).`,
      resolve: async (row, _a, c) => {
        const rows = await c.db
          .select({ record: agencyTransmissionRecords, filing: filings })
          .from(agencyTransmissionRecords)
          .innerJoin(filings, eq(filings.id, agencyTransmissionRecords.filingId))
          .where(eq(agencyTransmissionRecords.transmissionId, row.id))
          .orderBy(asc(agencyTransmissionRecords.submissionId), asc(agencyTransmissionRecords.recordId))
          .limit(MAX_RECORDS_LISTED);
        return rows.map(({ record, filing }) => ({
          recordId: recordKey(record),
          filingId: record.filingId,
          result: record.result,
          errors: record.errors,
          payeeName: filing.payeeName,
          filingType: filing.filingType,
          filingStatus: filing.status,
        }));
      },
    }),
  }),
});

const TinRef = builder.objectRef<TinTransmissionRow>('TINTransmissionRecord').implement({
  description: 'A bulk TIN-matching request file.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    fileName: t.exposeString('fileName'),
    isTest: t.exposeBoolean('isTest'),
    ackNumber: t.exposeString('ackNumber', { nullable: true }),
    numberOfRequests: t.exposeInt('numberOfRequests'),
    transmissionStatus: t.field({ type: TransmissionStatusEnum, resolve: (r) => r.transmissionStatus }),
    isRejected: t.exposeBoolean('isRejected', { nullable: true }),
    statusChangeDate: t.field({ type: 'DateTime', resolve: (r) => r.statusChangeDate }),
  }),
});

const TransmissionFileRef = builder
  .objectRef<{ fileName: string; content: string }>('TransmissionFile')
  .implement({
    fields: (t) => ({ fileName: t.exposeString('fileName'), content: t.exposeString('content') }),
  });

interface GenerateView {
  transmissions: AgencyTransmissionRow[];
  filingCount: number;
  rejected: { filingId: number; reason: string }[];
}

const RejectedFilingRef = builder
  .objectRef<{ filingId: number; reason: string }>('GenerateRejectedFiling')
  .implement({ fields: (t) => ({ filingId: t.exposeInt('filingId'), reason: t.exposeString('reason') }) });

const GenerateRef = builder.objectRef<GenerateView>('TNNGenerateResult').implement({
  fields: (t) => ({
    transmissions: t.expose('transmissions', { type: [TnnRef] }),
    filingCount: t.exposeInt('filingCount'),
    rejected: t.expose('rejected', { type: [RejectedFilingRef] }),
  }),
});

const FilingResponseInput = builder.inputType('FilingResponseInput', {
  fields: (t) => ({
    recordId: t.string({ required: true }),
    messages: t.stringList({ required: true }),
  }),
});

const admin = { superAdmin: true } as const;

builder.queryField('tnnTransmissionRecordsByStatusIn', (t) =>
  t.field({
    authScopes: admin,
    type: [TnnRef],
    description: 'Agency transmissions in these statuses, newest first (at most 1,000).',
    args: { statuses: t.arg({ type: [TransmissionStatusEnum], required: true }) },
    resolve: (_r, { statuses }, c) => listAgencyTransmissions(c.db, statuses),
  }),
);

builder.queryField('tnnTransmissionRecord', (t) =>
  t.field({
    authScopes: admin,
    type: TnnRef,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, c) => getAgencyTransmission(c.db, id),
  }),
);

builder.queryField('filingsToBeProcessed', (t) =>
  t.int({
    authScopes: admin,
    description:
      'Filings ready for the next agency transmission (the Generate button); with taxYear, those of that tax year only (a Pub 1220 Generate).',
    args: { taxYear: t.arg.int() },
    resolve: (_r, { taxYear }, c) => countFilingsToBeProcessed(c.db, new Date(), taxYear ?? undefined),
  }),
);

builder.queryField('tinTransmissionRecordsByStatusIn', (t) =>
  t.field({
    authScopes: admin,
    type: [TinRef],
    args: { statuses: t.arg({ type: [TransmissionStatusEnum], required: true }) },
    resolve: (_r, { statuses }, c) => listTinTransmissions(c.db, statuses),
  }),
);

builder.queryField('tinTransmissionRecord', (t) =>
  t.field({
    authScopes: admin,
    type: TinRef,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_r, { id }, c) => {
      const [row] = await c.db.select().from(tinTransmissions).where(eq(tinTransmissions.id, id));
      return row ?? null;
    },
    nullable: true,
  }),
);

builder.queryField('requestsToBeProcessed', (t) =>
  t.int({
    authScopes: admin,
    description: 'Paid TIN-match requests not yet in a TIN-match file.',
    resolve: (_r, _a, c) => countRequestsToBeProcessed(c.db),
  }),
);

builder.mutationField('createTNNTransmissionRecords', (t) =>
  t.field({
    authScopes: admin,
    type: GenerateRef,
    description:
      'Generate: every filing ready for the IRS into new IRIS transmissions, or with format PUB1220 those of taxYear into a Pub 1220 file for FIRE.',
    args: {
      format: t.arg({ type: TransmissionFormatEnum, required: false, defaultValue: 'IRIS' }),
      taxYear: t.arg.int({
        required: false,
        description: 'Required with PUB1220: the tax year of the file.',
      }),
    },
    resolve: async (_r, { format, taxYear }, c) => {
      const result =
        format === 'PUB1220'
          ? await generateAgencyTransmissions(c.db, {
              ...services(c),
              pub1220: choosePub1220(c.config, taxYear),
            })
          : await generateAndQueueForIris(c.db, services(c), c.config);
      const transmissions = await Promise.all(
        result.transmissionIds.map((id) => getAgencyTransmission(c.db, id)),
      );
      return { transmissions, filingCount: result.filingCount, rejected: result.rejected };
    },
  }),
);

builder.mutationField('createTINTransmissionRecords', (t) =>
  t.field({
    authScopes: admin,
    type: [TinRef],
    description: 'Generate: the pending TIN-match requests into bulk request files.',
    resolve: async (_r, _a, c) => {
      const ids = await generateTinTransmissions(c.db, services(c));
      if (ids.length === 0) return [];
      return c.db.select().from(tinTransmissions).where(inArray(tinTransmissions.id, ids));
    },
  }),
);

builder.mutationField('downloadTNNTransmissionFile', (t) =>
  t.field({
    authScopes: admin,
    type: TransmissionFileRef,
    description: 'Download: the IRIS XML as generated; a Generated transmission becomes Downloaded.',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, c) => downloadAgencyTransmission(c.db, c.services.encryptor, id),
  }),
);

builder.mutationField('downloadTINTransmissionFile', (t) =>
  t.field({
    authScopes: admin,
    type: TransmissionFileRef,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, c) => downloadTinTransmission(c.db, c.services.encryptor, id),
  }),
);

builder.mutationField('updateTNNTransmissionRecord', (t) =>
  t.field({
    authScopes: admin,
    type: TnnRef,
    description: 'Edit (ACK number → Sent_To_Agency), Mark as Accepted, Mark as Rejected.',
    args: {
      transmissionId: t.arg.int({ required: true }),
      transmissionStatus: t.arg({ type: TransmissionStatusEnum, required: true }),
      ackNumber: t.arg.string({ required: false }),
      filingResponses: t.arg({ type: [FilingResponseInput], required: false }),
      isRejected: t.arg.boolean({ required: false }),
    },
    resolve: (_r, a, c) => updateAgencyTransmission(c.db, a),
  }),
);

builder.mutationField('updateTINTransmissionRecord', (t) =>
  t.field({
    authScopes: admin,
    type: TinRef,
    args: {
      transmissionId: t.arg.int({ required: true }),
      transmissionStatus: t.arg({ type: TransmissionStatusEnum, required: true }),
      ackNumber: t.arg.string({ required: false }),
      isRejected: t.arg.boolean({ required: false }),
    },
    resolve: (_r, a, c) => updateTinTransmission(c.db, a),
  }),
);

builder.mutationField('processTNNTransmissionResponse', (t) =>
  t.field({
    authScopes: admin,
    type: TnnRef,
    description: 'Process Response: an IRIS acknowledgement XML for this transmission.',
    args: { transmissionId: t.arg.int({ required: true }), content: t.arg.string({ required: true }) },
    resolve: (_r, { transmissionId, content }, c) => processAgencyResponse(c.db, transmissionId, content),
  }),
);

builder.mutationField('processTINTransmissionResponse', (t) =>
  t.int({
    authScopes: admin,
    description: 'Process Response: the IRS TIN-matching answer file; answers the payees updated.',
    args: { transmissionId: t.arg.int({ required: true }), content: t.arg.string({ required: true }) },
    resolve: async (_r, { transmissionId, content }, c) =>
      (await processTinResponse(c.db, transmissionId, content)).updated,
  }),
);

builder.mutationField('deleteTNNTransmissionRecord', (t) =>
  t.boolean({
    authScopes: admin,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, c) => deleteAgencyTransmission(c.db, id),
  }),
);

builder.mutationField('deleteTINTransmissionRecord', (t) =>
  t.boolean({
    authScopes: admin,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, c) => deleteTinTransmission(c.db, id),
  }),
);
