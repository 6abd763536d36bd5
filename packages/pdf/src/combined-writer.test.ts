import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CombinedPdfWriter } from './combined-writer.ts';
import type { CopyKind } from './field-maps.ts';
import { testKit } from './test-support/assets.ts';
import { pageText, readPdfText } from './test-support/read-pdf.ts';
import { sampleStatement } from './test-support/statements.ts';
import type { Statement } from './values.ts';
import { StatementPdf } from './writer.ts';

function recipient(n: number): Statement {
  const s = sampleStatement('Type_1099_NEC', 2025);
  s.ret.payee = { ...s.ret.payee, firstName: `Robin${n}`, tin: String(500_000_100 + n) };
  s.ret.filingData = { ...s.ret.filingData, nonEmployeeComp: 100_000 + n };
  return s;
}

/** Copy B of each statement through a combined writer; the chunks and the bytes written before the end. */
async function combine(statements: readonly Statement[], flushPages: number, pagesPerNode?: number) {
  const chunks: Buffer[] = [];
  const writer = await CombinedPdfWriter.create(
    testKit(),
    async (chunk) => {
      chunks.push(chunk);
    },
    { title: 'test', flushPages, pagesPerNode },
  );
  for (const statement of statements) await writer.addStatement(statement, ['B']);
  const beforeFinish = Buffer.concat(chunks).length;
  const result = await writer.finish();
  const bytes = Buffer.concat(chunks);
  expect(result).toEqual({ pages: statements.length * 2, bytes: bytes.length });
  return { bytes, beforeFinish, chunks: chunks.length };
}

/** Every in-use cross-reference entry points at its object's header; the trailer at the table. */
function checkXref(bytes: Buffer): number {
  const text = bytes.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.startsWith('xref\n', startxref)).toBe(true);
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const entries = Number(count);
  const table = startxref + `xref\n0 ${entries}\n`.length;
  let inUse = 0;
  for (let n = 1; n < entries; n++) {
    const entry = text.slice(table + 20 * n, table + 20 * n + 20);
    expect(entry).toMatch(/^\d{10} \d{5} [nf]\r\n$/);
    if (entry[17] !== 'n') continue;
    inUse += 1;
    expect(text.startsWith(`${n} 0 obj\n`, Number(entry.slice(0, 10)))).toBe(true);
  }
  expect(text.slice(table + 20 * entries)).toMatch(
    new RegExp(`^trailer\\n<< /Size ${entries} /Root \\d+ 0 R`),
  );
  return inUse;
}

function occurrences(bytes: Buffer, needle: string): number {
  return bytes.toString('latin1').split(needle).length - 1;
}

const hasQpdf = spawnSync('qpdf', ['--version']).status === 0;

describe('CombinedPdfWriter', () => {
  it('streams copies in parts into one valid PDF: pages, first/middle/last copy, cross-references', async () => {
    const statements = Array.from({ length: 60 }, (_, n) => recipient(n));
    const { bytes, beforeFinish, chunks } = await combine(statements, 10, 16);
    // Written as it went: the header plus a part per 10 pages, most bytes before the end.
    expect(chunks).toBeGreaterThanOrEqual(13);
    expect(beforeFinish).toBeGreaterThan(bytes.length / 2);
    expect(checkXref(bytes)).toBeGreaterThan(120);
    const pages = await readPdfText(new Uint8Array(bytes));
    expect(pages).toHaveLength(120);
    for (const n of [0, 30, 59]) {
      const copyB = pageText(pages[2 * n] ?? []);
      expect(copyB).toContain('Copy B');
      expect(copyB).toContain(`Robin${n} Gonzalez`);
      expect(copyB).toContain(`${(1000 + n / 100).toFixed(2).replace(/^1000/, '1,000')}`);
      expect(copyB).toContain(`***-**-${String(100 + n).padStart(4, '0')}`);
      expect(copyB).not.toContain(`500-00-${String(100 + n).padStart(4, '0')}`);
      expect(pageText(pages[2 * n + 1] ?? [])).toContain('Instructions for Recipient');
    }
    // A page tree of a root and nodes of at most 16 pages, each page's parent its node.
    const loaded = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(loaded.getPageCount()).toBe(120);
    const root = loaded.catalog.Pages();
    expect(root.Kids().size()).toBe(8);
    for (const page of loaded.getPages()) {
      const parent = page.node.Parent();
      expect(parent?.Parent()).toBe(root);
      expect(parent?.Count().asNumber()).toBeLessThanOrEqual(16);
    }
  });

  it('writes the font and each official page once, however many parts', async () => {
    const few = await combine([recipient(1), recipient(2)], 2);
    const many = await combine(
      Array.from({ length: 40 }, (_, n) => recipient(n)),
      2,
    );
    expect(occurrences(few.bytes, '/FontFile2')).toBe(1);
    expect(occurrences(many.bytes, '/FontFile2')).toBe(1);
    expect(occurrences(many.bytes, '/Subtype /Form')).toBe(occurrences(few.bytes, '/Subtype /Form'));
    // Each further copy adds its own text, a small part of what the shared objects weigh.
    const perCopy = (many.bytes.length - few.bytes.length) / 38;
    expect(perCopy).toBeLessThan(few.bytes.length / 20);
  });

  it('gives the same pages as one in-memory document, for mixed forms, copies and mailing pages', async () => {
    const mixed: [Statement, readonly CopyKind[] | 'mail'][] = [
      [recipient(7), ['B', 'C']],
      [sampleStatement('Type_1099_MISC', 2026, true), ['1', 'B', '2', 'C']],
      [sampleStatement('Type_1099_OID', 2025), ['B']],
      [sampleStatement('Type_1099_INT', 2026), 'mail'],
      [recipient(8), ['2']],
    ];
    const chunks: Buffer[] = [];
    const writer = await CombinedPdfWriter.create(
      testKit(),
      async (chunk) => {
        chunks.push(chunk);
      },
      { flushPages: 1 },
    );
    const whole = await StatementPdf.create(testKit());
    for (const [statement, copies] of mixed) {
      if (copies === 'mail') {
        await writer.addMailCopy(statement);
        await whole.addMailCopy(statement);
      } else {
        await writer.addStatement(statement, copies);
        await whole.addStatement(statement, copies);
      }
    }
    await writer.flush();
    const { pages } = await writer.finish();
    await expect(writer.addStatement(recipient(9), ['B'])).rejects.toThrow(/finished/);
    const bytes = Buffer.concat(chunks);
    checkXref(bytes);
    const streamed = await readPdfText(new Uint8Array(bytes));
    const expected = await readPdfText(await whole.save());
    expect(pages).toBe(whole.pages);
    expect(streamed).toHaveLength(expected.length);
    expect(streamed.map(pageText)).toEqual(expected.map(pageText));
  });

  it.skipIf(!hasQpdf)('passes qpdf --check', async () => {
    const { bytes } = await combine(
      Array.from({ length: 12 }, (_, n) => recipient(n)),
      5,
      7,
    );
    const file = path.join(os.tmpdir(), `combined-${process.pid}.pdf`);
    fs.writeFileSync(file, bytes);
    try {
      const output = execFileSync('qpdf', ['--check', file], { encoding: 'utf8' });
      expect(output).toContain('No syntax or stream encoding errors found');
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});
