import { readFile } from 'node:fs/promises';
import { loadPdfLib } from '../../lib/lazy-modules.ts';
import type { W9FormData } from './w9.table.ts';

/** The official Form W-9 (Rev. March 2024), byte for byte as irs.gov publishes it. */
const FW9_URL = new URL('./assets/fw9.pdf', import.meta.url);

let template: Promise<Uint8Array> | undefined;
function loadTemplate(): Promise<Uint8Array> {
  template ??= readFile(FW9_URL).then((bytes) => new Uint8Array(bytes));
  return template;
}

const P1 = 'topmostSubform[0].Page1[0]';
const BOXES = `${P1}.Boxes3a-b_ReadOrder[0]`;
const FIELDS = {
  name: `${P1}.f1_01[0]`,
  businessName: `${P1}.f1_02[0]`,
  llcLetter: `${BOXES}.f1_03[0]`,
  otherText: `${BOXES}.f1_04[0]`,
  foreignPartners: `${BOXES}.c1_2[0]`,
  exemptPayeeCode: `${P1}.f1_05[0]`,
  fatcaCode: `${P1}.f1_06[0]`,
  street: `${P1}.Address_ReadOrder[0].f1_07[0]`,
  cityStateZip: `${P1}.Address_ReadOrder[0].f1_08[0]`,
  requester: `${P1}.f1_09[0]`,
  ssn: [`${P1}.f1_11[0]`, `${P1}.f1_12[0]`, `${P1}.f1_13[0]`],
  ein: [`${P1}.f1_14[0]`, `${P1}.f1_15[0]`],
} as const;

/** Line 3a's seven boxes, in the form's order: the classification each one stands for. */
const CLASSIFICATION_BOX: Record<string, number> = {
  individual: 0,
  sole: 0,
  ccorp: 1,
  scorp: 2,
  part: 3,
  trust: 4,
  llc: 5,
  other: 6,
};

/** Where the signature goes: right of 'Signature of U.S. person', left of 'Date' (page 1, points). */
export const SIGNATURE_BOX = { x: 128, y: 192, width: 250, height: 24 } as const;
const DATE_AT = { x: 410, y: 197, size: 10 } as const;

export interface W9PdfInput {
  form: Partial<W9FormData>;
  tin: string;
  /** PNG or JPEG bytes of the drawn signature. */
  signature: Uint8Array;
  /** The date printed beside the signature, MM/DD/YYYY. */
  signedDate: string;
  requester: string;
}

/** Line 1: the individual's (or sole proprietor's) name, else the business name. */
export function getW9LineOneName(form: Partial<W9FormData>): string {
  if (form.entityType === 'Individual')
    return [form.firstName, form.middleName, form.lastName].filter((part) => part?.trim()).join(' ');
  return form.businessName ?? '';
}

function isPng(bytes: Uint8Array): boolean {
  return bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
}

/**
 * The signed W-9: the official form's fields filled from what the payee entered, flattened so it
 * reads the same everywhere, with the signature image drawn at its fixed spot and the date beside it.
 */
export async function fillW9Pdf(input: W9PdfInput): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const doc = await PDFDocument.load(await loadTemplate());
  const form = doc.getForm();
  const { form: data } = input;
  const setText = (name: string, value: string) => {
    const field = form.getTextField(name);
    const max = field.getMaxLength();
    field.setText(max === undefined ? value : value.slice(0, max));
  };
  setText(FIELDS.name, getW9LineOneName(data));
  const dba = data.entityType === 'Individual' ? (data.businessName ?? data.dba ?? '') : (data.dba ?? '');
  setText(FIELDS.businessName, dba);
  const classification = data.entityType === 'Individual' ? 'individual' : (data.fedTaxClassification ?? '');
  const box = CLASSIFICATION_BOX[classification];
  // The published file comes with the first box checked: every box starts clear.
  for (let index = 0; index < 7; index += 1) form.getCheckBox(`${BOXES}.c1_1[${index}]`).uncheck();
  if (box !== undefined) form.getCheckBox(`${BOXES}.c1_1[${box}]`).check();
  if (classification === 'llc') setText(FIELDS.llcLetter, (data.llcTaxClassification ?? '').toUpperCase());
  if (classification === 'other') setText(FIELDS.otherText, data.otherClassification ?? '');
  if (data.foreignPartners) form.getCheckBox(FIELDS.foreignPartners).check();
  setText(FIELDS.exemptPayeeCode, data.exemptPayeeCode ?? '');
  setText(FIELDS.fatcaCode, data.fatcaCode ?? '');
  const address = data.address;
  setText(FIELDS.street, [address?.line1, address?.line2].filter((part) => part?.trim()).join(', '));
  setText(
    FIELDS.cityStateZip,
    [address?.city, [address?.state, address?.postalCode].filter(Boolean).join(' ')]
      .filter((part) => part?.trim())
      .join(', '),
  );
  setText(FIELDS.requester, input.requester);
  const digits = input.tin.replace(/\D/g, '');
  if (data.tinType === 'EIN') {
    setText(FIELDS.ein[0], digits.slice(0, 2));
    setText(FIELDS.ein[1], digits.slice(2));
  } else {
    setText(FIELDS.ssn[0], digits.slice(0, 3));
    setText(FIELDS.ssn[1], digits.slice(3, 5));
    setText(FIELDS.ssn[2], digits.slice(5));
  }
  const font = await doc.embedFont(StandardFonts.Helvetica);
  form.updateFieldAppearances(font);
  form.flatten();
  const page = doc.getPage(0);
  const image = isPng(input.signature)
    ? await doc.embedPng(input.signature)
    : await doc.embedJpg(input.signature);
  const scale = Math.min(SIGNATURE_BOX.width / image.width, SIGNATURE_BOX.height / image.height);
  page.drawImage(image, {
    x: SIGNATURE_BOX.x,
    y: SIGNATURE_BOX.y,
    width: image.width * scale,
    height: image.height * scale,
  });
  page.drawText(input.signedDate, { x: DATE_AT.x, y: DATE_AT.y, size: DATE_AT.size, font });
  doc.setTitle('Form W-9 (Rev. March 2024)');
  doc.setProducer('File1099');
  return doc.save();
}
