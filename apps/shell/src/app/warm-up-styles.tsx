import { i18n } from '@/features/i18n/i18n';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { DownOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Dropdown, Empty, Layout, Menu, Skeleton, Tag, Tooltip } from 'antd';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './providers';
import { SignedInProviders } from './signed-in-providers';

const menuItems = [
  { key: 'item', label: null },
  { key: 'section', label: null, children: [{ key: 'child', label: null }] },
];

/** The home page's dates: their formatter made, and used once, before the frame needs them. */
function FormattedDate() {
  const format = useDateTimeFormat();
  return <time>{format(new Date(0).toISOString())}</time>;
}

/** The antd components (and an icon) of the frame and the home page, as on the first screen. */
function FirstScreenComponents() {
  return (
    <>
      <FormattedDate />
      <Layout.Sider collapsible trigger={null}>
        <Menu mode="inline" items={menuItems} />
      </Layout.Sider>
      <Button type="text" />
      <Button type="link" />
      {/* The icons' one style sheet, written when the first icon mounts. */}
      <DownOutlined />
      <Tooltip>
        <Dropdown menu={{ items: menuItems }}>
          <span />
        </Dropdown>
      </Tooltip>
      <Card variant="borderless">
        <Badge count={1} />
        <Tag color="red" />
        {/* Not `active`: the component's styles are the same, and an endless animation out of
            sight would keep the page from ever being still. */}
        <Skeleton title={false} />
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      </Card>
    </>
  );
}

/**
 * antd writes a component's styles when it first renders, which is much of the frame's first
 * render. Rendered once, in idle slices, on the login page, the first screen's components leave
 * their styles cached for the frame, for as long as this stays mounted: the answer unmounts it
 * once the frame is on screen. They are laid out, out of sight and inert, rather than not
 * displayed: the frame's first layout then finds the browser's font and text caches warm (about
 * 9 ms instead of 16 in traces of signing in).
 */
export function warmUpFirstScreenStyles(): () => void {
  const container = document.createElement('div');
  container.setAttribute('aria-hidden', 'true');
  container.inert = true;
  Object.assign(container.style, {
    position: 'fixed',
    left: '0',
    top: '0',
    width: '100%',
    height: '0',
    overflow: 'hidden',
    visibility: 'hidden',
    pointerEvents: 'none',
  });
  document.body.append(container);
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <Providers i18n={i18n}>
        <SignedInProviders>
          <FirstScreenComponents />
        </SignedInProviders>
      </Providers>,
    ),
  );
  return () => {
    root.unmount();
    container.remove();
  };
}
