import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from './notify';

describe('notify', () => {
  it('shows a burst of identical messages once, and different ones each', async () => {
    await Promise.all([
      notify('error', '服务异常'),
      notify('error', '服务异常'),
      notify('error', '服务异常'),
      notify('warning', '请重新登录'),
    ]);

    await waitFor(() => expect(screen.getAllByText('服务异常')).toHaveLength(1));
    expect(screen.getByText('请重新登录')).toBeInTheDocument();
    // The notices' entrance moves on at the next frame, a render of its own: the test ends after
    // it, so no render is left to run once the test's page is gone.
    await waitFor(() =>
      expect(document.querySelector('.ant-message-fade-appear-start')).toBeNull(),
    );
  });
});
