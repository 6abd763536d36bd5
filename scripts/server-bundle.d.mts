/** The bundle of a server entry (e.g. 'apps/server/src/main.ts'), built when stale; undefined without one. */
export function bundleServer(entry: string): Promise<string | undefined>;
