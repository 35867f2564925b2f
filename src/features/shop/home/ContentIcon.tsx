import type { ShopIcon } from '../../../content/shop';
import {
  IconDrone,
  IconSchool,
  IconHeadset,
  IconReturn,
  IconShieldCheck,
  IconSparkle,
  IconStar,
  IconTruck,
} from '../../../components/icons';

const icons = {
  truck: IconTruck,
  return: IconReturn,
  support: IconHeadset,
  star: IconStar,
  shield: IconShieldCheck,
  graduation: IconSchool,
  drone: IconDrone,
  sparkle: IconSparkle,
} as const;

export function ContentIcon({ icon, size = 24 }: { icon: ShopIcon; size?: number }) {
  const Component = icons[icon];
  return <Component size={size} />;
}
