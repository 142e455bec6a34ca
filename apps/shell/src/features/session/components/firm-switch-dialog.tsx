import { dialogMotion } from '@/lib/ui/dialog-motion';
import type { Firm } from '@portal/contract';
import { Alert, Modal, Radio, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFirmId, readFirmList } from '../session-store';
import { refuseFirmSwitch, switchFirm } from '../switch-firm';

export type FirmSwitchDialogProps = {
  open: boolean;
  /** What switching firm would lose: the tabs holding unsaved work, named. */
  unsavedWarning?: string | undefined;
  onClose: () => void;
  /** The switch is done on the server and in storage; the caller resets the frame. */
  onSwitched: (firm: Firm) => void;
};

/** Step 1 of the firm switch (spec §4): choose a firm in a dialog. */
export function FirmSwitchDialog({
  open,
  unsavedWarning,
  onClose,
  onSwitched,
}: FirmSwitchDialogProps) {
  const { t } = useTranslation();
  const currentFirmId = readFirmId();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [isSwitching, setSwitching] = useState(false);

  async function onOk() {
    const refused = refuseFirmSwitch(chosen);
    if (refused || chosen === undefined) {
      setRefusal(t(refused === 'same-firm' ? 'firmSwitch.sameFirm' : 'firmSwitch.noFirm'));
      return;
    }
    setSwitching(true);
    try {
      const firm = await switchFirm(chosen);
      setChosen(undefined);
      onSwitched(firm);
    } catch {
      // The HTTP client already told the user why; the dialog stays open to try again.
    } finally {
      setSwitching(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('firmSwitch.title')}
      okText={t('session.confirm')}
      cancelText={t('session.cancel')}
      confirmLoading={isSwitching}
      onOk={() => void onOk()}
      onCancel={() => {
        setRefusal(undefined);
        onClose();
      }}
      destroyOnHidden
      {...dialogMotion}
    >
      <Space orientation="vertical" size={16} className="firm-switch">
        {unsavedWarning && <Alert type="warning" showIcon title={unsavedWarning} />}
        <Radio.Group
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value as number);
            setRefusal(undefined);
          }}
          aria-label={t('firmSwitch.title')}
        >
          <Space orientation="vertical">
            {readFirmList().map((firm) => (
              <Radio key={firm.firmId} value={firm.firmId}>
                {firm.firmName}
                {firm.firmId === currentFirmId && <Tag color="blue">{t('firmSwitch.current')}</Tag>}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        {refusal && <Alert type="warning" showIcon title={refusal} role="alert" />}
      </Space>
    </Modal>
  );
}
