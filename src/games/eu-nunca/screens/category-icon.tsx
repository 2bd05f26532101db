import {
  Briefcase,
  Flame,
  Heart,
  type LucideIcon,
  PartyPopper,
  Plane,
  Sparkles,
} from "lucide-react";
import type { CategoryId } from "../deck";

const icons: Record<CategoryId, LucideIcon> = {
  classico: Sparkles,
  festa: PartyPopper,
  viagem: Plane,
  trabalho: Briefcase,
  relacionamentos: Heart,
  picante: Flame,
};

export function CategoryIcon({ id, className }: { id: CategoryId; className?: string }) {
  const Icon = icons[id];
  return <Icon aria-hidden className={className} />;
}
