import { describe, expect, it } from 'vitest';
import {
  getBusinessNameControl,
  getPayeeNameControl,
  getPersonNameControl,
  isPersonNamed,
} from './name-control.ts';
import { splitPersonName } from './names.ts';

/** The name control of a one-line individual name, as the IRS examples write them (given name first). */
function controlOf(fullName: string): string {
  return getPersonNameControl(splitPersonName(fullName).lastName);
}

const PUB1220 = 'irs-fire-pub1220.md §8.1';
const TIN_MATCHING = 'tin-matching.md §5';
const IRS_PAGE = 'irs.gov "How your name control is assigned" (tin-matching.md §5 source)';

describe('individual name controls: every example of the references', () => {
  // 'surname' rows give the surname field, 'name' rows a one-line name, given name first.
  it.each([
    [PUB1220, 'name', 'John Smith', 'SMIT'],
    [PUB1220, 'surname', 'Ng', 'NG'],
    [PUB1220, 'surname', 'Lo-Smith', 'LO-S'],
    [PUB1220, 'surname', 'Smith-Jones', 'SMIT'],
    [PUB1220, 'surname', "O'Neil", 'ONEI'],
    [PUB1220, 'surname', 'Van Dyke', 'VAND'],
    [PUB1220, 'surname', 'McCarthy', 'MCCA'],
    [`${PUB1220} (Jane Doe DBA Acme: the owner)`, 'name', 'Jane Doe', 'DOE'],
    [TIN_MATCHING, 'name', 'Ralph Teak', 'TEAK'],
    [TIN_MATCHING, 'name', 'Joe McCedar', 'MCCE'],
    [TIN_MATCHING, 'name', 'Jane Doe', 'DOE'],
    [TIN_MATCHING, 'name', 'Brandy Cedar-Hawthorn', 'CEDA'],
    [`${TIN_MATCHING} (Mark Hemlock dba The Sunshine Café: the owner)`, 'name', 'Mark Hemlock', 'HEML'],
    [IRS_PAGE, 'name', 'John Q. Public', 'PUBL'],
  ])('%s: %s %s → %s', (_source, kind, example, control) => {
    expect(kind === 'surname' ? getPersonNameControl(example) : controlOf(example)).toBe(control);
  });

  it.each([
    ['particles stay in the surname (Van Dyke → VAND)', 'Maria de la Cruz', 'DELA'],
    ['particles stay in the surname', 'Ludwig van Beethoven', 'VANB'],
    ['particles stay in the surname', 'Otto von Bismarck', 'VONB'],
    ['particles stay in the surname', 'Ana da Silva', 'DASI'],
    ['particles stay in the surname', 'Juan del Rio', 'DELR'],
    ['particles stay in the surname', 'Marine le Pen', 'LEPE'],
    ['Mc/Mac written apart, blanks dropped', 'Ronald Mc Donald', 'MCDO'],
    ['Mac joined', 'Angus MacLeod', 'MACL'],
    ['apostrophes dropped', "Mark D'Angelo", 'DANG'],
    ['periods dropped', 'Anne St. John', 'STJO'],
    ['two surnames joined by y', 'Juan Gomez y Conde', 'GOME'],
    ['suffixes ignored', 'John Smith Jr.', 'SMIT'],
    ['suffixes ignored', 'Ann Li III', 'LI'],
    ['suffixes ignored after a comma', 'Robert King, Sr.', 'KING'],
    ['titles ignored', 'Dr. Mary Oak', 'OAK'],
    ['surname given first with a comma', 'Pham, Nhat Thi', 'PHAM'],
    ['surname given first with a comma and particles', 'de la Rosa, Elena', 'DELA'],
    ['accents transliterated as everywhere', 'José Núñez', 'NUNE'],
    ['accents transliterated as everywhere', 'Zoë Ødegård', 'ODEG'],
    ['German sharp s', 'Hans Straße', 'STRA'],
    ['accented particle', 'Inês de Sá', 'DESA'],
    ['hyphen never first', 'Ann -Smith', 'SMIT'],
  ])('%s: %s → %s', (_rule, fullName, control) => {
    expect(controlOf(fullName)).toBe(control);
  });

  it('gives no control for a surname without Latin letters (the IRS derives its own)', () => {
    expect(getPersonNameControl('李')).toBe('');
    expect(getPersonNameControl('Иванов')).toBe('');
    expect(getPersonNameControl('')).toBe('');
    expect(getPersonNameControl(null)).toBe('');
  });

  it('keeps to the IRIS PersonNameControlType pattern: letters and hyphens, a letter first', () => {
    for (const name of ['Smith 2nd', "-O'Hare", 'Lo-Smith', 'Ng', 'Müller-Lüdenscheidt', 'X Æ A-12'])
      expect(getPersonNameControl(name)).toMatch(/^[A-Z][A-Z\- ]{0,3}$/);
  });

  it('keeps a surname that is only a suffix word', () => {
    expect(getPersonNameControl('V')).toBe('V');
    expect(getPersonNameControl('Ii')).toBe('II');
  });
});

