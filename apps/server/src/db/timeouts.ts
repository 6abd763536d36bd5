/**
 * Why a database call gave up on time, for the log (never shown to users), or undefined when it did
 * not. Looks through the causes: Drizzle wraps the driver's error.
 */
export function describeDatabaseTimeout(error: unknown): string | undefined {
  let current: unknown = error;
  for (let level = 0; level < 5 && typeof current === 'object' && current !== null; level += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === '57014')
      return 'a database statement was cancelled: it ran past its time limit (database.statementTimeoutMs)';
    if (message === 'Query read timeout')
      return 'the database did not answer a statement within its time limit (database.statementTimeoutMs)';
    if (message === 'timeout exceeded when trying to connect')
      return 'no database connection became free in time: the pool is busy';
    current = cause;
  }
  return undefined;
}
