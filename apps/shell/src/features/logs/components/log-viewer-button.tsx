import { BugOutlined } from '@ant-design/icons';
import { usePreloadWhenIdle } from '@/lib/preload-when-idle';
import { DialogPlaceholder } from '@/lib/ui/dialog-placeholder';
import { preloadable } from '@/lib/ui/preloadable';
import { Badge, Button, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogStore } from '../log-store';
import { closeLogViewer, openLogViewer, useLogViewer } from '../log-viewer-state';
import type { LogViewerDialogProps } from './log-viewer-dialog';
import { logViewerWidth } from './log-viewer-width';
import './log-viewer.css';

function LogViewerLoading({ isOpen, onClose }: LogViewerDialogProps) {
  const { t } = useTranslation();
  const count = useLogStore((state) => state.entries.length);
  if (!isOpen) return null;
  return (
    <DialogPlaceholder
      title={t('logs.titleWithCount', { count })}
      width={logViewerWidth}
      onCancel={onClose}
    />
  );
}

// The dialog and its table stay out of the first screen: they load when the browser is idle
// after it, or with the first opening if that comes sooner.
const logViewerDialog = preloadable(
  () => import('./log-viewer-dialog').then((module) => module.LogViewerDialog),
  LogViewerLoading,
);
const LogViewerDialog = logViewerDialog.Component;

/**
 * The top bar's local log viewer (`debug`): a badge with the count, the entries in a table. Other
 * parts of the frame open it with openLogViewer.
 */
export function LogViewerButton() {
  const { t } = useTranslation();
  const count = useLogStore((state) => state.entries.length);
  const { isOpen, hasOpened } = useLogViewer();
  // Signed out with the log open, it does not open again with the next frame.
  useEffect(() => closeLogViewer, []);
  usePreloadWhenIdle(logViewerDialog.preload);

  return (
    <>
      <Tooltip title={t('logs.title')}>
        <Badge count={count} overflowCount={99} size="small" offset={[-4, 4]}>
          <Button
            type="text"
            icon={<BugOutlined />}
            aria-label={t('logs.open', { count })}
            aria-haspopup="dialog"
            onClick={openLogViewer}
          />
        </Badge>
      </Tooltip>
      {hasOpened ? <LogViewerDialog isOpen={isOpen} onClose={closeLogViewer} /> : null}
    </>
  );
}
