export const EMAIL_MESSAGE = 'Must be a valid email';

/** Local part, '@', and a domain with a dot and a 2+ letter top level; 254 characters at most (RFC 5321). */
const EMAIL_PATTERN =
  /^[^\s@"(),:;<>[\\\]]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i;

export function isValidEmail(email: string | null | undefined): boolean {
  const trimmed = (email ?? '').trim();
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed);
}

/** Optional e-mail (spec part 1 §5): blank is fine, anything else must be valid. */
export function validateOptionalEmail(email: string | null | undefined): string | null {
  return (email ?? '').trim() === '' || isValidEmail(email) ? null : EMAIL_MESSAGE;
}
