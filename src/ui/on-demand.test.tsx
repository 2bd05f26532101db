import { act, cleanup, render, screen } from "@testing-library/react";
import { Component, type ReactNode, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onDemand } from "./on-demand";

afterEach(cleanup);

function Hello({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Não deu</p> : this.props.children;
  }
}

/** Settles inside act, so React's retry runs before act ends. */
const settled = (give: () => void) => act(async () => give());

/** Rendered in an async act: a render that suspends is retried when its promise settles. */
const show = (ui: ReactNode) =>
  act(async () => {
    render(ui);
  });

/** A loader whose answer the test gives when it wants. */
function controlledLoad() {
  let settle: { resolve(c: typeof Hello): void; reject(e: Error): void } | undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof Hello>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { load, settle: () => settle };
}

describe("onDemand", () => {
  it("fetches nothing until asked, then once, however often it is preloaded", () => {
    const { load } = controlledLoad();
    const hello = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    hello.preload();
    hello.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the fallback until its code is there, then the component with its props", async () => {
    const { load, settle } = controlledLoad();
    const hello = onDemand(load);
    await show(<Suspense fallback={<p>Carregando</p>}>{hello.element({ name: "Ana" })}</Suspense>);
    expect(screen.getByText("Carregando")).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
    await settled(() => settle()?.resolve(Hello));
    expect(screen.getByText("Olá, Ana")).toBeDefined();
    expect(screen.queryByText("Carregando")).toBeNull();
  });

  it("a preloaded component renders without a fallback", async () => {
    const { load, settle } = controlledLoad();
    const hello = onDemand(load);
    hello.preload();
    await settled(() => settle()?.resolve(Hello));
    await show(<Suspense fallback={<p>Carregando</p>}>{hello.element({ name: "Bia" })}</Suspense>);
    expect(screen.getByText("Olá, Bia")).toBeDefined();
  });

  it("a fetch that fails (offline) reaches the error boundary; a failed preload alone stays quiet", async () => {
    const { load, settle } = controlledLoad();
    const hello = onDemand(load);
    hello.preload();
    await settled(() => settle()?.reject(new Error("offline")));
    // The next render fetches again, and this time its failure is shown.
    vi.spyOn(console, "error").mockImplementation(() => {});
    await show(
      <Boundary>
        <Suspense fallback={<p>Carregando</p>}>{hello.element({ name: "Caio" })}</Suspense>
      </Boundary>,
    );
    expect(load).toHaveBeenCalledTimes(2);
    await settled(() => settle()?.reject(new Error("offline")));
    expect(screen.getByText("Não deu")).toBeDefined();
    vi.restoreAllMocks();
  });
});
