/** User-facing texts the specification fixes word for word. */
export const MESSAGES = {
  pageNotFound: 'Page not found.',
  crash: 'Oops.. something unexpected has happened...',
  notAuthorized: 'You are not authorized. Please logout and login with right credentials',
  genericRequestError: 'Error processing your request. Please check your input and try again.',
  maintenanceTitle: 'Down for maintenance',
  maintenanceText: 'We will be back soon...',
  idleTitle: 'You have been Idle!',
  sandboxWarning: 'This is a sandbox: nothing you enter is kept, and nothing is sent to the IRS.',
} as const;

/** Shell timers (spec part 1 §9), in milliseconds. */
export const TIMERS = {
  sessionRefreshMs: 540_000,
  idleWarningMs: 5_100_000,
  idleLogoutMs: 5_400_000,
  versionCheckMs: 120_000,
  pardonOverrideMs: 30 * 60_000,
  notificationAutoHideMs: 2_000,
} as const;

export const MAX_NOTIFICATIONS = 3;
