import { queryOptions } from "@tanstack/react-query";
import { api, ok } from "./api";

/**
 * The server's public reads, each with its typed request. The keys are the paths: prerendered
 * pages seed `/api/config` under that name (web/prerender.tsx, web/main.tsx).
 */
export const configQuery = queryOptions({
  queryKey: ["/api/config"],
  queryFn: ({ signal }) => ok(api.config.$get(undefined, { init: { signal } })),
});

export const iconsQuery = queryOptions({
  queryKey: ["/api/icons"],
  queryFn: ({ signal }) => ok(api.icons.$get(undefined, { init: { signal } })),
});

export const bannersQuery = queryOptions({
  queryKey: ["/api/banners"],
  queryFn: ({ signal }) => ok(api.banners.$get(undefined, { init: { signal } })),
});

export const bannerTextsQuery = queryOptions({
  queryKey: ["/api/banner-texts"],
  queryFn: ({ signal }) => ok(api["banner-texts"].$get(undefined, { init: { signal } })),
});

export const featuredTagsQuery = queryOptions({
  queryKey: ["/api/featured-tags"],
  queryFn: ({ signal }) => ok(api["featured-tags"].$get(undefined, { init: { signal } })),
});

export const installPromptQuery = queryOptions({
  queryKey: ["/api/install-prompt"],
  queryFn: ({ signal }) => ok(api["install-prompt"].$get(undefined, { init: { signal } })),
});
