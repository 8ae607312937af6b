import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined'
import AuditOutlined from '@ant-design/icons/AuditOutlined'
import BankOutlined from '@ant-design/icons/BankOutlined'
import BookOutlined from '@ant-design/icons/BookOutlined'
import CalendarOutlined from '@ant-design/icons/CalendarOutlined'
import CloudOutlined from '@ant-design/icons/CloudOutlined'
import ControlOutlined from '@ant-design/icons/ControlOutlined'
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined'
import DashboardOutlined from '@ant-design/icons/DashboardOutlined'
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined'
import DesktopOutlined from '@ant-design/icons/DesktopOutlined'
import DollarOutlined from '@ant-design/icons/DollarOutlined'
import FileTextOutlined from '@ant-design/icons/FileTextOutlined'
import FlagOutlined from '@ant-design/icons/FlagOutlined'
import FolderOutlined from '@ant-design/icons/FolderOutlined'
import GiftOutlined from '@ant-design/icons/GiftOutlined'
import GlobalOutlined from '@ant-design/icons/GlobalOutlined'
import HeartOutlined from '@ant-design/icons/HeartOutlined'
import HomeOutlined from '@ant-design/icons/HomeOutlined'
import IdcardOutlined from '@ant-design/icons/IdcardOutlined'
import KeyOutlined from '@ant-design/icons/KeyOutlined'
import LineChartOutlined from '@ant-design/icons/LineChartOutlined'
import LinkOutlined from '@ant-design/icons/LinkOutlined'
import LockOutlined from '@ant-design/icons/LockOutlined'
import MailOutlined from '@ant-design/icons/MailOutlined'
import MenuOutlined from '@ant-design/icons/MenuOutlined'
import MessageOutlined from '@ant-design/icons/MessageOutlined'
import MobileOutlined from '@ant-design/icons/MobileOutlined'
import NotificationOutlined from '@ant-design/icons/NotificationOutlined'
import PieChartOutlined from '@ant-design/icons/PieChartOutlined'
import ProfileOutlined from '@ant-design/icons/ProfileOutlined'
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined'
import ReadOutlined from '@ant-design/icons/ReadOutlined'
import SafetyOutlined from '@ant-design/icons/SafetyOutlined'
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined'
import SettingOutlined from '@ant-design/icons/SettingOutlined'
import ShopOutlined from '@ant-design/icons/ShopOutlined'
import SolutionOutlined from '@ant-design/icons/SolutionOutlined'
import StarOutlined from '@ant-design/icons/StarOutlined'
import TagsOutlined from '@ant-design/icons/TagsOutlined'
import TeamOutlined from '@ant-design/icons/TeamOutlined'
import ToolOutlined from '@ant-design/icons/ToolOutlined'
import UserOutlined from '@ant-design/icons/UserOutlined'
import { type ComponentType, createElement, type ReactNode } from 'react'

/**
 * The icons a menu item may name (`icon` of the admin console's menu tree,
 * backend/relief/authority/catalogue.py), by their Ant Design names: the
 * catalogue's own first, then a choice for menus staff add.
 */
export const MENU_ICONS: Readonly<Record<string, ComponentType>> = {
  dashboard: DashboardOutlined,
  team: TeamOutlined,
  user: UserOutlined,
  bank: BankOutlined,
  star: StarOutlined,
  dollar: DollarOutlined,
  'file-text': FileTextOutlined,
  'customer-service': CustomerServiceOutlined,
  safety: SafetyOutlined,
  idcard: IdcardOutlined,
  solution: SolutionOutlined,
  menu: MenuOutlined,
  setting: SettingOutlined,
  control: ControlOutlined,
  audit: AuditOutlined,
  desktop: DesktopOutlined,
  book: BookOutlined,
  notification: NotificationOutlined,
  heart: HeartOutlined,
  appstore: AppstoreOutlined,
  folder: FolderOutlined,
  link: LinkOutlined,
  gift: GiftOutlined,
  calendar: CalendarOutlined,
  schedule: ScheduleOutlined,
  profile: ProfileOutlined,
  message: MessageOutlined,
  database: DatabaseOutlined,
  tool: ToolOutlined,
  'line-chart': LineChartOutlined,
  'pie-chart': PieChartOutlined,
  shop: ShopOutlined,
  tags: TagsOutlined,
  flag: FlagOutlined,
  global: GlobalOutlined,
  lock: LockOutlined,
  key: KeyOutlined,
  mail: MailOutlined,
  home: HomeOutlined,
  cloud: CloudOutlined,
  mobile: MobileOutlined,
  'question-circle': QuestionCircleOutlined,
  read: ReadOutlined,
}

export const MENU_ICON_NAMES: readonly string[] = Object.keys(MENU_ICONS)

/** The icon of a menu item; an unknown or missing name shows the generic one. */
export function menuIcon(name: string | null | undefined): ReactNode {
  return createElement((name && MENU_ICONS[name]) || AppstoreOutlined)
}
