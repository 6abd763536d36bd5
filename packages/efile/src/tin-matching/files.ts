import {
  getPersonNameParts,
  getTinMatchResult,
  getTinMatchStatusFromResult,
  isPersonNamed,
  type TinMatchStatus,
  type TinType,
} from '@file1099/forms';
import type { EfileParty } from '../model.ts';
import { keepCharacters, keepDigits, truncateText } from '../text.ts';

/** Pub 2108-A bulk TIN matching: at most 100,000 requests per file (reference tin-matching.md §3). */
export const MAX_TIN_MATCH_REQUESTS = 100_000;

export interface TinMatchRequest {
  payee: EfileParty;
  /** Our reference, returned unchanged by the IRS: at most 20 letters and digits. */
  accountNumber?: string;
}

export interface TinMatchRequestProblem {
  index: number;
  code: 'TIN_MISSING' | 'NAME_MISSING' | 'DUPLICATE_REQUEST';
  message: string;
}

export interface TinMatchRequestFiles {
  files: string[];
  requestCount: number;
  problems: TinMatchRequestProblem[];
}

/** TIN type: 1 EIN, 2 SSN (also ITIN and ATIN), 3 unknown (the IRS checks both). */
const REQUEST_TIN_TYPE: Readonly<Record<TinType, string>> = {
  EIN: '1',
  SSN: '2',
  ITIN: '2',
  ATIN: '2',
  NA: '3',
};

/**
 * The name as the IRS compares it (tin-matching.md §3 and §5): a person's name as on the SSN card,
 * given name first, from the parts every writer uses (suffixes left out, as the IRS ignores them;
 * a sole proprietor's own name, never the DBA), or the business's legal name; only - and & kept,
 * 40 characters.
 */
export function getTinMatchName(payee: EfileParty): string {
  let name = payee.businessName ?? '';
  if (isPersonNamed(payee)) {
    const parts = getPersonNameParts(payee);
    name = [parts.firstName, parts.middleName, parts.lastName].filter(Boolean).join(' ');
  }
  return truncateText(keepCharacters(name.replace(/['.,]/g, ''), /[A-Za-z0-9&\- ]/), 40);
}

/**
 * Request files: 'TIN type;TIN;name;account number' per line, no header and no blank lines, split every
 * 100,000 requests. A request without a TIN or name, or repeating a name/TIN pair, is left out and
 * reported (the IRS would answer 4 or 5).
 */
export function createTinMatchRequestFiles(requests: Iterable<TinMatchRequest>): TinMatchRequestFiles {
  const files: string[] = [];
  const problems: TinMatchRequestProblem[] = [];
  const seen = new Set<string>();
  let lines: string[] = [];
  let requestCount = 0;
  let index = 0;
  for (const request of requests) {
    const tin = keepDigits(request.payee.tin);
    const name = getTinMatchName(request.payee);
    if (tin.length !== 9)
      problems.push({
        index,
        code: 'TIN_MISSING',
        message: `Payee ${index + 1} has no nine-digit TIN; it was left out.`,
      });
    else if (!name)
      problems.push({
        index,
        code: 'NAME_MISSING',
        message: `Payee ${index + 1} has no name; it was left out.`,
      });
    else if (seen.has(`${tin}|${name.toUpperCase()}`))
      problems.push({
        index,
        code: 'DUPLICATE_REQUEST',
        message: `Payee ${index + 1} repeats the name and TIN of an earlier payee; it was left out.`,
      });
    else {
      seen.add(`${tin}|${name.toUpperCase()}`);
      const account = (request.accountNumber ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 20);
      lines.push(`${REQUEST_TIN_TYPE[request.payee.tinType]};${tin};${name};${account}`);
      requestCount += 1;
      if (lines.length === MAX_TIN_MATCH_REQUESTS) {
        files.push(lines.join('\r\n'));
        lines = [];
      }
    }
    index += 1;
  }
  if (lines.length > 0) files.push(lines.join('\r\n'));
  return { files, requestCount, problems };
}

export interface TinMatchResponseLine {
  lineNumber: number;
  tinType: string;
  tin: string;
  name: string;
  accountNumber: string;
  resultCode: number;
  description: string;
  /** Valid, InValid, or null (4 and 5 say nothing about the TIN). */
  status: TinMatchStatus | null;
  /** For a type-3 request, the type the match found: SSN for 6, EIN for 7. */
  matchedTinType: 'SSN' | 'EIN' | null;
}

export interface TinMatchResponseProblem {
  lineNumber: number;
  message: string;
}

/**
 * The IRS response file: each request line returned with one more field, the result indicator 0-8
 * (reference tin-matching.md §4), mapped to our statuses by the forms package.
 */
export function readTinMatchResponse(text: string): {
  results: TinMatchResponseLine[];
  problems: TinMatchResponseProblem[];
} {
  const results: TinMatchResponseLine[] = [];
  const problems: TinMatchResponseProblem[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const lineNumber = index + 1;
    if (line.trim() === '') return;
    const fields = line.split(';');
    const code = (fields.at(-1) ?? '').trim();
    const result = fields.length >= 4 ? getTinMatchResult(/^\d$/.test(code) ? Number(code) : null) : null;
    if (!result) {
      problems.push({
        lineNumber,
        message: `Line ${lineNumber} does not end with a result code 0-8 after "TIN type;TIN;name;account number": "${line.slice(0, 80)}".`,
      });
      return;
    }
    results.push({
      lineNumber,
      tinType: fields[0] ?? '',
      tin: fields[1] ?? '',
      name: fields[2] ?? '',
      accountNumber: fields.length > 4 ? (fields[3] ?? '') : '',
      resultCode: result.code,
      description: result.description,
      status: getTinMatchStatusFromResult(result.code),
      matchedTinType: result.code === 6 ? 'SSN' : result.code === 7 ? 'EIN' : null,
    });
  });
  return { results, problems };
}
