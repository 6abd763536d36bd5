import { describe, expect, it } from 'vitest';
import { getBusinessNameControl, getPayeeNameControl, getPersonNameControl } from './name-control.ts';

describe('name controls (IRS examples)', () => {
  it.each([
    ['Teak', 'TEAK'],
    ['McCedar', 'MCCE'],
    ['Doe', 'DOE'],
    ['Ng', 'NG'],
    ['Cedar-Hawthorn', 'CEDA'],
    ['Lo-Smith', 'LO-S'],
    ["O'Neil", 'ONEI'],
    ['Van Dyke', 'VAND'],
    ['Smith Jr.', 'SMIT'],
    ['Li III', 'LI'],
    ['-Smith', 'SMIT'],
    ['', ''],
    [null, ''],
  ])('person %j → %s', (lastName, control) => {
    expect(getPersonNameControl(lastName)).toBe(control);
  });

  it.each([
    ['Sumac Field Plow Inc', 'SUMA'],
    ['11th Street Inc', '11TH'],
    ['P & P Company', 'P&PC'],
    ['Y-Z Drive Co', 'Y-ZD'],
    ['Joe Doe Trucking', 'JOED'],
    ['The Willow Co', 'WILL'],
    ['The Hawthorn', 'THEH'],
    ['The Hawthorn Company', 'HAWT'],
    ['A.B.C. Corp.', 'ABCC'],
    [undefined, ''],
  ])('business %j → %s', (name, control) => {
    expect(getBusinessNameControl(name)).toBe(control);
  });

  it('uses the surname for individuals and the legal name for businesses, never the DBA', () => {
    expect(
      getPayeeNameControl({ entityType: 'Individual', lastName: 'Hemlock', businessName: 'Sunshine Cafe' }),
    ).toBe('HEML');
    expect(
      getPayeeNameControl({ entityType: 'Business', lastName: 'Hemlock', businessName: 'Sunshine Cafe' }),
    ).toBe('SUNS');
  });
});
