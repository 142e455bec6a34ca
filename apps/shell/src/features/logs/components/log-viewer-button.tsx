import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogStore } from '../log-store';
import { closeLogViewer, openLogViewer, useLogViewer } from '../log-viewer-state';
import './log-viewer.css';

// The dialog and its table arrive with the first opening: the top bar must stay light.
const LogViewerDialog = lazy(() =>
  import('./log-viewer-dialog').then((module) => ({ default: module.LogViewerDialog })),
);

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
      {hasOpened ? (
        <Suspense fallback={null}>
          <LogViewerDialog isOpen={isOpen} onClose={closeLogViewer} />
        </Suspense>
      ) : null}
    </>
  );
}
