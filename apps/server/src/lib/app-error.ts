/**
 * The one error a service throws when a user can act on the problem. The GraphQL and REST layers turn
 * `code` into an HTTP status and error extensions; the message is shown to the user as it is.
 */
export type AppErrorCode =
  'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED' | 'INTERNAL';

const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldMessages: Record<string, string>;
  readonly developerMessage: string | undefined;
  /** Facts a client can act on (e.g. the tax year of an uploaded template); REST answers carry them. */
  readonly details: Readonly<Record<string, string | number | boolean>> | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: {
      fieldMessages?: Record<string, string>;
      developerMessage?: string;
      details?: Readonly<Record<string, string | number | boolean>>;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fieldMessages = options.fieldMessages ?? {};
    this.developerMessage = options.developerMessage;
    this.details = options.details;
  }

  get httpStatus(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * An error that stops the server at start-up with one line naming the problem (a bad DATA_DIR, an
 * unreachable DATABASE_URL, a port in use, a malformed config property).
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}
