import { act, cleanup, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepPreviousData, QueryClient, QueryClientProvider, useMutation, useQuery } from ".";
import { hashKey } from "./core";

const goOnline = () => window.dispatchEvent(new Event("online"));
const goOffline = () => window.dispatchEvent(new Event("offline"));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  goOnline();
});

/** A promise to settle from the test, to see a fetch while it is in flight. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));

function mount(client: QueryClient, ui: React.ReactNode) {
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

function Show({ k, fn, staleTime }: { k: string; fn: () => Promise<unknown>; staleTime?: number }) {
  const q = useQuery({ queryKey: [k], queryFn: fn, staleTime });
  return (
    <p data-testid={k}>
      {q.status}/{q.fetchStatus}/{q.isPending ? "pending" : ""}
      {q.isError ? `erro:${q.error?.message}` : ""}:{JSON.stringify(q.data ?? null)}
    </p>
  );
}
const text = (k: string) => screen.getByTestId(k).textContent;

function Watch({ fn, runs }: { fn: () => Promise<unknown>; runs: unknown[] }) {
  const { data } = useQuery({ queryKey: ["w"], queryFn: fn });
  useEffect(() => void (data && runs.push(data)), [data, runs]);
  return null;
}

function Log({ fn, seen }: { fn: () => Promise<string>; seen: string[] }) {
  const q = useQuery({ queryKey: ["first"], queryFn: fn });
  seen.push(`${q.status}/${q.fetchStatus}`);
  return null;
}

/** Reads only `data`, and counts its renders. */
function OnlyData({ fn, renders }: { fn: () => Promise<string>; renders: number[] }) {
  renders.push(1);
  return <p data-testid="d">{useQuery({ queryKey: ["d"], queryFn: fn }).data}</p>;
}

let refetchFailing: () => Promise<unknown> = async () => {};
function Failing({ fn }: { fn: () => Promise<string> }) {
  const q = useQuery({ queryKey: ["e"], queryFn: fn });
  refetchFailing = q.refetch;
  return <p data-testid="e">{`${q.status}/${q.isError}/${q.error?.message}/${q.data}`}</p>;
}

const pages = new Map<number, ReturnType<typeof deferred<string>>>();
function Paged({ page }: { page: number }) {
  const q = useQuery({
    queryKey: ["list", { page }],
    queryFn: () => {
      const d = deferred<string>();
      pages.set(page, d);
      return d.promise;
    },
    placeholderData: keepPreviousData,
  });
  return <p data-testid="l">{`${q.data}/${q.isPlaceholderData}/${q.isPending}`}</p>;
}

let sender: { mutate: (v: number) => void };
function Sender(props: { fn: (v: number) => Promise<number>; onMutate: (v: number) => void }) {
  const m = useMutation({ mutationFn: props.fn, onMutate: props.onMutate });
  sender = m;
  return <p data-testid="m">{`${m.status}/${m.isPaused}/${m.data}`}</p>;
}

/** Sets the count to the new value at once and puts the old one back when the server refuses. */
function useRefusedCount(client: QueryClient) {
  return useMutation({
    mutationFn: async (_: number): Promise<number> => {
      throw new Error("recusado");
    },
    onMutate: (v: number) => {
      const before = client.getQueryData<number>(["n"]);
      client.setQueryData(["n"], v);
      return { before };
    },
    onError: (_e, _v, ctx) => client.setQueryData(["n"], ctx?.before),
  });
}
let rollback: ReturnType<typeof useRefusedCount>;
function Rollback({ client }: { client: QueryClient }) {
  rollback = useRefusedCount(client);
  const m = rollback;
  return <p data-testid="m">{`${m.status}/${m.isError}/${m.error?.message}`}</p>;
}

