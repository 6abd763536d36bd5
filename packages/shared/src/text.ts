/** A text input as stored: null and undefined become '', surrounding blanks are dropped. */
export function text(value: string | null | undefined): string {
  return (value ?? '').trim();
}
