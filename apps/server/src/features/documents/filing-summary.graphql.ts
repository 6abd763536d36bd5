import { isFormType } from '@file1099/forms';
import { domainBuilder as builder } from '../../graphql/builders.ts';
import { FormTypeEnum } from '../../graphql/enums.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireDomain } from '../access/access.ts';
import {
  getFilingSummary,
  type FilingSummary,
  type SummaryAmounts,
  type SummaryRow,
} from './filing-summary.ts';

interface SummaryBox {
  name: string;
  cents: number;
}

const SummaryBoxRef = builder.objectRef<SummaryBox>('FilingSummaryBox').implement({
  description: 'The sum of one money box, in cents.',
  fields: (t) => ({ name: t.exposeString('name'), cents: t.float({ resolve: (box) => box.cents }) }),
});

function boxes(amounts: SummaryAmounts): SummaryBox[] {
  return Object.entries(amounts.boxes).map(([name, cents]) => ({ name, cents }));
}

const SummaryRowRef = builder.objectRef<SummaryRow>('FilingSummaryRow').implement({
  fields: (t) => ({
    payeeId: t.exposeInt('payeeId'),
    payeeName: t.exposeString('payeeName'),
    tin: t.exposeString('tin', { description: 'Masked: the last four digits only.' }),
    filings: t.exposeInt('filings'),
    hasCorrections: t.exposeString('hasCorrections'),
    totalCents: t.float({ resolve: (row) => row.totalCents }),
    federalTaxWithheldCents: t.float({ resolve: (row) => row.federalTaxWithheldCents }),
    boxes: t.field({ type: [SummaryBoxRef], resolve: boxes }),
  }),
});

type Totals = FilingSummary['totals'];
const SummaryTotalsRef = builder.objectRef<Totals>('FilingSummaryTotals').implement({
  fields: (t) => ({
    payees: t.exposeInt('payees'),
    forms: t.exposeInt('forms', {
      description: 'Form 1096 box 3: returns, a First correction not counted again.',
    }),
    totalCents: t.float({ resolve: (row) => row.totalCents }),
    federalTaxWithheldCents: t.float({ resolve: (row) => row.federalTaxWithheldCents }),
    boxes: t.field({ type: [SummaryBoxRef], resolve: boxes }),
  }),
});

const FilingSummaryRef = builder.objectRef<FilingSummary>('FilingSummary').implement({
  description:
    'Per-payee totals of the returns sent to or accepted by the agency for one form type and year (Reports, Filing Summary).',
  fields: (t) => ({
    filingType: t.field({ type: FormTypeEnum, resolve: (s) => s.filingType }),
    filingYear: t.exposeInt('filingYear'),
    rows: t.field({ type: [SummaryRowRef], resolve: (s) => s.rows }),
    totals: t.field({ type: SummaryTotalsRef, resolve: (s) => s.totals }),
    truncated: t.boolean({
      description: 'More payees than the 5,000 rows listed.',
      resolve: (s) => s.truncated,
    }),
  }),
});

builder.queryField('filingSummary', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: FilingSummaryRef,
    args: {
      filingType: t.arg({ type: FormTypeEnum, required: true }),
      filingYear: t.arg.int({ required: true }),
    },
    resolve: (_root, { filingType, filingYear }, context) => {
      if (!isFormType(filingType)) throw new AppError('BAD_USER_INPUT', 'Choose a filing type.');
      return getFilingSummary(context.db, requireDomain(context).domainId, filingType, filingYear);
    },
  }),
);
