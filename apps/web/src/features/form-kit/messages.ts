/**
 * Field messages that screens use without a schema; here, not in fields.ts, so that importing one
 * does not load zod (the sign-in page sets this one itself, docs/web.md).
 */
export const ALTCHA_REQUIRED = "Please confirm that you are not a robot: tick 'I am not a robot'.";
