import { i18n } from '@/features/i18n/i18n';
import { switchFirm } from '@/features/session/switch-firm';
import { notify } from '@/lib/notify';
import type { Firm } from '@portal/contract';
import { forgetPreviousFirm } from './frame/forget-firm';

/** Switches to the firm a refused page belongs to; the caller then opens the page again. */
export async function switchToPageFirm(firm: Firm): Promise<void> {
  await switchFirm(firm.firmId);
  forgetPreviousFirm();
  void notify('success', i18n.t('firmSwitch.switched', { firm: firm.firmName }));
}
