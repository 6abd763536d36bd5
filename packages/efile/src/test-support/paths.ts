import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Test-only paths: the package root, its fixtures and the official IRS samples it keeps. */
export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURES_DIR = path.join(PACKAGE_DIR, 'fixtures');
/** Official IRS samples, unchanged (see irs-samples/README.md). */
export const IRS_SAMPLES_DIR = path.join(PACKAGE_DIR, 'irs-samples');
export const FIRE_SAMPLES_DIR = path.join(IRS_SAMPLES_DIR, 'fire-samples');
export const IRIS_EXAMPLES_DIR = path.join(IRS_SAMPLES_DIR, 'iris-examples');
export const IRIS_STATUS_DIR = path.join(IRS_SAMPLES_DIR, 'iris-status');
/** The schemas the package ships (the IRS TY2025 intake schemas) and their SHA-256 list. */
export const SHIPPED_SCHEMA_DIR = path.join(PACKAGE_DIR, 'schemas/ty2025');
/** The IRS reference package beside the repository, when a developer has it. */
export const REFERENCE_SCHEMA_DIR = path.resolve(PACKAGE_DIR, '../../../shared/reference/iris-schema-ty2025');
