import type { DrinkMode } from "../../shared/schemas/profile";
import type { ChallengeCategory, IconName } from "./content";

type Face = Pick<ChallengeCategory, "name" | "description" | "icon">;

/** How a category presents itself when the group plays 'sem álcool' (its prompts use their `alt`). */
const soberFaces: Partial<Record<ChallengeCategory["id"], Face>> = {
  drinking: {
    name: "Bora Brincar",
    description: "Joguinhos rápidos que valem um gole d'água ou uma prenda.",
    icon: "GlassWater",
  },
};

/** A category's name, description and icon in the group's drink mode. */
export function categoryFace(
  category: Pick<ChallengeCategory, "name" | "icon"> & { id: string; description?: string },
  drinkMode: DrinkMode,
): Face {
  // A custom deck's category ("custom") has no sober face of its own.
  const faces: Partial<Record<string, Face>> = soberFaces;
  const sober = drinkMode === "sem-alcool" ? faces[category.id] : undefined;
  const { name, description = "", icon } = category;
  return sober ?? { name, description, icon };
}

const alcoholIcons: ReadonlySet<IconName> = new Set(["Beer", "Wine", "Martini"]);

/** Without alcohol, a glass of beer, wine or a martini on a prompt becomes a glass of water. */
export function challengeIcon(icon: IconName, drinkMode: DrinkMode): IconName {
  return drinkMode === "sem-alcool" && alcoholIcons.has(icon) ? "GlassWater" : icon;
}
