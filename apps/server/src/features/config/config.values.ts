import type { ConfigType } from './config.table.ts';

export type ConfigValue = string | number | boolean | unknown;

/** Turns a stored text into its typed value, or returns the message naming what is wrong. */
export function parseConfigValue(
  type: ConfigType,
  raw: string,
): { ok: true; value: ConfigValue } | { ok: false; message: string } {
  switch (type) {
    case 'STRING':
    case 'ENCRYPTED':
      return { ok: true, value: raw };
    case 'NUMBER': {
      const trimmed = raw.trim();
      const value = Number(trimmed);
      if (trimmed === '' || !Number.isFinite(value))
        return { ok: false, message: `"${raw}" is not a number` };
      return { ok: true, value };
    }
    case 'BOOLEAN': {
      const value = raw.trim().toLowerCase();
      if (value === 'true') return { ok: true, value: true };
      if (value === 'false') return { ok: true, value: false };
      return { ok: false, message: `"${raw}" is not true or false` };
    }
    case 'JSON':
      try {
        return { ok: true, value: JSON.parse(raw) as unknown };
      } catch (error) {
        return { ok: false, message: `is not valid JSON (${(error as Error).message})` };
      }
  }
}
