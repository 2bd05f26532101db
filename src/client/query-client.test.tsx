// @vitest-environment jsdom
import {
  QueryClientProvider,
  type QueryClient as TanStackClient,
  useMutation,
  useQuery,
} from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";

/**
 * What the app relies on from TanStack Query with its own defaults (decision 055, the list of
 * decision 049): offline work waits and goes out once, stale queries on screen are read again on
 * reconnect, nothing retries, focus refetches nothing.
 */

const goOnline = () => window.dispatchEvent(new Event("online"));
const goOffline = () => window.dispatchEvent(new Event("offline"));

afterEach(() => {
  cleanup();
  goOnline();
});

const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));

function mount(client: TanStackClient, ui: ReactNode) {
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

function Show({ k, fn, staleTime }: { k: string; fn: () => Promise<unknown>; staleTime?: number }) {
  // An explicit `staleTime: undefined` would replace the client's default: leave it out.
  const q = useQuery({
    queryKey: [k],
    queryFn: fn,
    ...(staleTime === undefined ? {} : { staleTime }),
  });
  return (
    <p data-testid={k}>
      {q.status}/{q.fetchStatus}
      {q.isError ? `/erro:${q.error?.message}` : ""}:{JSON.stringify(q.data ?? null)}
    </p>
  );
}
const text = (k: string) => screen.getByTestId(k).textContent;

let sender: { mutate: (v: number) => void };
function Sender(props: { fn: (v: number) => Promise<number>; onMutate: (v: number) => void }) {
  const m = useMutation({ mutationFn: props.fn, onMutate: props.onMutate });
  sender = m;
  return <p data-testid="m">{`${m.status}/${m.isPaused}/${m.data}`}</p>;
}

describe("the app's query client", () => {
  it("runs a query when the page is opened offline, before any 'offline' event", async () => {
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
    const fn = vi.fn(async () => "cópia do aparelho");
    mount(createQueryClient(), <Show k="b" fn={fn} />);
    await waitFor(() => expect(text("b")).toBe('success/idle:"cópia do aparelho"'));
    Reflect.deleteProperty(navigator, "onLine");
  });

  it("waits while offline, paused, and fetches once when the connection returns", async () => {
    const fn = vi.fn(async () => ({ n: 1 }));
    const client = createQueryClient();
    // TanStack hears 'offline' from the provider's mount on (the app mounts it at start).
    mount(client, null);
    goOffline();
    render(
      <QueryClientProvider client={client}>
        <Show k="a" fn={fn} />
      </QueryClientProvider>,
    );
    await flush();
    expect(fn).not.toHaveBeenCalled();
    expect(text("a")).toBe("pending/paused:null");
    await act(async () => goOnline());
    await waitFor(() => expect(text("a")).toBe('success/idle:{"n":1}'));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("refetches the stale queries on screen when the connection returns, not the fresh ones", async () => {
    const client = createQueryClient();
    const stale = vi.fn(async () => "s");
    const kept = vi.fn(async () => "k");
    mount(
      client,
      <>
        <Show k="s" fn={stale} />
        <Show k="k" fn={kept} />
      </>,
    );
    await waitFor(() => expect(text("k")).toBe('success/idle:"k"'));
    await waitFor(() => expect(text("s")).toBe('success/idle:"s"'));
    goOffline();
    // Its refetch waits for the connection, so the invalidation is not awaited here.
    act(() => void client.invalidateQueries({ queryKey: ["s"] }));
    await waitFor(() => expect(text("s")).toBe('success/paused:"s"'));
    await act(async () => goOnline());
    await waitFor(() => expect(text("s")).toBe('success/idle:"s"'));
    expect(stale).toHaveBeenCalledTimes(2);
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it("a screen's own staleTime makes its query stale on reconnect", async () => {
    const fn = vi.fn(async () => "x");
    mount(createQueryClient(), <Show k="t" fn={fn} staleTime={0} />);
    await waitFor(() => expect(text("t")).toBe('success/idle:"x"'));
    goOffline();
    await act(async () => goOnline());
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(2));
  });

  it("made offline, a mutation runs onMutate at once and is sent once when the connection returns", async () => {
    const sent = vi.fn(async (v: number) => v * 2);
    const optimistic = vi.fn();
    mount(createQueryClient(), <Sender fn={sent} onMutate={optimistic} />);
    goOffline();
    act(() => sender.mutate(21));
    await flush();
    expect(optimistic).toHaveBeenCalledTimes(1);
    expect(optimistic.mock.calls[0]?.[0]).toBe(21);
    expect(sent).not.toHaveBeenCalled();
    expect(text("m")).toBe("pending/true/undefined");
    await act(async () => goOnline());
    await act(async () => goOnline());
    await waitFor(() => expect(text("m")).toBe("success/false/42"));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("does not retry a failure, and a focus refetches nothing", async () => {
    const fn = vi.fn(async () => {
      throw new Error("fora do ar");
    });
    const ok = vi.fn(async () => "ok");
    mount(
      createQueryClient(),
      <>
        <Show k="e" fn={fn} />
        <Show k="f" fn={ok} staleTime={0} />
      </>,
    );
    await waitFor(() => expect(text("e")).toBe("error/idle/erro:fora do ar:null"));
    await waitFor(() => expect(text("f")).toBe('success/idle:"ok"'));
    expect(fn).toHaveBeenCalledTimes(1);
    await act(async () => {
      window.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new Event("focus"));
    });
    await flush();
    expect(ok).toHaveBeenCalledTimes(1);
  });
});
