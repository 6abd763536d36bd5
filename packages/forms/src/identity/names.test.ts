import { describe, expect, it } from 'vitest';
import {
  getDisplayName,
  getPersonNameParts,
  inferEntityType,
  isEntityType,
  splitFirstName,
  splitPersonName,
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
    expect(splitFirstName('Mary Ann')).toEqual({ firstName: 'Mary', middleName: 'Ann', suffix: '' });
    expect(splitFirstName(' Mary  Ann Lee ')).toEqual({
      firstName: 'Mary',
      middleName: 'Ann Lee',
      suffix: '',
    });
    expect(splitFirstName('Mary Ann', 'K.')).toEqual({ firstName: 'Mary', middleName: 'Ann K.', suffix: '' });
    expect(splitFirstName('Mary', 'K.')).toEqual({ firstName: 'Mary', middleName: 'K.', suffix: '' });
    expect(splitFirstName(null)).toEqual({ firstName: '', middleName: '', suffix: '' });
  });

  it('keeps a suffix typed after the first name apart, and a given name made of particles whole', () => {
    expect(splitFirstName('John Paul Jr.')).toEqual({ firstName: 'John', middleName: 'Paul', suffix: 'Jr.' });
    expect(splitFirstName('Maria del Carmen')).toEqual({
      firstName: 'Maria',
      middleName: 'del Carmen',
      suffix: '',
    });
    expect(splitFirstName('Jr')).toEqual({ firstName: 'Jr', middleName: '', suffix: '' });
  });

  it('builds display names', () => {
    expect(getDisplayName({ businessName: ' Acme ', firstName: 'Jo' })).toBe('Acme');
    expect(getDisplayName({ firstName: 'Mary', middleName: null, lastName: 'Lee' })).toBe('Mary Lee');
    expect(getDisplayName({})).toBe('');
  });
});

const parts = (firstName: string, middleName: string, lastName: string, suffix = '') => ({
  firstName,
  middleName,
  lastName,
  suffix,
});

describe('one-line individual names split for IRIS (PersonFirstNm, PersonMiddleNm, PersonLastNm, SuffixNm)', () => {
  it.each([
    ['Maria de la Cruz', parts('Maria', '', 'de la Cruz')],
    ['Juan Carlos de la Cruz', parts('Juan', 'Carlos', 'de la Cruz')],
    ['Maria del Carmen de la Cruz', parts('Maria', 'del Carmen', 'de la Cruz')],
    ['Ludwig van Beethoven', parts('Ludwig', '', 'van Beethoven')],
    ['Vincent van der Berg', parts('Vincent', '', 'van der Berg')],
    ['Otto von Bismarck', parts('Otto', '', 'von Bismarck')],
    ['Ana da Silva', parts('Ana', '', 'da Silva')],
    ['Marine Le Pen', parts('Marine', '', 'Le Pen')],
    ['Ronald Mc Donald', parts('Ronald', '', 'Mc Donald')],
    ['Juan Gomez y Conde', parts('Juan', '', 'Gomez y Conde')],
    ['Van Morrison', parts('Van', '', 'Morrison')],
    ['Mary Ann Lee', parts('Mary', 'Ann', 'Lee')],
    ['Brandy Cedar-Hawthorn', parts('Brandy', '', 'Cedar-Hawthorn')],
    ["Conan O'Brien", parts('Conan', '', "O'Brien")],
    ['John A. Smith Jr.', parts('John', 'A.', 'Smith', 'Jr.')],
    ['Martin Luther King Jr', parts('Martin', 'Luther', 'King', 'Jr')],
    ['Thurston Howell III', parts('Thurston', '', 'Howell', 'III')],
    ['José de la Peña Sr.', parts('José', '', 'de la Peña', 'Sr.')],
    ['Robert King, Sr.', parts('Robert', '', 'King', 'Sr.')],
    ['Jane Oak, MD, PhD', parts('Jane', '', 'Oak', 'MD PhD')],
    ['Dr. Mary Oak', parts('Mary', '', 'Oak')],
    ['Mrs Ann B Lee', parts('Ann', 'B', 'Lee')],
    ['Smith, John A', parts('John', 'A', 'Smith')],
    ['de la Cruz, Maria', parts('Maria', '', 'de la Cruz')],
    ['Smith, John A, Jr.', parts('John', 'A', 'Smith', 'Jr.')],
    ['Smith, John Jr.', parts('John', '', 'Smith', 'Jr.')],
    ['Cher', parts('', '', 'Cher')],
    ['John V', parts('John', '', 'V')],
    ['', parts('', '', '')],
  ])('%s', (text, expected) => {
    expect(splitPersonName(text)).toEqual(expected);
  });

  it.each([
    ['SMITH JOHN A JR', '', parts('JOHN', 'A', 'SMITH', 'JR')],
    ['SMITH JOHN A JR', 'SMIT', parts('JOHN', 'A', 'SMITH', 'JR')],
    ['DE LA CRUZ MARIA', '', parts('MARIA', '', 'DE LA CRUZ')],
    ['DE LA CRUZ MARIA', 'DELA', parts('MARIA', '', 'DE LA CRUZ')],
    ['VAN DYKE JOHN', 'VAND', parts('JOHN', '', 'VAN DYKE')],
    ['GOMEZ Y CONDE JUAN', '', parts('JUAN', '', 'GOMEZ Y CONDE')],
    ['NG MARY', 'NG', parts('MARY', '', 'NG')],
    ['DE JOHN PAUL', 'DE', parts('JOHN', 'PAUL', 'DE')],
    ['DELA CRUZ', 'DELA', parts('CRUZ', '', 'DELA')],
    ['LO-SMITH ANN', 'LO-S', parts('ANN', '', 'LO-SMITH')],
    // A line written given name first: the name control says where the surname is.
    ['JOHN SMITH', 'SMIT', parts('JOHN', '', 'SMITH')],
    ['MARIA ELENA DE LA CRUZ', 'DELA', parts('MARIA', 'ELENA', 'DE LA CRUZ')],
    // A control that matches nowhere: surname first, as Pub 1220 prefers.
    ['JOHN SMITH', 'XYZ', parts('SMITH', '', 'JOHN')],
  ])('Pub 1220 name line %s with name control %j', (line, nameControl, expected) => {
    expect(splitPersonName(line, { surnameFirst: true, nameControl })).toEqual(expected);
  });

  it('reads a given-first line with a name control even without the surname-first option', () => {
    expect(splitPersonName('JOHN SMITH', { nameControl: 'SMIT' })).toEqual(parts('JOHN', '', 'SMITH'));
    expect(splitPersonName('JOHN SMITH', { nameControl: 'ZZZZ' })).toEqual(parts('JOHN', '', 'SMITH'));
  });
});

