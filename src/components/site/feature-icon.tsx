import {
  BadgeCheckIcon,
  ClockIcon,
  FileTextIcon,
  GlobeIcon,
  HandshakeIcon,
  HeartIcon,
  LockIcon,
  type LucideIcon,
  MessageCircleIcon,
  ScaleIcon,
  SearchIcon,
  ShieldCheckIcon,
  UsersIcon,
} from "lucide-react";
import type { IconName } from "@/content/services";

const icons: Record<IconName, LucideIcon> = {
  search: SearchIcon,
  shield: ShieldCheckIcon,
  scale: ScaleIcon,
  file: FileTextIcon,
  globe: GlobeIcon,
  heart: HeartIcon,
  users: UsersIcon,
  lock: LockIcon,
  message: MessageCircleIcon,
  badge: BadgeCheckIcon,
  clock: ClockIcon,
  handshake: HandshakeIcon,
};

/** A content file's icon name as a decorative lucide icon in a soft rose circle. */
export function FeatureIcon({ name }: { name: IconName }) {
  const Icon = icons[name];
  return (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
