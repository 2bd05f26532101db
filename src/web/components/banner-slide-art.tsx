import { bannerSources } from "../lib/art";

/**
 * A banner's picture with its title and description over it. The dashboard's slide and the
 * admin's preview are this one component, so the preview shows what players see; text sizes
 * follow the slide's own width (a container query), not the window's.
 */
export function BannerSlideArt({
  image,
  sizes,
  title,
  description,
  titleAs: Title = "h2",
  alt = "",
  imageTestId,
}: {
  image: string | undefined;
  sizes: string;
  title: string;
  description: string;
  titleAs?: "h2" | "p";
  alt?: string;
  imageTestId?: string;
}) {
  return (
    <div className="@container relative aspect-[2/1] w-full overflow-hidden bg-surface-2">
      {image && (
        <img
          {...bannerSources(image, sizes)}
          alt={alt}
          width={1200}
          height={600}
          className="absolute inset-0 size-full object-cover"
          data-testid={imageTestId}
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-t from-night via-night/40 to-transparent" />
      <div className="absolute inset-x-0 bottom-0 p-5" data-testid="banner-text">
        <Title className="line-clamp-2 text-xl font-black @md:text-2xl">{title}</Title>
        <p className="line-clamp-2 text-sm text-ink/90">{description}</p>
      </div>
    </div>
  );
}
