import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as healthReports from '../health-reports';
import { FramedSubApp } from './framed-sub-app';

const target = {
  appName: 'sub-factoring',
  url: 'https://vendor.example/app/',
  baseRoute: '/main/factoring',
  isFramed: true,
};

function renderFrame(onLoadFailed = vi.fn()) {
  render(
    <FramedSubApp
      target={target}
      isActive
      defaultPage="/main/factoring"
      dataFor={() => ({})}
      onMessage={() => undefined}
      loadTimeoutMs={20_000}
      onLoadFailed={onLoadFailed}
      loading={null}
    />,
  );
  return onLoadFailed;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a framed sub-app's health", () => {
  it('reports its first load once, with how long it took', () => {
    const report = vi.spyOn(healthReports, 'reportSubApp').mockReturnValue(undefined);
    renderFrame();
    const frame = screen.getByTestId('framed-sub-app');
    fireEvent.load(frame);
    fireEvent.load(frame);
    expect(report.mock.calls).toEqual([
      [{ app: 'sub-factoring', kind: 'mount', durationMs: expect.any(Number) }],
    ]);
  });

  it('reports a load that timed out before it fails', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const report = vi.spyOn(healthReports, 'reportSubApp').mockReturnValue(undefined);
    const onLoadFailed = renderFrame();
    vi.advanceTimersByTime(20_000);
    expect(report).toHaveBeenCalledWith({
      app: 'sub-factoring',
      kind: 'timeout',
      durationMs: 20_000,
    });
    expect(onLoadFailed).toHaveBeenCalledOnce();
  });
});
