import type { AdminMenuNode } from '@portal/contract';
import { MenuIcon } from '@/features/menu/components/menu-icon';
import { menuLabel } from '@/features/menu/menu-labels';
import { MenuAdminPage } from '@/features/menu-admin/components/menu-admin-page';
import { useSessionUser } from '@/features/session/session-user-store';

const renderIcon = (name: string) => <MenuIcon name={name} />;
const translateLabel = ({ label, labelEn }: AdminMenuNode, language: string) =>
  menuLabel({ label, ...(labelEn ? { labelEn } : {}) }, language);

/** /platform/menus: the menus of each firm and role, for system administrators. */
export function MenuAdminRoute() {
  const { userInfo } = useSessionUser();
  if (!userInfo) return null;
  return (
    <MenuAdminPage
      userId={userInfo.userId}
      renderIcon={renderIcon}
      translateLabel={translateLabel}
    />
  );
}
