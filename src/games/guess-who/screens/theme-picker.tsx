import { CategoryPicker, type PickerCategory } from "../../kit/category-picker";
import { type ThemeId, themes } from "../content";
import { ThemeIcon } from "./theme-icon";

const pickerThemes: PickerCategory<ThemeId>[] = themes.map((t) => ({
  id: t.id,
  name: t.name,
  description: `${t.description} ${t.words.length} palavras.`,
  icon: <ThemeIcon id={t.id} className="size-6 shrink-0 text-brand" />,
}));

/** The themes as the kit's category picker: any number of them can be mixed into one deck. */
export function ThemePicker({
  chosen,
  onChange,
}: {
  chosen: readonly ThemeId[];
  onChange(themes: ThemeId[]): void;
}) {
  return (
    <CategoryPicker
      legend="Temas"
      hint="Escolha um ou misture vários: as palavras não se repetem."
      categories={pickerThemes}
      chosen={chosen}
      // No theme is +18: there is nothing to hide or confirm.
      showAdult
      onChange={onChange}
      mixAll
      messages={{
        none: "Escolha pelo menos um tema",
        last: "Pelo menos um tema fica marcado: escolha outro antes de tirar este.",
      }}
    />
  );
}
