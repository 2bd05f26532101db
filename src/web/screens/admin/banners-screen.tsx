import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { bannersQuery, bannerTextsQuery } from "../../../client/public-queries";
import { DEFAULT_BANNER_TEXTS } from "../../../shared/constants";
import { type BannerTexts, bannerTextsSchema } from "../../../shared/schemas/admin";
import { Button } from "../../../ui/button";
import { useSaveBannerTexts } from "../../lib/admin-api";
import { AdminLayout } from "./admin-layout";
import { BannerSlideEditor, type SlideKey } from "./banner-slide-editor";

const slides: SlideKey[] = ["1", "2", "3"];
type FieldErrors = Partial<Record<SlideKey, Partial<Record<"title" | "description", string>>>>;

export function BannersScreen() {
  const texts = useQuery({ ...bannerTextsQuery, staleTime: 0 });
  return (
    <AdminLayout
      title="Banners"
      intro="Os três slides do carrossel do painel. A imagem é publicada assim que você a envia; os textos, quando você salva."
    >
      {texts.isPending ? (
        <p className="text-muted">Carregando…</p>
      ) : (
        <BannerTextsForm initial={texts.data ?? DEFAULT_BANNER_TEXTS} />
      )}
    </AdminLayout>
  );
}

function BannerTextsForm({ initial }: { initial: BannerTexts }) {
  const banners = useQuery(bannersQuery).data ?? {};
  const [texts, setTexts] = useState<BannerTexts>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveBannerTexts();

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = bannerTextsSchema.safeParse(texts);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const [slide, field] = issue.path as [SlideKey, "title" | "description"];
        next[slide] = { ...next[slide], [field]: issue.message };
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4">
        {slides.map((slide) => (
          <BannerSlideEditor
            key={slide}
            slide={slide}
            image={banners[slide]}
            text={texts[slide]}
            errors={errors[slide] ?? {}}
            onChange={(next) => setTexts((t) => ({ ...t, [slide]: next }))}
          />
        ))}
      </div>
      <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-line bg-night/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? "Salvando…" : "Salvar textos"}
        </Button>
      </div>
    </form>
  );
}
