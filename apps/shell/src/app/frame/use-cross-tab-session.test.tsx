import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useCrossTabSession } from './use-cross-tab-session';

/** What another window of the session wrote, as this window's storage event tells it. */
function changedInAnotherWindow(name: string, newValue: unknown, oldValue: unknown = null) {
  const raw = (value: unknown) =>
    value === null
      ? null
      : JSON.stringify({ dataType: typeof value, content: value, type: 'local', datetime: 0 });
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: `hf-${name}`,
        newValue: raw(newValue),
        oldValue: raw(oldValue),
        storageArea: window.localStorage,
      }),
    );
  });
}

function renderWindowAt(fullPath: string) {
  const onSignedOut = vi.fn();
  const onFirmChanged = vi.fn();
  function Frame() {
    useCrossTabSession({ onSignedOut, onFirmChanged });
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Frame /> }], {
    initialEntries: [fullPath],
  });
  render(<RouterProvider router={router} />);
  const address = () => {
    const { pathname, search } = router.state.location;
    return `${pathname}${search}`;
  };
  return { address, onSignedOut, onFirmChanged };
}

describe('following another window of the session', () => {
  it('shows the lock page on a lock there, and this window’s own page on the unlock', async () => {
    const shell = renderWindowAt('/wel/backlog?status=0');

    changedInAnotherWindow('isLock', true);
    await vi.waitFor(() => expect(shell.address()).toBe('/lock'));
    // Kept for this window alone, over a reload too: the window that locked had its own page.
    expect(window.sessionStorage.getItem('hf-lockedFrom')).toContain('/wel/backlog?status=0');
    changedInAnotherWindow('isLock', null, true);

    await vi.waitFor(() => expect(shell.address()).toBe('/wel/backlog?status=0'));
  });

  it('goes home on the unlock when it was opened while the session was locked', async () => {
    const shell = renderWindowAt('/lock');

    changedInAnotherWindow('isLock', null, true);

    await vi.waitFor(() => expect(shell.address()).toBe('/wel/index'));
  });

  it('follows a switch to another firm, and nothing that rewrote the same firm', () => {
    const { onFirmChanged } = renderWindowAt('/factoring/ledger');

    changedInAnotherWindow('firmId', 1001, 1001);
    expect(onFirmChanged).not.toHaveBeenCalled();
    changedInAnotherWindow('firmId', 1002, 1001);
    expect(onFirmChanged).toHaveBeenCalledTimes(1);
  });

  it('ends the session here when it ended there', () => {
    const { onSignedOut } = renderWindowAt('/wel/index');

    changedInAnotherWindow('access_token_expires_at', null, Date.now());

    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });
});
