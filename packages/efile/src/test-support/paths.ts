import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Test-only paths: the package root and the shared IRS references beside the repository. */
export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURES_DIR = path.join(PACKAGE_DIR, 'fixtures');
export const REFERENCE_DIR = path.resolve(PACKAGE_DIR, '../../../shared/reference');
export const FIRE_SAMPLES_DIR = path.join(REFERENCE_DIR, 'fire-samples');
export const IRIS_SCHEMA_DIR = path.join(REFERENCE_DIR, 'iris-schema-ty2025');
/** The schemas the package ships (a copy of the reference's intake schemas). */
export const SHIPPED_SCHEMA_DIR = path.join(PACKAGE_DIR, 'schemas/ty2025');
