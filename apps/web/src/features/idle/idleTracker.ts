/** Spec part 1 §9: any click, mouse move, scroll or key press counts as activity. */
export const ACTIVITY_EVENTS = ['click', 'mousemove', 'scroll', 'keydown', 'touchstart'] as const;

export interface IdleTrackerOptions {
  warningAfterMs: number;
  logoutAfterMs: number;
  onWarning: () => void;
  onLogout: () => void;
}

export interface IdleTracker {
  /** The user chose to stay: count again from now. */
  stay: () => void;
  stop: () => void;
}

/**
 * Watches window activity. Activity only records a timestamp (mouse moves are frequent); one timeout
 * at a time compares it with the clock and re-arms. Once the warning is up, only `stay` resets the
 * clock, so moving the mouse to the dialog's buttons does not dismiss it.
 */
export function startIdleTracker({
  warningAfterMs,
  logoutAfterMs,
  onWarning,
  onLogout,
}: IdleTrackerOptions): IdleTracker {
  let lastActivity = Date.now();
  let warned = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = (): void => {
    const idleFor = Date.now() - lastActivity;
    if (idleFor >= logoutAfterMs) {
      stop();
      onLogout();
      return;
    }
    if (idleFor >= warningAfterMs && !warned) {
      warned = true;
      onWarning();
    }
    timer = setTimeout(check, (warned ? logoutAfterMs : warningAfterMs) - idleFor);
  };

  const onActivity = (): void => {
    if (!warned) lastActivity = Date.now();
  };

  function stop(): void {
    clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
  }

  for (const name of ACTIVITY_EVENTS) {
    window.addEventListener(name, onActivity, { capture: true, passive: true });
  }
  timer = setTimeout(check, warningAfterMs);

  return {
    stay: () => {
      lastActivity = Date.now();
      warned = false;
      clearTimeout(timer);
      timer = setTimeout(check, warningAfterMs);
    },
    stop,
  };
}
