/**
 * Error texts that would repeat what the caller sent (GraphQL coercion and syntax messages, JSON
 * parse errors with an excerpt of the body) are rewritten here so that the value given is gone and
 * the rest of the message stays useful. Used for what clients see and for what is logged.
 */

/** 123-45-6789 (SSN), 12-3456789 (EIN), and a 9-digit number standing on its own (not in a longer run, not a decimal fraction). */
const TIN_SHAPE = /\b\d{3}-\d{2}-\d{4}\b|\b\d{2}-\d{7}\b|(?<![\w.])\d{9}(?!\w)/g;
const TIN_SHAPE_TEST = /\b\d{3}-\d{2}-\d{4}\b|\b\d{2}-\d{7}\b|(?<![\w.])\d{9}(?!\w)/;

export const TIN_MASK = '[tin]';

export function hasTinShape(text: string): boolean {
  return TIN_SHAPE_TEST.test(text);
}

/** Replaces every TIN-shaped run with [tin]. */
export function maskTinShapes(text: string): string {
  return text.replace(TIN_SHAPE, TIN_MASK);
}

/** A GraphQL name as the language defines it (field, variable, type and enum value names). */
const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** The " Did you mean …?" tail graphql-js adds: only schema names, quoted. */
const SUGGESTION = String.raw`(?: Did you mean (?:the enum value )?(?:"[_A-Za-z]\w*"(?:, or |, | or )?)+\?)?`;

const SCALAR_EXPECTATIONS: [RegExp, string][] = [
  [/^Int cannot represent non 32-bit signed integer value\b/, 'Int expected (a 32-bit signed integer).'],
  [/^Int cannot represent non-integer value\b/, 'Int expected.'],
  [/^Float cannot represent non numeric value\b/, 'Float expected.'],
  [/^String cannot represent (?:a non string )?value\b/, 'String expected.'],
  [/^Boolean cannot represent a non boolean value\b/, 'Boolean expected.'],
  [/^ID cannot represent (?:a non-string and non-integer )?value\b/, 'ID expected (a string or an integer).'],
];

const LEXER_PHRASES = [
  'Unexpected character',
  'Invalid character within String',
  'Invalid character escape sequence',
  'Invalid Unicode escape sequence',
  'Invalid character',
  'Invalid number, unexpected digit after 0',
  'Invalid number, expected digit but got',
];

const TOKEN_KINDS = '(?:Name|Int|Float|String|BlockString|Comment)';

const GRAPHQL_RULES: [RegExp, (match: RegExpMatchArray) => string][] = [
  // Enums: the value goes, the suggestions (schema names) stay.
  [
    new RegExp(String.raw`^Value "[\s\S]*" does not exist in "(\w+)" enum\.(${SUGGESTION})$`),
    (m) => `The value does not exist in "${m[1]}" enum.${m[2] ?? ''}`,
  ],
  [
    new RegExp(String.raw`^Enum "(\w+)" cannot represent non-(string|enum) value: [\s\S]*\.(${SUGGESTION})$`),
    (m) =>
      `Enum "${m[1]}" expected (one of its values${m[2] === 'string' ? ', as a string' : ''}).${m[3] ?? ''}`,
  ],
  [/^Enum "(\w+)" cannot represent value: [\s\S]*$/, (m) => `Enum "${m[1]}" expected.`],
  // Literals in the document.
  [/^Expected value of type "([^"]+)", found [\s\S]*$/, (m) => `Expected value of type "${m[1]}".`],
  [/^Argument "(\w+)" has invalid value [\s\S]*$/, (m) => `Argument "${m[1]}" has an invalid value.`],
  // Keys of an input object given in variables are the caller's text.
  [
    new RegExp(String.raw`^Field "([\s\S]*)" is not defined by type "(\w+)"\.(${SUGGESTION})$`),
    (m) =>
      NAME.test(m[1] ?? '')
        ? `Field "${m[1]}" is not defined by type "${m[2]}".${m[3] ?? ''}`
        : `A field is not defined by type "${m[2]}".`,
  ],
  [
    /^Unexpected parameter "([\s\S]*)" in the request body\.$/,
    (m) =>
      NAME.test(m[1] ?? '')
        ? `Unexpected parameter "${m[1]}" in the request body.`
        : 'Unexpected parameter in the request body.',
  ],
  // Syntax errors name the token they stopped at.
  [
    new RegExp(String.raw`^Syntax Error: Expected ([\s\S]+?), found (${TOKEN_KINDS}) "[\s\S]*"\.$`),
    (m) => `Syntax Error: Expected ${m[1]}, found ${m[2]}.`,
  ],
  [
    new RegExp(String.raw`^Syntax Error: Unexpected (${TOKEN_KINDS}) "[\s\S]*"\.$`),
    (m) => `Syntax Error: Unexpected ${m[1]}.`,
  ],
  [
    new RegExp(String.raw`^Syntax Error: (${LEXER_PHRASES.join('|')}): [\s\S]*$`),
    (m) => `Syntax Error: ${m[1]}.`,
  ],
  // Variables: "Variable "$input" got invalid value 123 at "input.tin"; …" (when the structure is
  // not at hand; sanitizeGraphqlError rebuilds these with the inner reason).
  [/^Variable "\$(\w+)" got invalid value [\s\S]*$/, (m) => `Variable "$${m[1]}" got an invalid value.`],
];

/** Database errors: drizzle lists the query's parameters (the values) after the SQL text. */
const DATABASE_RULES: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^Failed query: ([\s\S]*?)\nparams: [\s\S]*$/, (m) => `Failed query: ${m[1]}\nparams: [redacted]`],
];

/** JSON.parse messages: V8 quotes part of the text ("Unexpected token 'x', "{"a": 12x" is not valid JSON"). */
const JSON_RULES: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^[\s\S]* is not valid JSON$/, () => 'The text is not valid JSON.'],
  [
    /^Unexpected token [\s\S]* in JSON at position (\d+)[\s\S]*$/,
    (m) => `Unexpected token in JSON at position ${m[1]}.`,
  ],
];

function applyRules(
  text: string,
  rules: [RegExp, (match: RegExpMatchArray) => string][],
): string | undefined {
  for (const [pattern, rewrite] of rules) {
    const match = text.match(pattern);
    if (match) return rewrite(match);
  }
  return undefined;
}

/** The reason a scalar gave, without the value (e.g. "String expected."). */
function rewriteScalarReason(text: string): string | undefined {
  for (const [pattern, replacement] of SCALAR_EXPECTATIONS) if (pattern.test(text)) return replacement;
  return undefined;
}

/**
 * A message with any value the caller gave taken out. Known graphql-js, JSON and database
 * phrasings are rewritten; whatever else is kept, with TIN-shaped runs masked.
 */
export function redactErrorText(text: string): string {
  const rewritten =
    rewriteScalarReason(text) ??
    applyRules(text, GRAPHQL_RULES) ??
    applyRules(text, JSON_RULES) ??
    applyRules(text, DATABASE_RULES) ??
    text;
  return maskTinShapes(rewritten);
}

/**
 * What a 4xx answer tells a developer about an error raised while the request was read: Fastify's
 * and its plugins' own messages (fixed texts, FST_ codes), rewritten as above; anything else could
 * quote the request and gets a plain sentence.
 */
export function describeRequestError(error: { code?: unknown; message?: unknown }): string {
  if (typeof error.code === 'string' && error.code.startsWith('FST_') && typeof error.message === 'string')
    return redactErrorText(error.message);
  return 'The request could not be read.';
}
