import type { Todo } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { financeQueries } from '../api/finance-queries';
import type { FinanceAction } from '../finance-action';
import { ContractInitForm } from './contract-init-form';
import { PaymentForm } from './payment-form';
import { ProjectSummary } from './project-summary';

export type FinanceDialogProps = {
  firmId: number;
  /** The to-do that calls for the finance call, and which call; none closes the dialog. */
  request: { todo: Todo; action: FinanceAction } | undefined;
  onClose: () => void;
};

/**
 * The finance call a contract or payment to-do asks for: find the approved project, then open its
 * contract application or apply for a payment under it, each after a confirmation.
 */
export function FinanceDialog({ firmId, request, onClose }: FinanceDialogProps) {
  const { t } = useTranslation();
  // Field ids are unique on the page: kept-alive tabs may hold this form twice.
  const formName = `project-${useId()}`;
  const [projectId, setProjectId] = useState<number>();
  const project = useQuery({
    ...financeQueries.project(firmId, projectId ?? 0),
    enabled: projectId !== undefined,
  });

  function close() {
    setProjectId(undefined);
    onClose();
  }

  return (
    <Modal
      open={request !== undefined}
      title={request && t(`workbenchLists.finance.${request.action}Title`)}
      onCancel={close}
      footer={null}
      destroyOnHidden
      width={640}
    >
      {request && (
        <div className="finance-dialog">
          <p className="finance-dialog__todo">{request.todo.title}</p>
          <Form
            name={formName}
            layout="inline"
            className="finance-dialog__lookup"
            onFinish={(values: { projectId: number }) => setProjectId(values.projectId)}
          >
            <Form.Item
              name="projectId"
              label={t('workbenchLists.finance.projectId')}
              rules={[{ required: true, message: t('workbenchLists.finance.projectIdRequired') }]}
            >
              <InputNumber min={1} max={2_147_483_647} precision={0} controls={false} />
            </Form.Item>
            <Button htmlType="submit" loading={project.isFetching}>
              {t('workbenchLists.finance.find')}
            </Button>
          </Form>
          {project.isError && <Alert type="error" showIcon title={project.error.message} />}
          {project.data && (
            <>
              <ProjectSummary project={project.data} />
              {request.action === 'contract' ? (
                <ContractInitForm firmId={firmId} project={project.data} />
              ) : (
                <PaymentForm firmId={firmId} project={project.data} />
              )}
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
