import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FolderOutlined,
  HomeOutlined,
  LinkOutlined,
  MenuOutlined,
  MessageOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { AriaAttributes, ComponentType } from 'react';

/**
 * The icons a menu entry may name. Only these are bundled (never the whole set); any other name
 * shows the default 'menu' icon (spec §3).
 */
const icons: Record<string, ComponentType<AriaAttributes>> = {
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  bank: BankOutlined,
  'credit-card': CreditCardOutlined,
  dashboard: DashboardOutlined,
  file: FileTextOutlined,
  folder: FolderOutlined,
  home: HomeOutlined,
  link: LinkOutlined,
  menu: MenuOutlined,
  message: MessageOutlined,
  notification: NotificationOutlined,
  'question-circle': QuestionCircleOutlined,
  schedule: ScheduleOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  team: TeamOutlined,
  trophy: TrophyOutlined,
  user: UserOutlined,
};

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = (name && icons[name]) || MenuOutlined;
  // Decoration: antd would name it after its glyph ('team'), ahead of the entry's own label.
  return <Icon aria-hidden="true" />;
}
