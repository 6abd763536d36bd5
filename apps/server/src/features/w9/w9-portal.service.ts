import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  getW9PageState,
  maskTinLast4,
  normalizeTinType,
  resolveTinInput,
  toFieldProblem,
  validateW9Form,
  W9_MESSAGES,
  type W9RequestStatus,
} from '@file1099/forms';
import { text } from '@file1099/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import { invalidInputError } from '../../lib/field-messages.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { hashToken } from '../../lib/tokens.ts';
import { payees } from '../payees/payees.table.ts';
import { fillW9Pdf } from './w9-pdf.ts';
import { w9Requests, type W9FormData, type W9RequestRow } from './w9.table.ts';

/** The largest signature image accepted (decoded bytes). */
export const MAX_SIGNATURE_BYTES = 512 * 1024;

export const W9_PORTAL_MESSAGES = {
  loadFailed: W9_MESSAGES.loadFailed,
  alreadySigned: 'This W-9 was already submitted. Changes need a new request from your customer.',
  notReady: W9_MESSAGES.submitInvalid,
  badSignature: 'The signature must be a PNG or JPEG image of at most 512 KB.',
  signatureRequired: W9_MESSAGES.signatureRequired,
} as const;

const INCOMPLETE: readonly W9RequestStatus[] = ['Requested', 'Viewed', 'Editing'];

/** What the payee's page reads (spec part 1 §7 GET /rs/api/vendorportal/w9/{id}/): only this request. */
export interface W9PortalView extends Omit<W9FormData, 'tinType'> {
  id: string;
  displayName: string;
  payerName: string;
  w9RequestStatus: W9RequestStatus;
  requestText: string;
  tinType: string;
  /** Masked to the last four digits once entered. */
  tin: string;
  signedAt: string | null;
  expiresAt: string | null;
}

export function blankForm(): W9FormData {
  return {
    entityType: null,
    businessName: '',
    dba: '',
    firstName: '',
    middleName: '',
    lastName: '',
    tinType: 'SSN',
    fedTaxClassification: '',
    llcTaxClassification: '',
    otherClassification: '',
    foreignPartners: false,
    exemptPayeeCode: '',
    fatcaCode: '',
    emailAddress: '',
    phoneNumber: '',
    phoneExt: '',
    address: { line1: '', line2: '', city: '', state: '', country: 'US', postalCode: '' },
    correctTIN: false,
    exempt: false,
    usPerson: false,
  };
}

export function getRequestText(payerName: string): string {
  return `${payerName} asks you to fill in and sign Form W-9 (Request for Taxpayer Identification Number and Certification). Your answers go only to ${payerName}, who needs them to report payments to you correctly.`;
}

/**
 * The request a link names, or the spec's load-failure message for a token that is malformed,
 * unknown, expired, never sent or cancelled: the page cannot tell them apart, and neither can a guesser.
 */
export async function findByToken(db: Db, token: string, now: Date = new Date()): Promise<W9RequestRow> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new AppError('NOT_FOUND', W9_PORTAL_MESSAGES.loadFailed);
  const [row] = await db
    .select()
    .from(w9Requests)
    .where(eq(w9Requests.tokenHash, hashToken(token)));
  if (
    !row ||
    !row.expiresAt ||
    row.expiresAt.getTime() <= now.getTime() ||
    getW9PageState(row.status) === 'invalid'
  )
    throw new AppError('NOT_FOUND', W9_PORTAL_MESSAGES.loadFailed);
  return row;
}

/** The payee's starting values: what they entered so far, else what the payer has on file (no TIN). */
async function startingForm(db: Db, row: W9RequestRow): Promise<W9FormData> {
  const form = { ...blankForm(), ...row.form };
  if (row.form.entityType !== undefined) return form;
  const [payee] = await db.select().from(payees).where(eq(payees.id, row.payeeId));
  if (!payee) return form;
  return {
    ...form,
    businessName: payee.businessName,
    dba: payee.dba,
    firstName: payee.firstName,
    middleName: payee.middleName,
    lastName: payee.lastName,
    emailAddress: payee.emailAddress,
    phoneNumber: payee.phoneNumber,
    phoneExt: payee.phoneExt,
    address: {
      line1: payee.line1,
      line2: payee.line2,
      city: payee.city,
      state: payee.state,
      country: payee.country,
      postalCode: payee.postalCode,
    },
  };
}

