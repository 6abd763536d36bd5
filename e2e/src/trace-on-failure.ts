import path from 'node:path';
import { afterEach } from 'vitest';
import { keepTracesOfFailedTest } from './harness.ts';

// Setup file of every browser test file (e2e/vitest.config.ts): keeps a failed journey's trace.
afterEach(async ({ task }) => {
  const written = await keepTracesOfFailedTest(task.result?.state === 'fail', task.file.name, task.name);
  for (const file of written)
    process.stderr.write(`Playwright trace of the failed test: ${path.relative(process.cwd(), file)}\n`);
});
