import { describe, expect, it } from "vitest";
import { catalogue } from "../../games/catalogue";
import { extraGames } from "../../games/extras";
import { bannerSources, iconSources } from "./art";

describe("image sources", () => {
  it("shows the default game art as WebP renditions, the smallest one that covers the size as src", () => {
    const icon = iconSources("/icons/sueca.png", 80);
    expect(icon.src).toBe("/icons/sueca-96.webp");
    expect(icon.sizes).toBe("80px");
    expect(icon.srcSet).toContain("/icons/sueca-64.webp 64w");
    expect(icon.srcSet).toContain("/icons/sueca-256.webp 256w");
    expect(bannerSources("/banners/sueca.jpg", "100vw").srcSet).toContain(
      "/banners/sueca-1200.webp 1200w",
    );
  });

  it("gives every game's default icon, the extras' too, its own WebP renditions", () => {
    for (const { id, icon } of [...catalogue, ...extraGames]) {
      const sources = iconSources(icon, 64);
      expect(sources.src, id).toBe(`/icons/${id}-64.webp`);
      expect(sources.srcSet, id).toContain(`/icons/${id}-256.webp 256w`);
    }
  });

  it("shows uploaded and external images as they are", () => {
    for (const url of [
      "/uploads/icons/u/1-ab.png",
      "https://cdn.example.com/x.png",
      "data:image/png;base64,AA",
    ])
      expect(iconSources(url, 64)).toEqual({ src: url });
    expect(bannerSources("/uploads/banners/u/1.jpg", "100vw")).toEqual({
      src: "/uploads/banners/u/1.jpg",
    });
  });
});
