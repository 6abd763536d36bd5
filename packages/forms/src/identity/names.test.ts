import { describe, expect, it } from 'vitest';
import {
  getDisplayName,
  inferEntityType,
  isEntityType,
  splitFirstName,
  validateEntityType,
} from './names.ts';

describe('entity types and names', () => {
  it('validates the entity step with the spec message', () => {
    expect(validateEntityType('Individual')).toBeNull();
    expect(validateEntityType('Business')).toBeNull();
    expect(validateEntityType('individual')).toBe('Please select how you do your business.');
    expect(validateEntityType(undefined)).toBe('Please select how you do your business.');
    expect(isEntityType('Business')).toBe(true);
  });

  it('infers Individual from a first name, else Business', () => {
    expect(inferEntityType(undefined, 'Mary')).toBe('Individual');
    expect(inferEntityType('', '  ')).toBe('Business');
    expect(inferEntityType(null, null)).toBe('Business');
    expect(inferEntityType('Business', 'Mary')).toBe('Business');
  });

  it('splits a first name with a space into first and middle', () => {
    expect(splitFirstName('Mary Ann')).toEqual({ firstName: 'Mary', middleName: 'Ann' });
    expect(splitFirstName(' Mary  Ann Lee ')).toEqual({ firstName: 'Mary', middleName: 'Ann Lee' });
    expect(splitFirstName('Mary Ann', 'K.')).toEqual({ firstName: 'Mary', middleName: 'Ann K.' });
    expect(splitFirstName('Mary', 'K.')).toEqual({ firstName: 'Mary', middleName: 'K.' });
    expect(splitFirstName(null)).toEqual({ firstName: '', middleName: '' });
  });

  it('builds display names', () => {
    expect(getDisplayName({ businessName: ' Acme ', firstName: 'Jo' })).toBe('Acme');
    expect(getDisplayName({ firstName: 'Mary', middleName: null, lastName: 'Lee' })).toBe('Mary Lee');
    expect(getDisplayName({})).toBe('');
  });
});
