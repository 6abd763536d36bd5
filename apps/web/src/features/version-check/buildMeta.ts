import type { BuildMeta } from '@file1099/shared';

/** True when the served build (GET /meta.json) is newer than the running one. */
export function isNewerBuild(
  served: Pick<BuildMeta, 'build'> | undefined,
  running: Pick<BuildMeta, 'build'>,
): boolean {
  if (!served || typeof served.build !== 'number' || !Number.isFinite(served.build)) return false;
  return served.build > running.build;
}
