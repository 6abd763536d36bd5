/** Payee and W-9 entity types (spec part 1 §3). */
export const ENTITY_TYPES = ['Individual', 'Business'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ENTITY_TYPE_MESSAGE = 'Please select how you do your business.';

export function isEntityType(value: unknown): value is EntityType {
  return typeof value === 'string' && (ENTITY_TYPES as readonly string[]).includes(value);
}

/** The W-9 entity step (spec part 1 §5): the value must be Individual or Business. */
export function validateEntityType(value: unknown): string | null {
  return isEntityType(value) ? null : ENTITY_TYPE_MESSAGE;
}

/**
 * Spreadsheet rule (spec part 2 §5): a missing entity type is Individual when a first name is present,
 * else Business. A valid given type is kept.
 */
export function inferEntityType(entityType: unknown, firstName: string | null | undefined): EntityType {
  if (isEntityType(entityType)) return entityType;
  return (firstName ?? '').trim() ? 'Individual' : 'Business';
}

/**
 * Spreadsheet rule (spec part 2 §5): a first name containing a space is split into first and middle
 * ('Mary Ann' → Mary / Ann). An existing middle name is kept after the split-off part.
 */
export function splitFirstName(
  firstName: string | null | undefined,
  middleName?: string | null,
): { firstName: string; middleName: string } {
  const [first = '', ...rest] = (firstName ?? '').trim().split(/\s+/);
  const middle = [...rest, (middleName ?? '').trim()].filter(Boolean).join(' ');
  return { firstName: first, middleName: middle };
}

/** Display name: the business name, else 'First Middle Last'. */
export function getDisplayName(person: {
  businessName?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
}): string {
  const business = (person.businessName ?? '').trim();
  if (business) return business;
  return [person.firstName, person.middleName, person.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}
