import { afterEach, beforeEach, vi } from 'vitest';

// Files without a DOM (`// @vitest-environment node`: rules, schemas, column definitions) skip the
// DOM matchers, Testing Library and the per-test cookie and storage reset; loading them is most of
// such a file's cost.
const hasDom = typeof document !== 'undefined';
const testingLibrary = hasDom ? await import('@testing-library/react') : undefined;
if (hasDom) await import('@testing-library/jest-dom/vitest');

// Screens are lazily loaded modules (src/app/routes.tsx): the first visit to one imports it, which
// can take longer than Testing Library's default second on a loaded machine.
testingLibrary?.configure({ asyncUtilTimeout: 5000 });

// The server hands out the CSRF cookie on the page load; tests start with it in place.
beforeEach(() => {
  if (hasDom) document.cookie = 'f1099_csrf=test-csrf-token; path=/';
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  if (testingLibrary) {
    testingLibrary.cleanup();
    localStorage.clear();
    sessionStorage.clear();
    delete window.dataLayer;
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
