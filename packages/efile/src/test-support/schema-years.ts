import { UNVERIFIED_2026_ELEMENT_NAMES } from '../iris/elements.ts';

function withoutElements(xml: string, names: readonly string[]): string {
  return names.reduce((text, name) => text.replace(new RegExp(`\\s*<${name}>[^<]*</${name}>`, 'g'), ''), xml);
}

/**
 * An IRIS document of any year we write, in the shape of the TY2025 schema the package ships, so that
 * the official check covers everything else in it (as xsd.test.ts does for the golden files). TY2026:
 * without the elements we invented (UNVERIFIED_2026_ELEMENT_NAMES). TY2024: with the manifest's
 * SchemaVersionNum and without TotalReportedAmt and the MISC ExcessParachutePaymentAmt, the TY2024
 * differences UNVERIFIED_ELEMENTS lists. TY2025 documents are returned as they are.
 */
export function toTy2025SchemaShape(xml: string, taxYear: number): string {
  if (taxYear === 2026) return withoutElements(xml, UNVERIFIED_2026_ELEMENT_NAMES);
  if (taxYear !== 2024) return xml;
  return withoutElements(xml, ['TotalReportedAmt', 'ExcessParachutePaymentAmt']).replace(
    /(\s*)<UniqueTransmissionId>/,
    '$1<SchemaVersionNum>2.0.3</SchemaVersionNum>$1<UniqueTransmissionId>',
  );
}
