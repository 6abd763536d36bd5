import { describe, expect, it } from 'vitest';
import { listFixtures, toIrisInput } from '../test-support/fixtures.ts';
import type { EfileReturn } from '../model.ts';
import { validateIrisXml } from './validate.ts';
import { createIrisTransmissions, writeIrisXmlToStrings } from './writer.ts';
import { createUniqueTransmissionId } from './manifest.ts';

const fixture = listFixtures().find(
  (item) => item.year === 2025 && item.form === '1099-misc' && item.kind === 'original',
);

describe('IRIS writer', () => {
  it('splits a transmission that would pass the size limit, each part complete and consistent', () => {
    if (!fixture) throw new Error('fixture missing');
    const input = toIrisInput(fixture.input);
    const template = fixture.input.returns[0] as EfileReturn;
    const returns = Array.from({ length: 40 }, (_, index) => ({
      ...template,
      filingData: { ...template.filingData, payeeAccountNumber: `A${index}` },
    }));
    let uuid = 0;
    const transmissions = createIrisTransmissions({
      ...input,
      createUuid: () => `00000000-0000-4000-8000-${String((uuid += 1)).padStart(12, '0')}`,
      maxTransmissionBytes: 70_000,
      submissions: [
        { ...input.submissions[0], payer: fixture.input.payer, formType: 'Type_1099_MISC', returns },
      ],
    });
    expect(transmissions.length).toBeGreaterThan(1);
    expect(transmissions.reduce((total, transmission) => total + transmission.recordCount, 0)).toBe(40);
    expect(new Set(transmissions.map((transmission) => transmission.uniqueTransmissionId)).size).toBe(
      transmissions.length,
    );
    for (const transmission of transmissions) {
      const xml = [...transmission.write()].join('');
      expect(xml.length).toBeLessThanOrEqual(70_000);
      expect(validateIrisXml(xml).problems).toEqual([]);
    }
    expect(transmissions[1]?.submissions[0]?.firstReturnIndex).toBe(transmissions[0]?.recordCount);
  });

  it('builds the UTID as uuid:IRIS:TCC::A', () => {
    expect(createUniqueTransmissionId('DA20A4DE-1357-11ED-861D-0242AC120002', 'A1B2C')).toBe(
      'da20a4de-1357-11ed-861d-0242ac120002:IRIS:A1B2C::A',
    );
  });

  it("writes the payer's office code whole, and refuses one that is not 4 letters or digits", () => {
    if (!fixture) throw new Error('fixture missing');
    const input = toIrisInput(fixture.input);
    const template = fixture.input.returns[0] as EfileReturn;
    const write = (officeCode: string) =>
      writeIrisXmlToStrings({
        ...input,
        submissions: [
          {
            ...input.submissions[0],
            payer: fixture.input.payer,
            formType: 'Type_1099_MISC',
            returns: [{ ...template, officeCode }],
          },
        ],
      });
    expect(write('A1b2')[0]).toContain('<IssuerOfficeCd>A1b2</IssuerOfficeCd>');
    expect(write('')[0]).not.toContain('IssuerOfficeCd');
    expect(() => write('BOS-1')).toThrow(
      /office code "BOS-1" must be 4 letters or digits; it is not changed/,
    );
    expect(() => write('AB')).toThrow(/Form 1099-MISC for payee .*office code "AB"/);
  });

  it('cleans names and addresses to the schema patterns', () => {
    if (!fixture) throw new Error('fixture missing');
    const input = toIrisInput(fixture.input);
    const template = fixture.input.returns[0] as EfileReturn;
    const messy: EfileReturn = {
      ...template,
      payee: {
        ...template.payee,
        firstName: 'Zoë  ',
        lastName: 'Brontë-Smith Jr.',
        address: {
          line1: '#12 — Rue de l’Église, Bâtiment B, Appartement 3',
          city: 'St. Louis',
          state: 'MO',
          postalCode: '63101-1234',
        },
      },
    };
    const [xml = ''] = writeIrisXmlToStrings({
      ...input,
      submissions: [
        { ...input.submissions[0], payer: fixture.input.payer, formType: 'Type_1099_MISC', returns: [messy] },
      ],
    });
    expect(xml).toContain('<PersonFirstNm>Zoe</PersonFirstNm>');
    expect(xml).toContain('<PersonLastNm>Bronte-Smith</PersonLastNm>');
    expect(xml).toContain('<SuffixNm>Jr</SuffixNm>');
    expect(xml).toContain('<AddressLine1Txt>12 - Rue de l Eglise Batiment B</AddressLine1Txt>');
    expect(xml).toContain('<AddressLine2Txt>Appartement 3</AddressLine2Txt>');
    expect(xml).toContain('<CityNm>St Louis</CityNm>');
    expect(xml).toContain('<ZIPCd>631011234</ZIPCd>');
  });
});