describe('the name parts every writer uses', () => {
  it('moves a suffix typed in the last name to the suffix', () => {
    expect(getPersonNameParts({ firstName: 'John', lastName: 'Smith Jr.' })).toEqual(
      parts('John', '', 'Smith', 'Jr.'),
    );
    expect(getPersonNameParts({ firstName: 'John', lastName: 'Smith Jr.', suffix: 'Jr' })).toEqual(
      parts('John', '', 'Smith', 'Jr'),
    );
    expect(getPersonNameParts({ firstName: 'Ann', lastName: 'V' })).toEqual(parts('Ann', '', 'V'));
  });

  it('moves particles typed at the end of the first or middle name to the surname', () => {
    expect(getPersonNameParts({ firstName: 'Maria', middleName: 'de la', lastName: 'Cruz' })).toEqual(
      parts('Maria', '', 'de la Cruz'),
    );
    expect(getPersonNameParts({ firstName: 'Maria', middleName: 'Elena de', lastName: 'Souza' })).toEqual(
      parts('Maria', 'Elena', 'de Souza'),
    );
    expect(getPersonNameParts({ firstName: 'Ludwig van', lastName: 'Beethoven' })).toEqual(
      parts('Ludwig', '', 'van Beethoven'),
    );
    expect(getPersonNameParts({ firstName: 'Van', lastName: 'Morrison' })).toEqual(
      parts('Van', '', 'Morrison'),
    );
    expect(getPersonNameParts({ firstName: 'Ann', middleName: 'De', lastName: '' })).toEqual(
      parts('Ann', '', 'De'),
    );
  });

  it('splits a whole name typed in the first name when there is no last name', () => {
    expect(getPersonNameParts({ firstName: 'Maria de la Cruz', suffix: 'Jr' })).toEqual(
      parts('Maria', '', 'de la Cruz', 'Jr'),
    );
    expect(getPersonNameParts({ firstName: 'Cher' })).toEqual(parts('Cher', '', ''));
    expect(getPersonNameParts({})).toEqual(parts('', '', ''));
  });
});
