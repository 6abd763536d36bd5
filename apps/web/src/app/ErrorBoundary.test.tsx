import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@file1099/shared';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

function Broken(): never {
  throw new Error('boom');
}

describe('crash screens', () => {
  it('shows the crash text when a provider or component throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: MESSAGES.crash })).toBeInTheDocument();
  });

  it('shows the crash text when a route throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: MESSAGES.crash })).toBeInTheDocument();
  });
});
