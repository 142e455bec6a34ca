import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import type { UserInfo } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WorkbenchPage } from './workbench-page';

const userInfo = { userId: 7, userName: '张三', firmId: 1001, deptName: '信贷部', avatar: '' };

describe('WorkbenchPage', () => {
  it('paints the to-dos first, and the schedules, messages and notices right after', async () => {
    answerHttp(() => new Promise(() => {}));
    await renderWithI18n(
      <QueryClientProvider client={new QueryClient()}>
        <WorkbenchPage
          userInfo={userInfo as UserInfo}
          firmId={1001}
          firmName={undefined}
          onOpen={vi.fn()}
          schedulePanel={<div data-testid="schedule-panel" />}
        />
      </QueryClientProvider>,
    );
    const heading = (name: string) => screen.queryByRole('heading', { name: new RegExp(name) });

    expect(heading('我的待办')).toBeInTheDocument();
    expect(screen.queryByTestId('schedule-panel')).toBeNull();
    expect(heading('最新消息')).toBeNull();
    expect(heading('通知公告')).toBeNull();

    expect(await screen.findByTestId('schedule-panel')).toBeInTheDocument();
    expect(heading('最新消息')).toBeInTheDocument();
    expect(heading('通知公告')).toBeInTheDocument();
  });
});
