import type { ApprovedProject } from '@portal/contract';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../money';
import { useDateTimeFormat } from '@/lib/use-date-time-format';

/** An approved project and its contract application, as the finance calls need them. */
export function ProjectSummary({ project }: { project: ApprovedProject }) {
  const { t, i18n } = useTranslation();
  const formatTime = useDateTimeFormat();
  const money = (amount: string) => formatMoney(amount, project.currency, i18n.language);
  const contract = project.contractApplication;
  const items = [
    { key: 'no', label: t('workbenchLists.finance.projectNo'), children: project.projectNo },
    { key: 'name', label: t('workbenchLists.finance.projectName'), children: project.name },
    { key: 'customer', label: t('workbenchLists.finance.customer'), children: project.customer },
    { key: 'amount', label: t('workbenchLists.finance.amount'), children: money(project.amount) },
    {
      key: 'term',
      label: t('workbenchLists.finance.term'),
      children: t('workbenchLists.finance.months', { count: project.term }),
    },
    { key: 'manager', label: t('workbenchLists.finance.manager'), children: project.manager },
    {
      key: 'approvedAt',
      label: t('workbenchLists.finance.approvedAt'),
      children: formatTime(project.approvedAt),
    },
    {
      key: 'contract',
      label: t('workbenchLists.finance.contract'),
      children: contract
        ? t('workbenchLists.finance.contractSummary', {
            no: contract.contractNo,
            paid: money(contract.paidAmount),
            remaining: money(contract.remainingAmount),
          })
        : t('workbenchLists.finance.noContract'),
    },
  ];
  return <Descriptions size="small" column={1} bordered items={items} />;
}