describe('business name controls: every example of the references', () => {
  it.each([
    [TIN_MATCHING, 'Sumac Field Plow Inc', 'SUMA'],
    [TIN_MATCHING, '11th Street Inc', '11TH'],
    [TIN_MATCHING, 'P & P Company', 'P&PC'],
    [TIN_MATCHING, 'Y-Z Drive Co', 'Y-ZD'],
    [TIN_MATCHING, 'Joe Doe Trucking', 'JOED'],
    [TIN_MATCHING, 'The Willow Co', 'WILL'],
    [TIN_MATCHING, 'The Hawthorn', 'THEH'],
    [PUB1220, 'The Hawthorn Company', 'HAWT'],
    [PUB1220, 'A & B Cafe', 'A&BC'],
    [PUB1220, '1st Bank', '1STB'],
    [IRS_PAGE, 'Joe Doe Trucking', 'JOED'],
    [IRS_PAGE, 'The Willow Co.', 'WILL'],
    [IRS_PAGE, 'The Hawthorn', 'THEH'],
    [`${PUB1220} (estate: the decedent's surname)`, 'Estate of Sidney Bunkins', 'BUNK'],
    [`${TIN_MATCHING} (estate → decedent's last name)`, 'Jeffrey Jones Estate', 'JONE'],
  ])('%s: %s → %s', (_source, name, control) => {
    expect(getBusinessNameControl(name)).toBe(control);
  });

  it.each([
    ['periods dropped', 'A.B.C. Corp.', 'ABCC'],
    ['The in any case', 'THE ACME GROUP', 'ACME'],
    ['The alone', 'The', 'THE'],
    ['accents transliterated', 'Café Olé LLC', 'CAFE'],
    ['other symbols dropped', '#1 Pizza!', '1PIZ'],
    ['& and - never first', '& Sons - Hardware', 'SONS'],
    ['an estate with a comma and particles', 'Maria de la Cruz, Estate', 'DELA'],
    ['an estate with a suffix', 'Estate of John Smith Jr.', 'SMIT'],
    ['not an estate', 'Estate Jewelers Inc', 'ESTA'],
    ['no letters or digits', '李氏有限公司', ''],
    ['missing', undefined, ''],
  ])('%s: %s → %s', (_rule, name, control) => {
    expect(getBusinessNameControl(name)).toBe(control);
  });

  it('keeps to the IRIS BusinessNameControlType pattern', () => {
    for (const name of ['P & P Company', 'Y-Z Drive Co', '11th Street Inc', 'The - & Co', 'Ärger GmbH'])
      expect(getBusinessNameControl(name)).toMatch(/^([A-Z0-9-]|&){1,4}$/);
  });
});

describe('payee name controls', () => {
  it('uses the individual surname for a sole proprietor, never the DBA (tin-matching.md §5)', () => {
    expect(
      getPayeeNameControl({ entityType: 'Individual', lastName: 'Hemlock', businessName: 'Sunshine Cafe' }),
    ).toBe('HEML');
    expect(
      getPayeeNameControl({ entityType: 'Business', lastName: 'Hemlock', businessName: 'Sunshine Cafe' }),
    ).toBe('SUNS');
  });

  it('uses the owner for an SSN payee entered as a business with the owner named (disregarded entity)', () => {
    const payee = {
      entityType: 'Business' as const,
      tinType: 'SSN',
      firstName: 'Mark',
      lastName: 'Hemlock',
      businessName: 'Sunrise Holdings LLC',
    };
    expect(isPersonNamed(payee)).toBe(true);
    expect(getPayeeNameControl(payee)).toBe('HEML');
    expect(isPersonNamed({ ...payee, tinType: 'EIN' })).toBe(false);
    expect(isPersonNamed({ ...payee, firstName: ' ' })).toBe(false);
    expect(isPersonNamed({ ...payee, lastName: undefined })).toBe(false);
    expect(isPersonNamed({ ...payee, tinType: null })).toBe(false);
    expect(getPayeeNameControl({ ...payee, tinType: 'EIN' })).toBe('SUNR');
  });

  it('takes the surname from the parts: particles typed in the middle name, a suffix in the last name', () => {
    expect(
      getPayeeNameControl({
        entityType: 'Individual',
        firstName: 'Maria',
        middleName: 'de la',
        lastName: 'Cruz',
      }),
    ).toBe('DELA');
    expect(getPayeeNameControl({ entityType: 'Individual', firstName: 'Ann', lastName: 'Li Jr.' })).toBe(
      'LI',
    );
    expect(getPayeeNameControl({ entityType: 'Individual', firstName: 'Maria de la Cruz' })).toBe('DELA');
  });
});