async function toView(db: Db, token: string, row: W9RequestRow): Promise<W9PortalView> {
  const form = await startingForm(db, row);
  const [payee] = await db
    .select({ displayName: payees.displayName })
    .from(payees)
    .where(eq(payees.id, row.payeeId));
  return {
    ...form,
    id: token,
    displayName: payee?.displayName ?? '',
    payerName: row.payerName,
    w9RequestStatus: row.status,
    requestText: getRequestText(row.payerName),
    tin: maskTinLast4(row.tinLast4, form.tinType),
    signedAt: row.signature?.signedAt ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** GET: the request; the first look moves Requested to Viewed. */
export async function loadW9ForPayee(db: Db, token: string): Promise<W9PortalView> {
  let row = await findByToken(db, token);
  if (row.status === 'Requested') {
    const [viewed] = await db
      .update(w9Requests)
      .set({ status: 'Viewed', updatedAt: new Date() })
      .where(and(eq(w9Requests.id, row.id), eq(w9Requests.status, 'Requested')))
      .returning();
    row = viewed ?? row;
  }
  return toView(db, token, row);
}

const str = (value: unknown, max = 200) => text(typeof value === 'string' ? value : '').slice(0, max);
const bool = (value: unknown) => value === true;

/** The payload's W-9 fields, trimmed and bounded; anything else in it is ignored. */
export function readForm(input: Record<string, unknown>): W9FormData {
  const address = (
    typeof input.address === 'object' && input.address !== null ? input.address : {}
  ) as Record<string, unknown>;
  const entityType =
    input.entityType === 'Individual' || input.entityType === 'Business' ? input.entityType : null;
  const classification = str(input.fedTaxClassification, 20);
  return {
    entityType,
    businessName: str(input.businessName),
    dba: str(input.dba),
    firstName: str(input.firstName, 100),
    middleName: str(input.middleName, 100),
    lastName: str(input.lastName, 100),
    tinType: normalizeTinType(input.tinType),
    fedTaxClassification: entityType === 'Individual' ? 'individual' : classification,
    llcTaxClassification: classification === 'llc' ? str(input.llcTaxClassification, 1).toLowerCase() : '',
    otherClassification: str(input.otherClassification, 100),
    foreignPartners: ['part', 'trust', 'llc'].includes(classification) && bool(input.foreignPartners),
    exemptPayeeCode: str(input.exemptPayeeCode, 2),
    fatcaCode: str(input.fatcaCode, 1).toUpperCase(),
    emailAddress: str(input.emailAddress).toLowerCase(),
    phoneNumber: str(input.phoneNumber, 30),
    phoneExt: str(input.phoneExt, 10),
    address: {
      line1: str(address.line1, 100),
      line2: str(address.line2, 100),
      city: str(address.city, 100),
      state: str(address.state, 2).toUpperCase(),
      country: str(address.country, 2).toUpperCase() || 'US',
      postalCode: str(address.postalCode, 10),
    },
    correctTIN: bool(input.correctTIN),
    exempt: bool(input.exempt),
    usPerson: bool(input.usPerson),
  };
}

export function checkForm(form: W9FormData, tin: string): void {
  const check = validateW9Form({ ...form, tin }, undefined);
  if (check.errors.length > 0)
    throw invalidInputError(check.errors, {
      fallback: W9_MESSAGES.submitInvalid,
      developerMessage: 'w9 form invalid',
      toField: toFieldProblem,
    });
}

/**
 * PUT: the payee's answers kept (so a payee who leaves comes back to them). `draft` saves progress
 * without the full check (the entity-type step); otherwise the W-9 form's rules apply in full.
 */
export async function saveW9ForPayee(
  db: Db,
  vault: TinVault,
  token: string,
  input: Record<string, unknown>,
): Promise<W9PortalView> {
  const row = await findByToken(db, token);
  if (!INCOMPLETE.includes(row.status)) throw new AppError('CONFLICT', W9_PORTAL_MESSAGES.alreadySigned);
  const form = readForm(input);
  const stored = vault.reveal(row.tinCiphertext);
  const tin = resolveTinInput(str(input.tin, 20), stored);
  if (input.draft !== true) checkForm(form, tin);
  const sealed = vault.seal(tin);
  const [saved] = await db
    .update(w9Requests)
    .set({
      form,
      tinCiphertext: sealed.tinCiphertext,
      tinLast4: sealed.tinLast4,
      status: 'Editing',
      updatedAt: new Date(),
    })
    .where(and(eq(w9Requests.id, row.id), inArray(w9Requests.status, [...INCOMPLETE])))
    .returning();
  if (!saved) throw new AppError('CONFLICT', W9_PORTAL_MESSAGES.alreadySigned);
  return toView(db, token, saved);
}

/** A signature sent as base64 text (a data: URL or bare), checked to be a small PNG or JPEG. */
export function readSignatureImage(value: unknown): Uint8Array {
  if (typeof value !== 'string' || value.length === 0)
    throw new AppError('BAD_USER_INPUT', W9_PORTAL_MESSAGES.signatureRequired);
  const base64 = value.replace(/^data:image\/(png|jpeg);base64,/, '');
  if (base64.length > Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 4 || !/^[A-Za-z0-9+/]+=*$/.test(base64))
    throw new AppError('BAD_USER_INPUT', W9_PORTAL_MESSAGES.badSignature);
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if ((!png && !jpeg) || bytes.length > MAX_SIGNATURE_BYTES || bytes.length < 24)
    throw new AppError('BAD_USER_INPUT', W9_PORTAL_MESSAGES.badSignature);
  return bytes;
}

export function usDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
  return parts;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * POST file: the payee signs. The saved form is checked in full again, the official W-9 filled with
 * it and the signature, and the PDF kept sealed with the evidence of who signed, when and from
 * where. Only one signature per request: a second one is refused.
 */
export async function signW9ForPayee(
  db: Db,
  services: { tinVault: TinVault; encryptor: Encryptor },
  token: string,
  input: { signature: unknown; ip: string; userAgent: string; now?: Date },
): Promise<W9PortalView> {
  const row = await findByToken(db, token);
  if (!INCOMPLETE.includes(row.status)) throw new AppError('CONFLICT', W9_PORTAL_MESSAGES.alreadySigned);
  const image = readSignatureImage(input.signature);
  const form = { ...blankForm(), ...row.form };
  const tin = services.tinVault.reveal(row.tinCiphertext);
  if (row.status !== 'Editing') throw new AppError('BAD_USER_INPUT', W9_PORTAL_MESSAGES.notReady);
  checkForm(form, tin);
  const now = input.now ?? new Date();
  const pdf = await fillW9Pdf({
    form,
    tin,
    signature: image,
    signedDate: usDate(now),
    requester: row.payerName,
  });
  const name =
    form.entityType === 'Individual'
      ? [form.firstName, form.lastName].filter(Boolean).join(' ')
      : form.businessName;
  const [saved] = await db
    .update(w9Requests)
    .set({
      status: 'Filled',
      filledAt: now,
      updatedAt: now,
      pdfCiphertext: services.encryptor.encrypt(Buffer.from(pdf).toString('base64')),
      signature: {
        signerName: name,
        signedAt: now.toISOString(),
        ip: input.ip,
        userAgent: input.userAgent.slice(0, 500),
        imageSha256: sha256(image),
        pdfSha256: sha256(pdf),
      },
    })
    .where(and(eq(w9Requests.id, row.id), eq(w9Requests.status, 'Editing')))
    .returning();
  if (!saved) throw new AppError('CONFLICT', W9_PORTAL_MESSAGES.alreadySigned);
  return toView(db, token, saved);
}

/** The signed PDF of a request (decrypted), or undefined before it was signed. */
export function revealW9Pdf(
  encryptor: Encryptor,
  row: Pick<W9RequestRow, 'pdfCiphertext'>,
): Buffer | undefined {
  if (!row.pdfCiphertext) return undefined;
  return Buffer.from(encryptor.decrypt(row.pdfCiphertext), 'base64');
}

/** GET file: the payee's signed W-9 while the link is valid. */
export async function readW9PdfForPayee(db: Db, encryptor: Encryptor, token: string): Promise<Buffer> {
  const row = await findByToken(db, token);
  const pdf = revealW9Pdf(encryptor, row);
  if (!pdf) throw new AppError('NOT_FOUND', W9_PORTAL_MESSAGES.loadFailed);
  return pdf;
}
