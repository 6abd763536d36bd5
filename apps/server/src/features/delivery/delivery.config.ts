import type { ConfigDefinition } from '../config/config.registry.ts';

export const DELIVERY_CONSENT_DEADLINE_DAYS = 'delivery.consentDeadlineDays';

/** The e-mail delivery settings (docs/email-delivery.md, "Consent deadline"). */
export const DELIVERY_CONFIG_DEFINITIONS: readonly ConfigDefinition[] = [
  {
    name: DELIVERY_CONSENT_DEADLINE_DAYS,
    type: 'NUMBER',
    defaultValue: '10',
    description:
      "Days before a statement's due date (January 31, or February 15) by which the recipient must consent to e-mail delivery. A recipient who has not consented by then gets a paper copy when print was ordered; otherwise the payer is told. 0 waits until the due date itself.",
    validate: (value) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 60
        ? undefined
        : 'must be a whole number from 0 to 60',
  },
];
