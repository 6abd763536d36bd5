/**
 * @file1099/pdf: recipient statements and Form 1096 on the official IRS PDFs, and a substitute
 * statement where the repository has no official file. Pure: the caller passes the PDF and font bytes
 * (`PDF_ASSETS_DIR`, `PDF_TEMPLATE_FILES`, `PDF_FONT_FILE`) and gets bytes back. See docs/documents.md.
 */
export * from './field-maps.ts';
export * from './field-maps-1096.ts';
export * from './kit.ts';
export * from './values.ts';
export * from './writer.ts';
export * from './form1096.ts';
export { fitText, type FittedText, type Rect } from './fit.ts';
export { OMB_NUMBERS } from './substitute.ts';
export * from './copy-sets.ts';
export { ZipWriter } from './zip-writer.ts';
export * from './mailing.ts';
export { CombinedPdfWriter, COMBINED_FLUSH_PAGES, type CombinedPdfOptions } from './combined-writer.ts';
