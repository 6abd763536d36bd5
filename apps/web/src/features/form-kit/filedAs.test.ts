// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getFiledAsText } from './FormTextField.tsx';

describe('"will be filed as" helper text', () => {
  it('shows the value the IRS files when the normalisation changes it', () => {
    expect(getFiledAsText('lastName', "O'Neil-Pérez")).toBe('Will be filed as "ONeil-Perez"');
    expect(getFiledAsText('addressLine1', '#12 Main St., Apt. 4')).toBe(
      'Will be filed as "12 Main St Apt 4"',
    );
    expect(getFiledAsText('city', 'St. Louis')).toBe('Will be filed as "St Louis"');
  });

  it('says nothing when the value is filed as typed, blank, or left to the field error', () => {
    expect(getFiledAsText('lastName', 'Smith ')).toBeNull();
    expect(getFiledAsText('lastName', '')).toBeNull();
    expect(getFiledAsText('addressLine1', '@@@')).toBeNull();
    expect(getFiledAsText(undefined, 'José')).toBeNull();
    expect(getFiledAsText('firstName', 42)).toBeNull();
  });
});
