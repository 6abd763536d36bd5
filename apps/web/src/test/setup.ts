import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Screens are lazily loaded modules (src/app/routes.tsx): the first visit to one imports it, which
// can take longer than Testing Library's default second on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

// The server hands out the CSRF cookie on the page load; tests start with it in place.
beforeEach(() => {
  document.cookie = 'f1099_csrf=test-csrf-token; path=/';
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  delete window.dataLayer;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
