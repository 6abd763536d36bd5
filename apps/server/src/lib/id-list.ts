/**
 * A comma list of ids from a query string (`?filingIds=1,2,3`, spec part 2 §7): blanks dropped, and
 * NaN for a part that is not a whole number, so the caller refuses the request with its own message.
 */
export function readIdList(value: string | undefined): number[] {
  const parts = (value ?? '').split(',').filter((part) => part.trim() !== '');
  return parts.map((part) => (/^\d{1,15}$/.test(part.trim()) ? Number(part.trim()) : Number.NaN));
}
