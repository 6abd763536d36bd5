import { domainBuilder as builder } from '../../graphql/builders.ts';
import { readFireWindow, type FireWindow } from './agency-pub1220.ts';
import { TRANSMISSION_FORMATS } from './transmissions.table.ts';

/** The format Generate writes: IRIS XML (the default) or Pub 1220 for FIRE (agency-pub1220.ts). */
export const TransmissionFormatEnum = builder.enumType('TransmissionFormat', {
  values: TRANSMISSION_FORMATS,
  description:
    'IRIS: IRIS XML (every tax year from 2024). PUB1220: a Pub 1220 file for FIRE (2024, 2025 only).',
});

const FireWindowRef = builder.objectRef<FireWindow>('FireFilingWindow').implement({
  description:
    'Whether FIRE takes Pub 1220 files today (setting fire.lastFilingDate), and for which tax years.',
  fields: (t) => ({
    lastFilingDate: t.exposeString('lastFilingDate', { description: 'YYYY-MM-DD, US Eastern.' }),
    open: t.exposeBoolean('open'),
    taxYears: t.exposeIntList('taxYears'),
  }),
});

builder.queryField('fireFilingWindow', (t) =>
  t.field({
    authScopes: { superAdmin: true },
    type: FireWindowRef,
    description:
      'What the Generate dialog says of Pub 1220: the last day FIRE takes files and the tax years.',
    resolve: (_r, _a, c) => readFireWindow(c.config),
  }),
);
