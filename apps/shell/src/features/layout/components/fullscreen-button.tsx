import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const isFullscreen = () => document.fullscreenElement !== null;

/** Shows the whole page full screen, and back. */
export function FullscreenButton() {
  const { t } = useTranslation();
  const active = useSyncExternalStore(subscribe, isFullscreen);
  const label = t(active ? 'layout.exitFullscreen' : 'layout.fullscreen');

  function toggle() {
    const change = active
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    // A browser may refuse (no user gesture, or not allowed in a frame): nothing to undo.
    change.catch(() => undefined);
  }

  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={label}
        aria-pressed={active}
        onClick={toggle}
        data-testid="fullscreen-toggle"
      />
    </Tooltip>
  );
}
