import { describe, expect, it } from 'vitest';
import {
  validateW9Form,
  validateW9Signature,
  W9_MESSAGES,
  W9_WIZARD_STEPS,
  type W9FormInput,
} from './validate-w9.ts';

const BUSINESS: W9FormInput = {
  entityType: 'Business',
  businessName: 'Acme LLC',
  fedTaxClassification: 'llc',
  llcTaxClassification: 's',
  tinType: 'EIN',
  tin: '12-3456780',
  correctTIN: true,
  exempt: true,
  usPerson: true,
};

describe('W-9 form', () => {
  it('accepts a complete business W-9', () => {
    expect(validateW9Form(BUSINESS)).toEqual({ errors: [], summary: null });
  });

  it('needs the LLC letter and every certification', () => {
    const result = validateW9Form({ ...BUSINESS, llcTaxClassification: 'x', exempt: false, usPerson: null });
    expect(result.errors.map((problem) => `${problem.path}: ${problem.message}`)).toEqual([
      'llcTaxClassification: Required',
      'exempt: Required',
      'usPerson: Required',
    ]);
    expect(result.summary).toBe('Please enter all the required fields');
  });

  it('accepts a complete individual W-9 and needs classifications when missing', () => {
    const individual = {
      ...BUSINESS,
      entityType: 'Individual',
      firstName: 'Mary',
      lastName: 'Lee',
      tinType: 'SSN',
      tin: '512-34-5678',
    };
    expect(validateW9Form(individual)).toEqual({ errors: [], summary: null });
    const business = validateW9Form({ ...BUSINESS, fedTaxClassification: null });
    expect(business.errors.map((problem) => problem.path)).toEqual(['fedTaxClassification']);
    const llc = validateW9Form({ ...BUSINESS, llcTaxClassification: undefined });
    expect(llc.errors.map((problem) => problem.path)).toEqual(['llcTaxClassification']);
    expect(
      validateW9Form({ ...BUSINESS, fedTaxClassification: 'ccorp', llcTaxClassification: null }).errors,
    ).toEqual([]);
  });

  it('needs business name and classification for a business', () => {
    const result = validateW9Form({ ...BUSINESS, businessName: '', fedTaxClassification: 'corp' });
    expect(result.errors.map((problem) => problem.path)).toEqual(['businessName', 'fedTaxClassification']);
  });

  it('needs first and last name for an individual and the spec TIN message', () => {
    const result = validateW9Form({
      ...BUSINESS,
      entityType: 'Individual',
      tinType: 'SSN',
      tin: '12-3456780',
    });
    expect(result.errors.map((problem) => problem.message)).toEqual([
      'Required',
      'Required',
      'Please enter a valid SSN/ATIN/ITIN',
    ]);
  });

  it('checks entity type, e-mail and street length with the spec messages', () => {
    const result = validateW9Form({
      ...BUSINESS,
      entityType: null,
      tinType: null,
      emailAddress: 'bad',
      address: { line1: 'a'.repeat(41) },
    });
    expect(result.errors.map((problem) => problem.message)).toEqual([
      'Please select how you do your business.',
      'Please enter a valid 9 digit TIN',
      'Must be a valid email',
      'Combined length of Street Name and Suite/Apt can not be more than 40 characters',
    ]);
  });

  it('needs a signature and has the spec texts', () => {
    expect(validateW9Signature(false)).toBe('You must sign the W-9 form to continue.');
    expect(validateW9Signature(true)).toBeNull();
    expect(W9_MESSAGES.uploadFailed).toBe('There was an error submitting your W-9. Please try again.');
    expect(W9_WIZARD_STEPS).toEqual(['entityType', 'form', 'signature']);
  });
});
