/** What a file a user brings looks like, from its first bytes, so that bad input gets one clear sentence. */
export type DetectedFormat =
  | { format: 'pub1220' }
  | { format: 'iris-xml' }
  | { format: 'iris-acknowledgement' }
  | { format: 'unknown'; message: string };

/** File signatures ("magic numbers") of formats users bring by mistake. */
const SIGNATURES: ReadonlyArray<readonly [string, string]> = [
  ['PK\u0003\u0004', 'a ZIP archive or an Office document such as an .xlsx spreadsheet'],
  ['\u00d0\u00cf\u0011\u00e0', 'an old Office document such as an .xls spreadsheet'],
  ['%PDF-', 'a PDF document'],
  ['\u001f\u008b', 'a gzip archive'],
];

/** Control characters other than tab, line feed, carriage return and form feed mean a binary file. */
function hasBinaryBytes(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) return true;
  }
  return false;
}

/**
 * Decide from the first bytes (read as latin1) whether this is a Pub 1220 file, an IRIS transmission or
 * acknowledgement, or something else, with a message naming what it seems to be instead.
 */
export function detectEfileFormat(head: string, totalBytes: number): DetectedFormat {
  if (totalBytes === 0 || head.trim() === '') return { format: 'unknown', message: 'The file is empty.' };
  for (const [signature, description] of SIGNATURES)
    if (head.startsWith(signature))
      return { format: 'unknown', message: `This looks like ${description}, not a Pub 1220 or IRIS file.` };
  const text = head.replace(/^\u00ef\u00bb\u00bf/, '').trimStart();
  if (text.startsWith('<')) {
    if (/<(\w+:)?TransStatusOrAckResponse[\s>]/.test(text)) return { format: 'iris-acknowledgement' };
    if (/<(\w+:)?IRTransmission[\s>]/.test(text) && text.includes('urn:us:gov:treasury:irs:ir'))
      return { format: 'iris-xml' };
    const root = /<(?!\?|!)([\w:.-]+)/.exec(text)?.[1] ?? 'unknown';
    return {
      format: 'unknown',
      message: `This is XML with root element <${root}>, not an IRIS transmission (IRTransmission in namespace urn:us:gov:treasury:irs:ir).`,
    };
  }
  if (hasBinaryBytes(head.slice(0, 4096)))
    return { format: 'unknown', message: 'This is a binary file, not a Pub 1220 or IRIS file.' };
  if (/^[TABCKF]/.test(head)) {
    if (!/^T\d{4}/.test(head) && !head.includes('\n') && totalBytes > 100_000)
      return {
        format: 'unknown',
        message: `The file is one line of ${totalBytes.toLocaleString('en-US')} bytes that does not start with a Pub 1220 T record ("T" and the tax year).`,
      };
    return { format: 'pub1220' };
  }
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.includes(',') || firstLine.includes(';'))
    return {
      format: 'unknown',
      message:
        'This looks like a CSV or text export, not a Pub 1220 file (whose first record starts with "T").',
    };
  return {
    format: 'unknown',
    message: `This is not a Pub 1220 file (the first record must start with "T", not "${text.charAt(0)}") nor an IRIS XML file.`,
  };
}
