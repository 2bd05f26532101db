import { useId } from "react";
import type { BannerTexts } from "../../../shared/schemas/admin";
import { useUploadImage } from "../../lib/admin-api";
import { bannerSources } from "../../lib/art";
import { ImagePicker } from "./image-picker";
import { TextField } from "./text-field";

export type SlideKey = keyof BannerTexts;
type SlideText = BannerTexts[SlideKey];

/** One carousel slide: live preview, its image upload and its two texts. */
export function BannerSlideEditor({
  slide,
  image,
  text,
  errors,
  onChange,
}: {
  slide: SlideKey;
  image: string | undefined;
  text: SlideText;
  errors: Partial<Record<keyof SlideText, string>>;
  onChange(next: SlideText): void;
}) {
  const upload = useUploadImage();
  const ids = { title: useId(), description: useId() };
  return (
    <fieldset className="grid gap-x-6 gap-y-3 rounded-2xl border border-line bg-surface p-4 md:grid-cols-2">
      <legend className="sr-only">Slide {slide}</legend>
      <div className="grid content-start gap-3">
        <p aria-hidden className="font-bold">
          Slide {slide}
        </p>
        <div className="relative aspect-[2/1] overflow-hidden rounded-2xl bg-surface-2">
          {image && (
            <img
              {...bannerSources(image, "(min-width: 768px) 40vw, 90vw")}
              width={1200}
              height={600}
              alt={`Imagem do slide ${slide}`}
              className="absolute inset-0 size-full object-cover"
              data-testid={`banner-preview-${slide}`}
            />
          )}
          <div className="absolute inset-0 bg-gradient-to-t from-night via-night/40 to-transparent" />
          <div className="absolute inset-x-0 bottom-0 p-3">
            <p className="line-clamp-2 font-black sm:text-lg">{text.title || "Sem título"}</p>
            <p className="line-clamp-2 text-xs text-ink/90 sm:text-sm">{text.description}</p>
          </div>
        </div>
        <ImagePicker
          label="Trocar imagem"
          busy={upload.isPending}
          onFile={(file) => upload.mutate({ kind: "banner", key: slide, file })}
        />
      </div>
      <div className="grid content-start gap-3 md:pt-9">
        <TextField
          id={ids.title}
          label="Título"
          value={text.title}
          max={60}
          error={errors.title}
          onChange={(title) => onChange({ ...text, title })}
        />
        <TextField
          id={ids.description}
          label="Descrição"
          value={text.description}
          max={120}
          rows={2}
          error={errors.description}
          onChange={(description) => onChange({ ...text, description })}
        />
      </div>
    </fieldset>
  );
}
