import type { ConfigDefinition } from '../config/config.registry.ts';

export const W9_AUTO_REMIND_DAYS = 'w9.autoRemindDays';
export const W9_REMIND_INTERVAL_HOURS = 'w9.remindIntervalHours';

/** The W-9 settings (docs/w9.md, "Automatic reminders"). */
export const W9_CONFIG_DEFINITIONS: readonly ConfigDefinition[] = [
  {
    name: W9_AUTO_REMIND_DAYS,
    type: 'NUMBER',
    defaultValue: '7',
    description:
      'Days after a W-9 request (or its latest reminder) before the payee is reminded again automatically, until the W-9 is filled or the request cancelled. 0 turns automatic reminders off.',
    validate: (value) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 90
        ? undefined
        : 'must be a whole number from 0 to 90',
  },
  {
    name: W9_REMIND_INTERVAL_HOURS,
    type: 'NUMBER',
    defaultValue: '24',
    description:
      'Hours a payer must wait after a W-9 request (or its latest reminder) before Remind e-mails the payee again. 0 lets a reminder go at once (for test systems only).',
    validate: (value) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 168
        ? undefined
        : 'must be a whole number from 0 to 168',
  },
];
