import {
  BriefcaseBusiness,
  Clapperboard,
  Drama,
  Lamp,
  type LucideIcon,
  MapPin,
  PawPrint,
  Star,
  Trophy,
  UtensilsCrossed,
} from "lucide-react";
import type { ThemeId } from "../content";

const icons: Record<ThemeId, LucideIcon> = {
  famosos: Star,
  personagens: Drama,
  animais: PawPrint,
  "filmes-series": Clapperboard,
  profissoes: BriefcaseBusiness,
  objetos: Lamp,
  comidas: UtensilsCrossed,
  lugares: MapPin,
  esportes: Trophy,
};

export function ThemeIcon({ id, className }: { id: ThemeId; className?: string }) {
  const Icon = icons[id];
  return <Icon aria-hidden className={className} />;
}
