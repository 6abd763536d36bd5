import { TIMERS } from '@file1099/shared';

/**
 * The `pardonPage` query parameter overrides the server's pardon-page (maintenance) setting, and the
 * browser remembers the override for TIMERS.pardonOverrideMs (spec part 2 §2).
 * Kept as a small external store so components re-render when an override is set or expires.
 */

export const PARDON_OVERRIDE_KEY = 'file1099.pardonPageOverride';

interface StoredOverride {
  value: boolean;
  expiresAt: number;
}

/** 'true' and 'false' (any case) are overrides; anything else is ignored. */
export function parsePardonParam(param: string | null): boolean | null {
  const normalized = param?.trim().toLowerCase();
  if (normalized === 'true') return true;
  if (normalized === 'false') return false;
  return null;
}

function readStored(): StoredOverride | null {
  try {
    const raw = localStorage.getItem(PARDON_OVERRIDE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'value' in parsed &&
      'expiresAt' in parsed &&
      typeof parsed.value === 'boolean' &&
      typeof parsed.expiresAt === 'number'
    ) {
      return { value: parsed.value, expiresAt: parsed.expiresAt };
    }
  } catch {
    // Unreadable storage counts as no override.
  }
  return null;
}

const listeners = new Set<() => void>();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function emit(): void {
  for (const listener of listeners) listener();
}

function scheduleExpiry(): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  const stored = readStored();
  if (!stored || listeners.size === 0) return;
  expiryTimer = setTimeout(
    () => {
      try {
        localStorage.removeItem(PARDON_OVERRIDE_KEY);
      } catch {
        // Nothing stored to remove.
      }
      emit();
    },
    Math.max(0, stored.expiresAt - Date.now()),
  );
}

/** The remembered override, or null when none is stored or it has expired. */
export function getPardonOverride(): boolean | null {
  const stored = readStored();
  if (!stored) return null;
  if (stored.expiresAt <= Date.now()) return null;
  return stored.value;
}

export function setPardonOverride(value: boolean): void {
  const stored: StoredOverride = { value, expiresAt: Date.now() + TIMERS.pardonOverrideMs };
  try {
    localStorage.setItem(PARDON_OVERRIDE_KEY, JSON.stringify(stored));
  } catch {
    // Without storage the override cannot be remembered; the server setting applies again.
  }
  scheduleExpiry();
  emit();
}

export function subscribePardonOverride(listener: () => void): () => void {
  listeners.add(listener);
  scheduleExpiry();
  const onStorage = (event: StorageEvent) => {
    if (event.key === PARDON_OVERRIDE_KEY) {
      scheduleExpiry();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    if (listeners.size === 0) clearTimeout(expiryTimer);
  };
}
