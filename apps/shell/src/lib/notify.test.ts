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
  });
});
