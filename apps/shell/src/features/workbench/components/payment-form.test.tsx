import type { ApprovedProject } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentForm } from './payment-form';

const pay = vi.fn<(body: unknown) => Promise<unknown>>();

const project: ApprovedProject = {
  id: 1,
  projectNo: 'PJ-1001-001',
  name: '华东精密制造应收账款保理项目',
  customer: '华东精密制造有限公司',
  amount: '30000000.00',
  currency: 'CNY',
  term: 12,
  approvedAt: '2026-11-01T00:00:00.000Z',
  status: 'approved',
  manager: '张三',
  contractApplication: {
    id: 7,
    contractNo: 'HT-PJ-1001-001',
    projectId: 1,
    amount: '30000000.00',
    paidAmount: '5000000.00',
    remainingAmount: '25000000.00',
    currency: 'CNY',
    status: 'initialised',
    applicant: '张三',
    createdAt: '2026-11-02T00:00:00.000Z',
  },
};

async function renderForm() {
  await renderWithI18n(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={new QueryClient()}>
        <PaymentForm firmId={1001} project={project} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

async function fillPayment(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.type(screen.getByLabelText(/付款金额/), amount);
  await user.type(screen.getByLabelText('收款账号'), '6222021001001234567');
  await user.click(screen.getByRole('button', { name: '提交付款申请' }));
}

beforeEach(() => {
  pay.mockReset();
  answerHttp(({ data }) => pay(data));
});

describe('PaymentForm', () => {
  it('asks for confirmation before applying, then shows the payment number', async () => {
    const user = userEvent.setup();
    pay.mockResolvedValue({
      id: 3,
      paymentNo: 'PA20261123A1B2C3D4E5',
      contractAppId: 7,
      amount: '1000.50',
      currency: 'CNY',
      remainingAmount: '24998999.50',
      payeeName: '华东精密制造有限公司',
      payeeAccount: '6222021001001234567',
      purpose: null,
      status: 'submitted',
      createdAt: '2026-11-23T00:00:00.000Z',
    });
    await renderForm();
    await fillPayment(user, '1000.5');

    expect(
      await screen.findByText('确定向 华东精密制造有限公司 付款 ¥1,000.50 吗？'),
    ).toBeVisible();
    expect(pay).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(pay).toHaveBeenCalledWith({
      contractAppId: 7,
      amount: '1000.5',
      payeeName: '华东精密制造有限公司',
      payeeAccount: '6222021001001234567',
    });
    expect(
      await screen.findByText(
        '付款申请已提交，编号 PA20261123A1B2C3D4E5，合同剩余可付 ¥24,998,999.50',
      ),
    ).toBeVisible();
  });

  it('refuses an amount the server would refuse, before sending anything', async () => {
    const user = userEvent.setup();
    await renderForm();
    await fillPayment(user, '1.234');
    expect(await screen.findByText('请输入大于 0 的金额，最多两位小数')).toBeVisible();
    expect(screen.queryByRole('button', { name: '确定' })).toBeNull();
  });

  it('shows the server message when the payment is refused, and lets the user change it', async () => {
    const user = userEvent.setup();
    pay.mockRejectedValue(new HttpError('付款金额超过合同剩余可付金额 25000000.00', 1, 409));
    await renderForm();
    await fillPayment(user, '30000000');
    await user.click(await screen.findByRole('button', { name: '确定' }));

    expect(await screen.findByText('付款金额超过合同剩余可付金额 25000000.00')).toBeVisible();
    expect(screen.getByLabelText(/付款金额/)).toBeEnabled();
    expect(screen.getByLabelText(/付款金额/)).toHaveValue('30000000');
  });
});
