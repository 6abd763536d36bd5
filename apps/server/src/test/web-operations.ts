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

function listSourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listSourceFiles(full));
    else if (entry.name === 'graphql.ts') files.push(full);
  }
  return files;
}

/** A string or template literal as text, with each `${NAME}` left as a placeholder to fill in. */
type Piece = { text: string } | { name: string };

function readLiteral(node: ts.Node): Piece[] | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ text: node.text }];
  if (!ts.isTemplateExpression(node)) return undefined;
  const pieces: Piece[] = [{ text: node.head.text }];
  for (const span of node.templateSpans) {
    pieces.push(ts.isIdentifier(span.expression) ? { name: span.expression.text } : { name: '(expression)' });
    pieces.push({ text: span.literal.text });
  }
  return pieces;
}

/**
 * Every GraphQL operation (query or mutation text) the web app sends, as its generated documents
 * hold it, with any `${NAME}` filled in from the constants they name. Fails on a part it cannot fill in, so an
 * operation is never checked half-built.
 */
export function readWebOperations(dir = WEB_OPERATIONS_DIR): WebOperation[] {
  const constants = new Map<string, Piece[]>();
  const literals: { file: string; pieces: Piece[] }[] = [];
  for (const file of listSourceFiles(dir)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const pieces = readLiteral(node.initializer);
        if (pieces) constants.set(node.name.text, pieces);
      }
      const pieces = readLiteral(node);
      if (pieces) literals.push({ file: path.relative(dir, file), pieces });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const expand = (pieces: Piece[], seen: readonly string[]): string =>
    pieces
      .map((piece) => {
        if ('text' in piece) return piece.text;
        const value = constants.get(piece.name);
        if (!value || seen.includes(piece.name))
          throw new Error(`Cannot fill in \${${piece.name}} in a GraphQL operation of the web app`);
        return expand(value, [...seen, piece.name]);
      })
      .join('');
  return literals
    .filter(({ pieces }) => {
      const [first] = pieces;
      return first !== undefined && 'text' in first && OPERATION_START.test(first.text);
    })
    .map(({ file, pieces }) => ({ file, source: expand(pieces, []) }));
}