describe("useQuery", () => {
  it("waits while offline, paused, and fetches once when the connection returns", async () => {
    goOffline();
    const fn = vi.fn(async () => ({ n: 1 }));
    mount(new QueryClient(), <Show k="a" fn={fn} />);
    await flush();
    expect(fn).not.toHaveBeenCalled();
    expect(text("a")).toBe("pending/paused/pending:null");
    await act(async () => goOnline());
    await flush();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(text("a")).toBe('success/idle/:{"n":1}');
  });

  it("runs a query once the page is opened offline, before any 'offline' event", async () => {
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
    const fn = vi.fn(async () => "cópia do aparelho");
    mount(new QueryClient(), <Show k="b" fn={fn} />);
    await flush();
    Reflect.deleteProperty(navigator, "onLine");
    expect(text("b")).toBe('success/idle/:"cópia do aparelho"');
  });

  it("shares one fetch of a key among every caller while it is in flight", async () => {
    const answer = deferred<string>();
    const fn = vi.fn(() => answer.promise);
    const client = new QueryClient();
    mount(
      client,
      <>
        <Show k="a" fn={fn} />
        <Show k="a" fn={fn} />
      </>,
    );
    const third = client.fetchQuery({ queryKey: ["a"], queryFn: fn });
    await flush();
    expect(screen.getAllByTestId("a").map((n) => n.textContent)).toEqual([
      "pending/fetching/pending:null",
      "pending/fetching/pending:null",
    ]);
    await act(async () => answer.resolve("x"));
    expect(await third).toBe("x");
    expect(fn).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId("a").map((n) => n.textContent)).toEqual([
      'success/idle/:"x"',
      'success/idle/:"x"',
    ]);
  });

  it("reports 'fetching' from the first render of a query it will fetch, never 'idle' first", async () => {
    const answer = deferred<string>();
    const seen: string[] = [];
    mount(new QueryClient(), <Log fn={() => answer.promise} seen={seen} />);
    await flush();
    await act(async () => answer.resolve("ok"));
    expect(seen[0]).toBe("pending/fetching");
    expect(seen).not.toContain("pending/idle");
    expect(seen.at(-1)).toBe("success/idle");
  });

  it("renders a screen that reads only data again when the data changes, not when a refetch starts or ends", async () => {
    const client = new QueryClient();
    let answer = "a";
    const renders: number[] = [];
    mount(client, <OnlyData fn={async () => answer} renders={renders} />);
    await flush();
    expect(text("d")).toBe("a");
    const settled = renders.length;
    await act(() => client.invalidateQueries({ queryKey: ["d"] }));
    expect(renders).toHaveLength(settled);
    answer = "b";
    await act(() => client.invalidateQueries({ queryKey: ["d"] }));
    expect(text("d")).toBe("b");
    expect(renders).toHaveLength(settled + 1);
  });

  it("keeps the cached object when a new answer is deep-equal, so effects on it do not re-run", async () => {
    let answer = { list: [{ id: 1 }], total: 1 };
    const client = new QueryClient();
    const runs: unknown[] = [];
    mount(client, <Watch fn={async () => answer} runs={runs} />);
    await flush();
    const first = client.getQueryData(["w"]);
    answer = { list: [{ id: 1 }], total: 1 };
    await act(() => client.invalidateQueries({ queryKey: ["w"] }));
    expect(client.getQueryData(["w"])).toBe(first);
    expect(runs).toHaveLength(1);
    answer = { list: [{ id: 1 }], total: 2 };
    await act(() => client.invalidateQueries({ queryKey: ["w"] }));
    const second = client.getQueryData<typeof answer>(["w"]);
    expect(second).not.toBe(first);
    expect(second?.list).toBe((first as typeof answer).list);
    expect(runs).toHaveLength(2);
  });

  it("refetches an invalidated query on screen; one off screen waits until it is shown", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    let n = 0;
    const fn = vi.fn(async () => ++n);
    mount(client, <Show k="on" fn={fn} />);
    await flush();
    client.setQueryData(["off"], 0);
    await act(() => client.invalidateQueries());
    expect(text("on")).toBe("success/idle/:2");
    expect(client.getQueryState(["off"])?.isInvalidated).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
    mount(client, <Show k="off" fn={fn} />);
    await flush();
    expect(text("off")).toBe("success/idle/:3");
  });

  it("moves an observer to the entry that replaces a removed one, so invalidation still refetches", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    let n = 0;
    mount(client, <Show k="r" fn={async () => ++n} />);
    await flush();
    client.removeQueries({ predicate: (q) => q.queryKey[0] === "r" });
    act(() => void client.setQueryData(["r"], 10));
    await flush();
    expect(text("r")).toBe("success/idle/:10");
    await act(() => client.invalidateQueries({ queryKey: ["r"] }));
    expect(text("r")).toBe("success/idle/:2");
  });

  it("refetches the stale queries on screen when the connection returns, not the fresh ones", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const stale = vi.fn(async () => "s");
    const kept = vi.fn(async () => "k");
    mount(
      client,
      <>
        <Show k="s" fn={stale} />
        <Show k="k" fn={kept} />
      </>,
    );
    await flush();
    goOffline();
    // Its refetch waits for the connection, so the invalidation is not awaited here.
    act(() => void client.invalidateQueries({ queryKey: ["s"] }));
    await flush();
    expect(text("s")).toBe('success/paused/:"s"');
    await act(async () => goOnline());
    await flush();
    expect(stale).toHaveBeenCalledTimes(2);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(text("s")).toBe('success/idle/:"s"');
  });

  it("drops a query five minutes after its last observer leaves", async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const view = mount(client, <Show k="g" fn={async () => 1} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    view.unmount();
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(client.getQueryData(["g"])).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.getQueryState(["g"])).toBeUndefined();
  });

  it("tells observers of setQueryData before it returns", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(["p"], { name: "Ana" });
    mount(client, <Show k="p" fn={async () => ({ name: "?" })} />);
    const heard = vi.fn();
    client.subscribe(hashKey(["p"]), heard);
    act(() => {
      client.setQueryData<{ name: string }>(["p"], (old) => old && { name: `${old.name} Lu` });
      expect(heard).toHaveBeenCalledTimes(1);
    });
    expect(text("p")).toBe('success/idle/:{"name":"Ana Lu"}');
  });

  it("shows a failure as error and isError, keeps trying on refetch", async () => {
    let fail = true;
    const fn = async () => {
      if (fail) throw new Error("caiu");
      return "ok";
    };
    mount(new QueryClient(), <Failing fn={fn} />);
    await flush();
    expect(text("e")).toBe("error/true/caiu/undefined");
    fail = false;
    await act(() => refetchFailing());
    expect(text("e")).toBe("success/false/undefined/ok");
  });

  it("keeps the last key's data on view while the next key loads (keepPreviousData)", async () => {
    pages.clear();
    const view = mount(new QueryClient(), <Paged page={1} />);
    await flush();
    await act(async () => pages.get(1)?.resolve("um"));
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <Paged page={2} />
      </QueryClientProvider>,
    );
    await flush();
    expect(text("l")).toBe("um/true/false");
    await act(async () => pages.get(2)?.resolve("dois"));
    expect(text("l")).toBe("dois/false/false");
  });
});

describe("useMutation", () => {
  it("made offline: onMutate at once, sent once when the connection returns", async () => {
    goOffline();
    const sent = vi.fn(async (v: number) => v * 2);
    const optimistic = vi.fn();
    mount(new QueryClient(), <Sender fn={sent} onMutate={optimistic} />);
    act(() => sender.mutate(21));
    await flush();
    expect(optimistic).toHaveBeenCalledWith(21);
    expect(sent).not.toHaveBeenCalled();
    expect(text("m")).toBe("pending/true/undefined");
    await act(async () => goOnline());
    await act(async () => goOnline());
    await flush();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(text("m")).toBe("success/false/42");
  });

  it("rolls back with onMutate's context on failure; mutateAsync rejects; reset clears", async () => {
    const client = new QueryClient();
    client.setQueryData(["n"], 1);
    mount(client, <Rollback client={client} />);
    await act(() => expect(rollback.mutateAsync(5)).rejects.toThrow("recusado"));
    expect(client.getQueryData(["n"])).toBe(1);
    expect(text("m")).toBe("error/true/recusado");
    act(() => rollback.reset());
    expect(text("m")).toBe("idle/false/undefined");
  });
});
