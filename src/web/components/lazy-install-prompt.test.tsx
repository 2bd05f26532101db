import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { defaultInstallPrompt } from "../../shared/schemas/admin";
import { LazyInstallPrompt } from "./lazy-install-prompt";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("offers Chromium's install even when its event came before the prompt's code", async () => {
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
  const prompt = vi.fn(async () => {});
  const early = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: "accepted" }),
  });
  window.dispatchEvent(early);
  // Chromium's own mini-infobar stays away from the start.
  expect(early.defaultPrevented).toBe(true);

  const client = new QueryClient();
  client.setQueryData(["/api/install-prompt"], { ...defaultInstallPrompt, delaySeconds: 0 });
  render(
    <QueryClientProvider client={client}>
      <LazyInstallPrompt />
    </QueryClientProvider>,
  );
  expect(screen.queryByRole("button", { name: "Instalar" })).toBeNull();
  // The prompt's code is a dynamic import: under a loaded test run it can take over findBy's 1 s.
  const install = await screen.findByRole("button", { name: "Instalar" }, { timeout: 5_000 });
  fireEvent.click(install);
  expect(prompt).toHaveBeenCalledOnce();
});
