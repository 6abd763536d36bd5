import { z } from 'zod';
import {
  FED_TAX_CLASSIFICATIONS,
  LLC_TAX_CLASSIFICATIONS,
  toFieldProblem,
  validateW9Form,
} from '@file1099/forms';
import { addProblemIssues } from '../party/problems.ts';
import type { W9PortalRequest } from './w9Portal.api.ts';

/** The W-9 form step's values (Form W-9 Rev. March 2024, lines 1–6 and Part I). */
export interface W9FormValues {
  entityType: 'Individual' | 'Business';
  businessName: string;
  dba: string;
  firstName: string;
  middleName: string;
  lastName: string;
  tinType: string;
  tin: string;
  fedTaxClassification: string;
  llcTaxClassification: string;
  foreignPartners: boolean;
  exemptPayeeCode: string;
  fatcaCode: string;
  emailAddress: string;
  phoneNumber: string;
  address: { line1: string; line2: string; city: string; state: string; country: string; postalCode: string };
  correctTIN: boolean;
  exempt: boolean;
  usPerson: boolean;
}

/** Line 3a for a business (an individual is always 'Individual/sole proprietor'). */
export const BUSINESS_CLASSIFICATIONS = (['sole', 'ccorp', 'scorp', 'part', 'trust', 'llc'] as const).map(
  (value) => ({ value, label: FED_TAX_CLASSIFICATIONS[value] }),
);

export const LLC_OPTIONS = (['c', 's', 'p'] as const).map((value) => ({
  value,
  label: `${value.toUpperCase()} = ${LLC_TAX_CLASSIFICATIONS[value]}`,
}));

/** Line 3b applies to partnerships, trusts/estates and LLCs taxed as partnerships. */
export function asksForeignPartners(
  values: Pick<W9FormValues, 'fedTaxClassification' | 'llcTaxClassification'>,
) {
  return (
    values.fedTaxClassification === 'part' ||
    values.fedTaxClassification === 'trust' ||
    (values.fedTaxClassification === 'llc' && values.llcTaxClassification === 'p')
  );
}

export const CERTIFICATIONS = [
  [
    'correctTIN',
    'The number shown on this form is my correct taxpayer identification number (or I am waiting for a number to be issued to me).',
  ],
  [
    'exempt',
    'I am not subject to backup withholding because I am exempt, or I have not been notified by the IRS that I am subject to backup withholding, or the IRS has notified me that I am no longer subject to backup withholding.',
  ],
  ['usPerson', 'I am a U.S. citizen or other U.S. person (defined in the instructions).'],
] as const;

/** Part II, word for word in its gist (form-rules §I2), shown above the signature. */
export const PERJURY_STATEMENT =
  'Under penalties of perjury, I certify that: (1) the number shown on this form is my correct taxpayer identification number; (2) I am not subject to backup withholding; (3) I am a U.S. citizen or other U.S. person; and (4) the FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is correct. By signing below I sign this Form W-9 electronically.';

export function toW9FormValues(request: W9PortalRequest): W9FormValues {
  const entityType = request.entityType ?? 'Individual';
  return {
    entityType,
    businessName: request.businessName,
    dba: request.dba,
    firstName: request.firstName,
    middleName: request.middleName,
    lastName: request.lastName,
    tinType: request.tin ? request.tinType : entityType === 'Business' ? 'EIN' : 'SSN',
    tin: request.tin,
    fedTaxClassification:
      entityType === 'Business'
        ? BUSINESS_CLASSIFICATIONS.some((option) => option.value === request.fedTaxClassification)
          ? request.fedTaxClassification
          : ''
        : 'individual',
    llcTaxClassification: request.llcTaxClassification,
    foreignPartners: request.foreignPartners,
    exemptPayeeCode: request.exemptPayeeCode,
    fatcaCode: request.fatcaCode,
    emailAddress: request.emailAddress,
    phoneNumber: request.phoneNumber,
    address: { ...request.address, country: request.address.country || 'US' },
    correctTIN: request.correctTIN,
    exempt: request.exempt,
    usPerson: request.usPerson,
  };
}

const text = z.string();
const shape = z.object({
  entityType: z.enum(['Individual', 'Business']),
  businessName: text,
  dba: text,
  firstName: text,
  middleName: text,
  lastName: text,
  tinType: text,
  tin: text,
  fedTaxClassification: text,
  llcTaxClassification: text,
  foreignPartners: z.boolean(),
  exemptPayeeCode: text,
  fatcaCode: text,
  emailAddress: text,
  phoneNumber: text,
  address: z.object({ line1: text, line2: text, city: text, state: text, country: text, postalCode: text }),
  correctTIN: z.boolean(),
  exempt: z.boolean(),
  usPerson: z.boolean(),
});

/** The form package's W-9 rules; a TIN shown back masked (the one already given) is not checked again. */
export function createW9Schema(initialTin: string) {
  return shape.superRefine((values, context) => {
    addProblemIssues(context, validateW9Form(values, initialTin || undefined).errors.map(toFieldProblem));
  });
}
