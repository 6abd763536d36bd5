import { CONFIG_DEFINITION_BY_NAME } from '../config/config.registry.ts';
import type { ConfigService } from '../config/config.service.ts';

/**
 * What one uploaded workbook may cost the server. The zip's own directory is held to the size limits
 * before anything is unpacked; the parts are then unpacked no further than their stated size, and the
 * workbook is read in a thread of its own with a heap and a time limit.
 */
export interface ImportLimits {
  /** Largest part once unpacked (a sheet, the shared strings). */
  maxPartBytes: number;
  /** Largest total of all parts once unpacked. */
  maxTotalBytes: number;
  /** Largest unpacked-to-packed ratio of a part of at least `ratioFromBytes`. */
  maxRatio: number;
  ratioFromBytes: number;
  /** Most parts in the zip. */
  maxEntries: number;
  /** The reading thread's JavaScript heap. */
  heapMb: number;
  timeLimitMs: number;
  /** Workbooks read at the same time in this process, and uploads that may wait for a turn. */
  concurrency: number;
  maxWaiting: number;
}

const MB = 1024 * 1024;

type NumberSource = Pick<ConfigService, 'getNumber'>;

/** The registry's defaults, for callers without a config service (scripts, benchmarks). */
const DEFAULTS: NumberSource = {
  getNumber(name) {
    const value = Number(CONFIG_DEFINITION_BY_NAME.get(name)?.defaultValue);
    if (!Number.isFinite(value)) throw new Error(`Config property ${name} has no number default`);
    return value;
  },
};

/** The import limits from config (store, CONFIG_<NAME> environment overrides, defaults). */
export function readImportLimits(config: NumberSource = DEFAULTS): ImportLimits {
  return {
    maxPartBytes: config.getNumber('imports.maxPartMb') * MB,
    maxTotalBytes: config.getNumber('imports.maxUnpackedMb') * MB,
    maxRatio: config.getNumber('imports.maxCompressionRatio'),
    ratioFromBytes: config.getNumber('imports.ratioCheckFromMb') * MB,
    maxEntries: config.getNumber('imports.maxZipEntries'),
    heapMb: config.getNumber('imports.parseHeapMb'),
    timeLimitMs: config.getNumber('imports.parseTimeLimitSeconds') * 1000,
    concurrency: config.getNumber('imports.parseConcurrency'),
    maxWaiting: config.getNumber('imports.parseMaxWaiting'),
  };
}
