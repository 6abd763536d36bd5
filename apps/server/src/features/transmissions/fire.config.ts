import type { ConfigDefinition } from '../config/config.registry.ts';

/**
 * Pub 1220 (FIRE) settings (docs/efile.md, "Pub 1220 for prior years"). FIRE has its own Transmitter
 * Control Code, different from the IRIS one; the transmitter's name, TIN, address and contact are the
 * `efile.transmitter.*` properties the IRIS files use.
 */
export const FIRE_SETTING_NAMES = {
  tcc: 'fire.tcc',
  lastFilingDate: 'fire.lastFilingDate',
} as const;

/** The IRS's target: FIRE takes no more files after Dec 31, 2026 (reference irs-iris.md §1). */
export const DEFAULT_FIRE_LAST_FILING_DATE = '2026-12-31';

export const FIRE_CONFIG_DEFINITIONS: readonly ConfigDefinition[] = [
  {
    name: FIRE_SETTING_NAMES.tcc,
    type: 'STRING',
    defaultValue: '',
    description:
      'FIRE: the Transmitter Control Code for Pub 1220 files (5 letters or digits; not the IRIS TCC). Empty: no Pub 1220 files.',
    validate: (value) =>
      value === '' || (typeof value === 'string' && /^[A-Za-z0-9]{5}$/.test(value.trim()))
        ? undefined
        : 'must be 5 letters or digits',
  },
  {
    name: FIRE_SETTING_NAMES.lastFilingDate,
    type: 'STRING',
    defaultValue: DEFAULT_FIRE_LAST_FILING_DATE,
    description:
      'FIRE: the last day (YYYY-MM-DD, US Eastern) the IRS takes Pub 1220 files; after it Generate offers IRIS XML only.',
    validate: (value) =>
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
        ? undefined
        : 'must be a date as YYYY-MM-DD',
  },
];
