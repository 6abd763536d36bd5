/**
 * Libraries that take a large share of a server start's CPU to import (pdf-lib with fontkit, ExcelJS,
 * zip.js, nodemailer, qrcode), loaded on their first use instead: every start, every command and every
 * test that spawns the server would otherwise pay for them. Each loader keeps its first promise, so a
 * request after the first pays nothing; a failed load is tried again on the next call. Types come from
 * `import type` at the use site.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** @file1099/pdf (pdf-lib and fontkit): statements, Form 1096, combined PDFs. */
export const loadPdfKit = once(() => import('@file1099/pdf'));

/** pdf-lib alone: receipts, the W-9 and the sample document. */
export const loadPdfLib = once(() => import('pdf-lib'));

/** ExcelJS: templates and exports (imports read workbooks in a worker of their own). */
export const loadExcelJS = once(async () => (await import('exceljs')).default);

/** zip.js, without web workers: the Self eFile archives. */
export const loadZipJs = once(async () => {
  const zipJs = await import('@zip.js/zip.js');
  zipJs.configure({ useWebWorkers: false });
  return zipJs;
});

/** nodemailer: only a server with SMTP_HOST sends mail. */
export const loadNodemailer = once(async () => (await import('nodemailer')).default);

/** qrcode: the authenticator app's set-up picture. */
export const loadQrCode = once(async () => (await import('qrcode')).default);
