import { refreshTab } from '@/features/tabs/tab-store';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/notify';
import type { Firm } from '@portal/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { forgetPreviousFirm } from './forget-firm';

/** The firm switch of the top bar: its dialog, then steps 3 to 5 of spec §4. */
export function useFirmSwitch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isSwitchingFirm, setSwitchingFirm] = useState(false);
  const askFirmSwitch = useCallback(() => setSwitchingFirm(true), []);
  const closeFirmSwitch = useCallback(() => setSwitchingFirm(false), []);

  /** Once the server recorded the new firm: the old firm's menu and tabs go, home shows anew. */
  const onFirmSwitched = useCallback(
    (firm: Firm) => {
      setSwitchingFirm(false);
      forgetPreviousFirm();
      if (pathname === paths.home) refreshTab(paths.home);
      else void navigate(paths.home);
      void notify('success', t('firmSwitch.switched', { firm: firm.firmName }));
    },
    [pathname, navigate, t],
  );
  return { isSwitchingFirm, askFirmSwitch, closeFirmSwitch, onFirmSwitched };
}
