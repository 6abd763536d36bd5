import type { Address, AddressValues, Problem, SameType } from '@file1099/forms';
import type { PageMetadata } from '../lib/paging.ts';
import { domainBuilder as builder } from './builders.ts';

/** The form package's one address, as the GraphQL `Address` type shows it. */
export type AddressShape = AddressValues;

export const AddressRef = builder.objectRef<AddressShape>('Address').implement({
  fields: (t) => ({
    line1: t.exposeString('line1'),
    line2: t.exposeString('line2'),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    country: t.exposeString('country'),
    postalCode: t.exposeString('postalCode'),
  }),
});

export const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    line1: t.string({ required: false }),
    line2: t.string({ required: false }),
    city: t.string({ required: false }),
    state: t.string({ required: false }),
    country: t.string({ required: false }),
    postalCode: t.string({ required: false }),
  }),
});

/** `AddressInput` carries exactly the form package's address parts. */
const addressInputMatches: SameType<Required<typeof AddressInput.$inferInput>, Required<Address>> = true;
void addressInputMatches;

export const PageMetadataRef = builder.objectRef<PageMetadata>('PageMetadata').implement({
  fields: (t) => ({
    hasPreviousPage: t.exposeBoolean('hasPreviousPage'),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    currentPage: t.exposeInt('currentPage'),
    totalPages: t.exposeInt('totalPages'),
    totalCount: t.exposeInt('totalCount'),
  }),
});

export const ProblemRef = builder.objectRef<Problem>('Problem').implement({
  description:
    'One finding of a check: a code, where it is (payee.tin, filingData.nonEmployeeComp) and what to do.',
  fields: (t) => ({
    code: t.exposeString('code'),
    path: t.exposeString('path'),
    message: t.exposeString('message'),
  }),
});

export const ValidationResultRef = builder
  .objectRef<{ errors: Problem[]; warnings: Problem[] }>('ValidationResult')
  .implement({
    fields: (t) => ({
      errors: t.expose('errors', { type: [ProblemRef] }),
      warnings: t.expose('warnings', { type: [ProblemRef] }),
    }),
  });
