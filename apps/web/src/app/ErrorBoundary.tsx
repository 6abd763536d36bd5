import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen.tsx';

interface ErrorBoundaryState {
  hasError: boolean;
}

/** Catches render errors outside the router (providers); route errors go to RouteErrorPage. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <CrashScreen /> : this.props.children;
  }
}
