import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { devicePlays } from "../../client/device-plays";
import { usePlayTracking } from "./use-play-tracking";

const session = vi.hoisted(() => ({ isAuthenticated: false }));
vi.mock("../../client/session", () => ({ PROFILE_KEY: ["p"], useSession: () => session }));

let tracking: ReturnType<typeof usePlayTracking>;
function Game() {
  tracking = usePlayTracking("sueca");
  return null;
}
const mount = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Game />
    </QueryClientProvider>,
  );
const posted: unknown[] = [];

describe("usePlayTracking", () => {
  beforeEach(() => {
    localStorage.clear();
    posted.length = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        posted.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ counted: 1 }), { status: 200 });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("a guest's finished game is kept on the device and sent nowhere", async () => {
    session.isAuthenticated = false;
    mount();
    await act(() => tracking.finish({ victory: true }));
    expect(devicePlays()).toMatchObject([{ gameId: "sueca", victory: true, minutes: 0 }]);
    expect(posted).toEqual([]);
  });

  it("signed in, the play goes to the account in one request with its id", async () => {
    session.isAuthenticated = true;
    mount();
    await act(() => tracking.finish({ victory: false }));
    const [play] = devicePlays();
    expect(posted).toEqual([{ plays: [play] }]);
    expect(play?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a second finish is the same play; 'Jogar de novo' starts a new one", async () => {
    session.isAuthenticated = false;
    mount();
    await act(() => tracking.finish({ victory: false }));
    await act(() => tracking.finish({ victory: false }));
    expect(devicePlays()).toHaveLength(1);
    act(() => tracking.restart());
    await act(() => tracking.finish({ victory: true }));
    expect(devicePlays()).toHaveLength(2);
  });
});
