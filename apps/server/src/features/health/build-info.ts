import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BuildMeta } from '@file1099/shared';

export type BuildInfo = BuildMeta;

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');

function readGitCommit(): string {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** The build the web bundle was made from (dist/meta.json), or this checkout when none is built. */
export function readBuildInfo(webDist: string): BuildInfo {
  try {
    const meta = JSON.parse(fs.readFileSync(path.join(webDist, 'meta.json'), 'utf8')) as Partial<BuildMeta>;
    if (
      typeof meta.version === 'string' &&
      typeof meta.build === 'number' &&
      typeof meta.buildTime === 'string'
    ) {
      return {
        version: meta.version,
        build: meta.build,
        buildTime: meta.buildTime,
        commit: meta.commit ?? readGitCommit(),
      };
    }
  } catch {
    // not built: describe the checkout instead
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  const now = Date.now();
  return {
    version: pkg.version,
    build: now,
    buildTime: new Date(now).toISOString(),
    commit: readGitCommit(),
  };
}
