// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { catalogue, featuredTagsOf } from "./catalogue";
import { extraGames } from "./extras";

describe("featured tags", () => {
  it("are the admin's choice for catalogue games, else the manifest's", () => {
    expect(catalogue).toHaveLength(10);
    expect(featuredTagsOf("classic")).toEqual(["Popular"]);
    expect(featuredTagsOf("classic", { classic: ["Novo", "+18"] })).toEqual(["Novo", "+18"]);
    expect(featuredTagsOf("classic", { classic: [] })).toEqual([]);
    expect(featuredTagsOf("sueca", { classic: ["Novo"] })).toEqual([]);
  });

  it("never apply to extras or unknown games, even when a saved document names them", () => {
    for (const id of [...extraGames.map((g) => g.id), "xadrez"])
      expect(featuredTagsOf(id, { [id]: ["Novo", "Popular"] }), id).toEqual([]);
  });
});
