import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';

export type ErrorBoundaryProps = {
  /** Shown in place of the children once they threw; `reset` renders them anew. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
};

type ErrorBoundaryState = { hasError: boolean; error: unknown; generation: number };

/** Catches what its children throw while rendering; a reset mounts them afresh (a new key). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false, error: undefined, generation: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { hasError: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  reset = () => {
    this.setState(({ generation }) => ({
      hasError: false,
      error: undefined,
      generation: generation + 1,
    }));
  };

  override render() {
    const { hasError, error, generation } = this.state;
    if (hasError) return this.props.fallback(error, this.reset);
    return <Fragment key={generation}>{this.props.children}</Fragment>;
  }
}
