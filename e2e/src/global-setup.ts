import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_SUPER_ADMIN } from './super-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory with a migrated, empty embedded database: each app under test starts on a copy. */
    appDataTemplate: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A first start on an empty data directory creates the embedded database cluster and runs every
 * migration: about ten seconds, for each of the journeys' apps. It is done once here, through the
 * operator command (which opens the database as the server does) creating the journeys' super admin;
 * harness.ts copies the result. The smoke journey still starts on an empty directory, as a user's
 * first start does.
 */
export default function setup(project: TestProject): () => void {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'file1099-e2e-template-'));
  const result = spawnSync('npm', ['run', '-s', 'admin', '--', 'create-superadmin', E2E_SUPER_ADMIN.email], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD: E2E_SUPER_ADMIN.password },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`The template database was not made:\n${result.stdout}${result.stderr}`);
  project.provide('appDataTemplate', dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
