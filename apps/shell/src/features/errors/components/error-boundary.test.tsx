import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error('render failed');
  return <p>content</p>;
}

beforeEach(() => {
  shouldThrow = true;
  // React reports a caught error on the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('shows the fallback with the error and reports it once', () => {
    const onError = vi.fn();
    render(
      <ErrorBoundary fallback={(error) => <p>{(error as Error).message}</p>} onError={onError}>
        <Fragile />
      </ErrorBoundary>,
    );

    expect(screen.getByText('render failed')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ message: 'render failed' }),
      expect.objectContaining({ componentStack: expect.stringContaining('Fragile') }),
    );
  });

  it('renders its children again on reset', () => {
    let reset = () => {};
    render(
      <ErrorBoundary
        fallback={(_error, resetBoundary) => {
          reset = resetBoundary;
          return <p>failed</p>;
        }}
      >
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('failed')).toBeInTheDocument();

    shouldThrow = false;
    act(() => reset());

    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByText('failed')).not.toBeInTheDocument();
  });
});
