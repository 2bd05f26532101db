import {
  Briefcase,
  Flame,
  Heart,
  Layers,
  type LucideIcon,
  PartyPopper,
  Plane,
  Sparkles,
} from "lucide-react";
import type { CUSTOM_PREFIX } from "../../kit/custom-cards";
import type { CategoryId } from "../deck";

const icons: Record<CategoryId | typeof CUSTOM_PREFIX, LucideIcon> = {
  classico: Sparkles,
  festa: PartyPopper,
  viagem: Plane,
  trabalho: Briefcase,
  relacionamentos: Heart,
  picante: Flame,
  // A custom deck's card: the same icon as 'Seus baralhos' on the setup.
  custom: Layers,
};

export function CategoryIcon({
  id,
  className,
}: {
  id: CategoryId | typeof CUSTOM_PREFIX;
  className?: string;
}) {
  const Icon = icons[id];
  return <Icon aria-hidden className={className} />;
}
