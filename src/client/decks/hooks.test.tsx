import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveDeviceDeck } from "./device-decks";
import { useDecksFor } from "./hooks";
import { offerDeck } from "./offer";

vi.mock("../session", () => ({
  useSession: () => ({ user: null, profile: null, loading: false }),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe("useDecksFor, what a game's setup offers", () => {
  it("lists the guest's decks of that game as snapshots, the offered shared deck first", () => {
    const mine = saveDeviceDeck(undefined, {
      name: "Firma",
      game: "eu-nunca",
      adult: true,
      items: [{ text: "Eu nunca A" }, { text: "Eu nunca B" }],
    });
    saveDeviceDeck(undefined, {
      name: "Outro jogo",
      game: "truth-or-dare",
      adult: false,
      items: [
        { text: "Conte", kind: "truth" },
        { text: "Dance", kind: "dare" },
      ],
    });
    const { result } = renderHook(() => useDecksFor("eu-nunca"), { wrapper });
    expect(result.current).toEqual({
      loading: false,
      decks: [
        {
          id: mine.id,
          name: "Firma",
          game: "eu-nunca",
          adult: true,
          items: [{ text: "Eu nunca A" }, { text: "Eu nunca B" }],
        },
      ],
    });
    const shared = {
      id: "shared-ABCD2345",
      name: "Da Bia",
      game: "eu-nunca" as const,
      adult: false,
      items: [{ text: "Eu nunca C" }, { text: "Eu nunca D" }],
    };
    act(() => offerDeck(shared));
    expect(result.current.decks.map((d) => d.id)).toEqual(["shared-ABCD2345", mine.id]);
  });
});
