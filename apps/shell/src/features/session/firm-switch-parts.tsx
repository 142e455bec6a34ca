import { DialogPlaceholder } from '@/lib/ui/dialog-placeholder';
import { preloadable } from '@/lib/ui/preloadable';
import { useTranslation } from 'react-i18next';
import type { FirmSwitchDialogProps } from './components/firm-switch-dialog';

function FirmSwitchLoading({ open, onClose }: FirmSwitchDialogProps) {
  const { t } = useTranslation();
  if (!open) return null;
  return <DialogPlaceholder title={t('firmSwitch.title')} onCancel={onClose} />;
}

const firmSwitchDialog = preloadable(
  () => import('./components/firm-switch-dialog').then((module) => module.FirmSwitchDialog),
  FirmSwitchLoading,
);

/** The firm switch's dialog (spec §4); its code stays out of the first screen. */
export const FirmSwitchDialog = firmSwitchDialog.Component;

/** Loads the firm switch's dialog ahead, so that it opens at once. */
export const preloadFirmSwitch = firmSwitchDialog.preload;
