// @vitest-environment jsdom

import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "../../client/api";
import { GAME_ICONS_KEY } from "../../client/device-keys";
import { ICON_UPDATED_EVENT, type IconUpdatedDetail } from "../../client/events";
import {
  applyIconUpdate,
  failureMessage,
  normaliseIconKey,
  uploadFailureMessage,
  uploadImage,
} from "./admin-api";
import { ICONS_QUERY_KEY, iconFromStorageValue } from "./game-icons";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const apiError = (status: number, message: string) =>
  new HttpError(status, { error: { code: "X", message } }, message);

describe("upload failure messages", () => {
  it("keeps the server's wording when it already says 'Falha no upload da imagem'", () => {
    const err = apiError(400, "Falha no upload da imagem: arquivo vazio");
    expect(uploadFailureMessage(err)).toBe("Falha no upload da imagem: arquivo vazio");
  });

  it("puts the prefix before other server messages", () => {
    const err = apiError(403, "Acesso restrito a administradores.");
    expect(uploadFailureMessage(err)).toBe(
      "Falha no upload da imagem: Acesso restrito a administradores.",
    );
  });

  it("says 'Erro desconhecido' without a server message", () => {
    expect(uploadFailureMessage(new TypeError("Failed to fetch"))).toBe(
      "Falha no upload da imagem: Erro desconhecido",
    );
    expect(uploadFailureMessage(new HttpError(502, "<html>", "<html>"))).toBe(
      "Falha no upload da imagem: Erro desconhecido",
    );
  });
});

describe("failureMessage", () => {
  it("shows the server's Portuguese message, or a connection hint", () => {
    expect(failureMessage(apiError(409, "Você não pode desativar a própria conta."))).toBe(
      "Você não pode desativar a própria conta.",
    );
    expect(failureMessage(new TypeError("Failed to fetch"))).toMatch(/conexão/);
  });
});

describe("normaliseIconKey", () => {
  it("trims, lower-cases and drops the 'icon-' prefix", () => {
    expect(normaliseIconKey("  Icon-Classic ")).toBe("classic");
    expect(normaliseIconKey("sueca")).toBe("sueca");
  });
});

describe("uploadImage", () => {
  it("posts multipart form data with cookies and returns the stored URL", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ key: "k", url: "/uploads/k.png" }), { status: 201 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const file = new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" });
    await expect(uploadImage("gameIcon", "classic", file)).resolves.toEqual({
      key: "k",
      url: "/uploads/k.png",
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/uploads");
    expect(init.credentials).toBe("include");
    const body = init.body as FormData;
    expect(body.get("kind")).toBe("gameIcon");
    expect(body.get("key")).toBe("classic");
    expect((body.get("file") as File).name).toBe("a.png");
  });

  it("throws an HttpError carrying the server's reason", async () => {
    const message = "Falha no upload da imagem: imagem corrompida ou incompleta";
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: "UPLOAD_REFUSED", message } }), {
            status: 400,
          }),
      ),
    );
    const err = await uploadImage("icon", "x", new File(["x"], "x.png")).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).userMessage).toBe(message);
  });
});

describe("applyIconUpdate", () => {
  it("updates the local cache, tells this tab and refreshes /api/icons", async () => {
    localStorage.setItem(GAME_ICONS_KEY, JSON.stringify({ sueca: "/icons/sueca.png" }));
    const qc = new QueryClient();
    qc.setQueryData(ICONS_QUERY_KEY, { classic: "/icons/classic.png" });
    const invalidate = vi.spyOn(qc, "invalidateQueries").mockResolvedValue();
    const heard: IconUpdatedDetail[] = [];
    const listener = (e: Event) => heard.push((e as CustomEvent<IconUpdatedDetail>).detail);
    window.addEventListener(ICON_UPDATED_EVENT, listener);

    await applyIconUpdate(qc, "classic", "/uploads/new.png");

    window.removeEventListener(ICON_UPDATED_EVENT, listener);
    expect(JSON.parse(localStorage.getItem(GAME_ICONS_KEY) ?? "{}")).toEqual({
      sueca: "/icons/sueca.png",
      classic: "/uploads/new.png",
    });
    expect(heard).toEqual([{ iconType: "classic", url: "/uploads/new.png" }]);
    expect(qc.getQueryData(ICONS_QUERY_KEY)).toEqual({ classic: "/uploads/new.png" });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ICONS_QUERY_KEY });
  });
});

describe("iconFromStorageValue", () => {
  it("reads one game's URL from another tab's raw cache value", () => {
    const raw = JSON.stringify({ classic: "/uploads/c.png" });
    expect(iconFromStorageValue(raw, "classic")).toBe("/uploads/c.png");
    expect(iconFromStorageValue(raw, "sueca")).toBeNull();
    expect(iconFromStorageValue(null, "classic")).toBeNull();
    expect(iconFromStorageValue("{oops", "classic")).toBeNull();
  });
});
