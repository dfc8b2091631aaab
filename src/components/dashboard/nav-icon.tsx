import {
  BadgeCheckIcon,
  BellIcon,
  CreditCardIcon,
  CrownIcon,
  FlagIcon,
  HandHeartIcon,
  HeartHandshakeIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  type LucideIcon,
  MailIcon,
  MegaphoneIcon,
  MessageSquareIcon,
  ReceiptIcon,
  ScrollTextIcon,
  SettingsIcon,
  UserIcon,
  UsersIcon,
  WalletCardsIcon,
} from "lucide-react";
import type { NavIcon as NavIconName } from "@/lib/nav";

const icons: Record<NavIconName, LucideIcon> = {
  dashboard: LayoutDashboardIcon,
  proposals: HandHeartIcon,
  connections: HeartHandshakeIcon,
  messages: MessageSquareIcon,
  notifications: BellIcon,
  subscription: CrownIcon,
  payment: CreditCardIcon,
  profile: UserIcon,
  settings: SettingsIcon,
  help: LifeBuoyIcon,
  users: UsersIcon,
  contacts: MailIcon,
  plans: WalletCardsIcon,
  payments: ReceiptIcon,
  verifications: BadgeCheckIcon,
  moderation: FlagIcon,
  broadcasts: MegaphoneIcon,
  audit: ScrollTextIcon,
};

export function NavIcon({ name, className }: { name: NavIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
