import { StartupError } from './app-error.ts';

/**
 * Runs an entry point; a failure prints one line naming the problem (the details follow only for
 * an unexpected error) and exits with status 1.
 */
export function runMain(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof StartupError) {
      process.stderr.write(`${name} cannot start: ${error.message}\n`);
    } else {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${name} stopped on an unexpected error: ${message}\n`);
      if (error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
    }
    process.exit(1);
  });
}
