import type { AlertRule, SubAppHealth } from '@portal/contract';
import type { RequestConfig } from '@/lib/http/http-client';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { AlertRulesPanel } from './alert-rules-panel';

const apps = [
  { route: 'newcrm', title: { 'zh-CN': '新客户管理', en: 'New CRM' } },
  { route: 'credit', title: { 'zh-CN': '授信管理', en: 'Credit' } },
] as SubAppHealth[];

const kept: AlertRule = {
  id: 7,
  kind: 'app-failing',
  route: 'newcrm',
  minutes: 5,
  webhookOrigin: 'https://oapi.dingtalk.com',
  createdAt: '2026-11-26T01:00:00.000Z',
  createdBy: 'sysadmin',
  openIncidents: 1,
  lastDelivery: {
    at: '2026-11-26T01:10:00.000Z',
    status: 'firing',
    outcome: 'retrying',
    attempts: 2,
    httpStatus: 500,
  },
};

let calls: RequestConfig[] = [];
let rules: AlertRule[] = [];

beforeEach(() => {
  calls = [];
  rules = [kept];
  answerHttp((config) => {
    calls.push(config);
    if (config.url === '/operations/alertRules' && config.method === 'get') {
      return Promise.resolve({ rules });
    }
    if (config.url === '/operations/alertRules') {
      const body = config.data as Pick<AlertRule, 'kind' | 'route' | 'minutes'>;
      const added = { ...kept, ...body, id: 8, openIncidents: 0, lastDelivery: null };
      rules = [...rules, added];
      return Promise.resolve(added);
    }
    if (config.url === '/operations/alertRules/delete') {
      rules = rules.filter((rule) => rule.id !== (config.data as { id: number }).id);
      return Promise.resolve({ deleted: true });
    }
    return Promise.reject(new Error(`unexpected ${config.url}`));
  });
});

async function renderPanel() {
  await renderWithI18n(
    <ConfigProvider button={{ autoInsertSpace: false }} theme={{ token: { motion: false } }}>
      <QueryClientProvider client={new QueryClient()}>
        <AlertRulesPanel userId={9} apps={apps} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return userEvent.setup({ delay: null });
}

const rowOf = (id: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`);

const posts = (url: string) =>
  calls.filter((call) => call.url === url && call.method === 'post').map(({ data }) => data);

describe('AlertRulesPanel', () => {
  it('lists each rule with its app, its minutes, its webhook origin and how its last post fared', async () => {
    await renderPanel();
    await waitFor(() => expect(rowOf(7)).toBeInTheDocument());

    const row = rowOf(7) as HTMLElement;
    expect(row).toHaveTextContent('子应用持续异常');
    expect(row).toHaveTextContent('新客户管理');
    expect(row).toHaveTextContent('持续 5 分钟后告警');
    expect(row).toHaveTextContent('https://oapi.dingtalk.com');
    expect(within(row).getByText('重试中（已尝试 2 次）')).toBeInTheDocument();
    expect(row).toHaveTextContent('HTTP 500');
  }, 20_000);

  it('adds a rule for every app or one, with its webhook', async () => {
    const user = await renderPanel();
    await waitFor(() => expect(rowOf(7)).toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: '规则' }));
    await user.click(await screen.findByTitle('版本中出现新的错误'));
    const minutes = screen.getByRole('spinbutton', { name: '分钟' });
    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.type(
      screen.getByRole('textbox', { name: 'Webhook 地址' }),
      'https://hooks.example/robot?token=abc',
    );
    await user.click(screen.getByRole('button', { name: '添加规则' }));

    await waitFor(() => expect(rowOf(8)).toBeInTheDocument());
    expect(posts('/operations/alertRules')).toEqual([
      {
        kind: 'new-error-group',
        route: null,
        minutes: 30,
        webhookUrl: 'https://hooks.example/robot?token=abc',
      },
    ]);
    expect(rowOf(8)).toHaveTextContent('全部子应用');
    expect(rowOf(8)).toHaveTextContent('30 分钟未再出现即恢复');
    expect(rowOf(8)).toHaveTextContent('尚未推送');

    await user.click(screen.getByRole('combobox', { name: '子应用' }));
    await user.click(await screen.findByTitle('授信管理'));
    await user.type(screen.getByRole('textbox', { name: 'Webhook 地址' }), 'http://10.0.0.5/hook');
    await user.click(screen.getByRole('button', { name: '添加规则' }));
    await waitFor(() => expect(posts('/operations/alertRules')).toHaveLength(2));
    expect(posts('/operations/alertRules')[1]).toMatchObject({
      route: 'credit',
      webhookUrl: 'http://10.0.0.5/hook',
    });
  }, 20_000);

  it('posts nothing for a webhook that is not an http(s) address', async () => {
    const user = await renderPanel();
    await waitFor(() => expect(rowOf(7)).toBeInTheDocument());

    await user.type(screen.getByRole('textbox', { name: 'Webhook 地址' }), 'hooks.example/x');
    await user.click(screen.getByRole('button', { name: '添加规则' }));

    expect(await screen.findByText('请输入 http:// 或 https:// 开头的地址')).toBeInTheDocument();
    expect(posts('/operations/alertRules')).toEqual([]);
  }, 20_000);

  it('removes a rule once confirmed', async () => {
    const user = await renderPanel();
    await waitFor(() => expect(rowOf(7)).toBeInTheDocument());

    await user.click(within(rowOf(7) as HTMLElement).getByRole('button', { name: '删除' }));
    expect(posts('/operations/alertRules/delete')).toEqual([]);
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));

    await waitFor(() => expect(rowOf(7)).toBeNull());
    expect(posts('/operations/alertRules/delete')).toEqual([{ id: 7 }]);
    expect(screen.getByText('还没有告警规则')).toBeInTheDocument();
  }, 20_000);
});
