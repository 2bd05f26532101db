import { useId } from "react";
import type { BannerTexts } from "../../../shared/schemas/admin";
import { BannerSlideArt } from "../../components/banner-slide-art";
import { useUploadImage } from "../../lib/admin-api";
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
        {/* As wide as the dashboard's slide on a phone, so the text wraps as players see it. */}
        <div className="w-full max-w-[22rem] overflow-hidden rounded-3xl">
          <BannerSlideArt
            image={image}
            sizes="22rem"
            title={text.title || "Sem título"}
            description={text.description}
            titleAs="p"
            alt={`Imagem do slide ${slide}`}
            imageTestId={`banner-preview-${slide}`}
          />
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
