import { Drawer } from 'antd';
import type { ReactNode } from 'react';

export type MenuDrawerProps = {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
};

/** The side menu on a narrow screen: a drawer from the left. */
export function MenuDrawer({ open, onClose, width, children }: MenuDrawerProps) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={width}
      closable={false}
      rootClassName="shell-frame__drawer"
      styles={{ body: { padding: 0 } }}
    >
      {children}
    </Drawer>
  );
}
