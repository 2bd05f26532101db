import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { useState } from "react";
import { featuredTagsQuery } from "../../../client/public-queries";
import { allGames } from "../../../games/extras";
import type { FeaturedTag } from "../../../shared/game-manifest";
import { type FeaturedTags, featuredTagValues } from "../../../shared/schemas/admin";
import { Button } from "../../../ui/button";
import { GameIcon } from "../../components/game-icon";
import { useSaveFeaturedTags } from "../../lib/admin-api";
import { AdminLayout } from "./admin-layout";

/** What the cards show today: the saved tags, or the manifest's for a game never saved. */
function currentTags(saved: FeaturedTags | undefined): FeaturedTags {
  return Object.fromEntries(allGames.map((g) => [g.id, saved?.[g.id] ?? g.tags ?? []]));
}

export function FeaturedTagsScreen() {
  const saved = useQuery({ ...featuredTagsQuery, staleTime: 0 });
  return (
    <AdminLayout
      title="Etiquetas dos jogos"
      intro="Marque as etiquetas que aparecem nos cards dos jogos. Nada muda para os jogadores até você salvar."
    >
      {saved.isPending ? (
        <p className="text-muted">Carregando…</p>
      ) : (
        <TagsForm initial={currentTags(saved.data)} />
      )}
    </AdminLayout>
  );
}

function TagsForm({ initial }: { initial: FeaturedTags }) {
  const [tags, setTags] = useState(initial);
  const [base, setBase] = useState(initial);
  const save = useSaveFeaturedTags();
  const dirty = JSON.stringify(tags) !== JSON.stringify(base);
  const toggle = (gameId: string, tag: FeaturedTag) =>
    setTags((all) => {
      const has = all[gameId]?.includes(tag);
      const next = featuredTagValues.filter((t) => (t === tag ? !has : all[gameId]?.includes(t)));
      return { ...all, [gameId]: next };
    });
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(tags, { onSuccess: (doc) => setBase(doc) });
      }}
    >
      <ul className="grid gap-3 lg:grid-cols-2">
        {allGames.map((game) => (
          <li
            key={game.id}
            className="grid gap-3 rounded-2xl border border-line bg-surface p-4"
            data-testid={`tags-${game.id}`}
          >
            <div className="flex items-center gap-3">
              <GameIcon gameId={game.id} size={40} className="shrink-0" />
              <h2 className="font-bold">{game.name}</h2>
            </div>
            <fieldset className="grid grid-cols-4 gap-1.5 sm:flex sm:flex-wrap sm:gap-2">
              <legend className="sr-only">Etiquetas de {game.name}</legend>
              {featuredTagValues.map((tag) => {
                const on = Boolean(tags[game.id]?.includes(tag));
                return (
                  <button
                    key={tag}
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggle(game.id, tag)}
                    className={`inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full px-1 text-sm font-semibold whitespace-nowrap transition sm:px-4 ${
                      on
                        ? tag === "+18"
                          ? "bg-red-800 text-white"
                          : "bg-accent text-brand-ink"
                        : "border border-line bg-night text-muted hover:text-ink"
                    }`}
                  >
                    {on && <Check aria-hidden className="hidden size-4 sm:block" />}
                    {tag}
                  </button>
                );
              })}
            </fieldset>
          </li>
        ))}
      </ul>
      <div className="sticky bottom-0 -mx-4 flex items-center justify-end gap-3 border-t border-line bg-night/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        {dirty && <p className="mr-auto text-sm text-muted">Alterações não salvas</p>}
        <Button variant="secondary" disabled={!dirty} onClick={() => setTags(base)}>
          Desfazer
        </Button>
        <Button type="submit" disabled={!dirty || save.isPending}>
          {save.isPending ? "Salvando…" : "Salvar etiquetas"}
        </Button>
      </div>
    </form>
  );
}
