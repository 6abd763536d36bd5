import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The web app's generated operation documents (one folder per endpoint): the exact text it sends,
 * each operation followed by the fragments it uses.
 */
export const WEB_OPERATIONS_DIR = path.resolve(import.meta.dirname, '../../../web/src/gql');

export interface WebOperation {
  /** The generated file it is in, relative to apps/web/src/gql. */
  file: string;
  source: string;
}

const OPERATION_START = /^\s*(?:query|mutation|subscription)\b\s*[A-Za-z_({]/;

function listDocumentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listDocumentFiles(full);
    return entry.name === 'graphql.ts' ? [full] : [];
  });
}

/** Every GraphQL operation (query or mutation text) the web app sends, as its generated documents hold it. */
export function readWebOperations(dir = WEB_OPERATIONS_DIR): WebOperation[] {
  const operations: WebOperation[] = [];
  for (const file of listDocumentFiles(dir)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        OPERATION_START.test(node.text)
      )
        operations.push({ file: path.relative(dir, file), source: node.text });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return operations;
}
