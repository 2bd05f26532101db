import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../ui/toaster";
import { dismissToast, useToasts } from "../ui/use-toast";
import { registerServiceWorker } from "./service-worker";

/** A stand-in for a ServiceWorker: its state and the messages the page posts it. */
class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => {});
}

class FakeContainer extends EventTarget {
  register = vi.fn(async (_url: string) => this.registration);
  constructor(
    public registration: FakeRegistration,
    public controller: object | null,
  ) {
    super();
  }
}

let container: FakeContainer;
let registration: FakeRegistration;
const reload = vi.fn();
const realLocation = window.location;
let toastIds: string[] = [];

function ToastIds() {
  toastIds = useToasts().map((t) => t.id);
  return null;
}

/** Installs the fakes, renders the toaster and lets the registration settle. */
async function start({ controlled = true } = {}) {
  container = new FakeContainer(registration, controlled ? {} : null);
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  render(
    <>
      <Toaster />
      <ToastIds />
    </>,
  );
  await act(async () => {
    await registerServiceWorker();
  });
}

const updateToast = () => screen.queryByText("Nova versão disponível");
const updateButton = () => screen.queryByRole("button", { name: "Atualizar" });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout"] });
  vi.stubEnv("PROD", true);
  registration = new FakeRegistration();
  reload.mockClear();
  Object.defineProperty(window, "location", {
    value: { ...realLocation, reload },
    configurable: true,
    writable: true,
  });
});

afterEach(() => {
  act(() => {
    for (const id of toastIds) dismissToast(id);
  });
  cleanup();
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, "serviceWorker");
  Object.defineProperty(window, "location", {
    value: realLocation,
    configurable: true,
    writable: true,
  });
});

describe("new service worker version", () => {
  it("registers /sw.js", async () => {
    await start();
    expect(container.register).toHaveBeenCalledWith("/sw.js");
    expect(updateToast()).toBeNull();
  });

  it("a worker already waiting is announced with an 'Atualizar' toast that stays", async () => {
    const waiting = new FakeWorker("installed");
    registration.waiting = waiting;
    await start();
    expect(updateToast()).not.toBeNull();
    expect(screen.queryByText("Atualize quando a rodada acabar.")).not.toBeNull();
    // Nothing is swapped without the tap, however long the party lasts.
    act(() => vi.advanceTimersByTime(2 * 60 * 60_000));
    expect(updateButton()).not.toBeNull();
    expect(waiting.postMessage).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).not.toHaveBeenCalled();
  });

  it("'Atualizar' tells the worker to take over and reloads once it has", async () => {
    const waiting = new FakeWorker("installed");
    registration.waiting = waiting;
    await start();
    const button = updateButton();
    if (!button) throw new Error("no Atualizar button");
    fireEvent.click(button);
    expect(waiting.postMessage).toHaveBeenCalledTimes(1);
    expect(waiting.postMessage).toHaveBeenCalledWith("skip-waiting");
    expect(updateToast()).toBeNull();
    // The page reloads only when the new worker controls it, and only once.
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a version found later is announced once it has installed", async () => {
    await start();
    expect(updateToast()).toBeNull();
    const incoming = new FakeWorker("installing");
    registration.installing = incoming;
    act(() => {
      registration.dispatchEvent(new Event("updatefound"));
    });
    expect(updateToast()).toBeNull();
    act(() => incoming.become("installed"));
    expect(updateToast()).not.toBeNull();
    expect(incoming.postMessage).not.toHaveBeenCalled();
    const button = updateButton();
    if (!button) throw new Error("no Atualizar button");
    fireEvent.click(button);
    expect(incoming.postMessage).toHaveBeenCalledWith("skip-waiting");
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("looks for a new version every 30 minutes", async () => {
    await start();
    expect(registration.update).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(30 * 60_000));
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it("the first install (no page controlled yet) is not announced", async () => {
    registration.waiting = new FakeWorker("installed");
    await start({ controlled: false });
    expect(updateToast()).toBeNull();
  });

  it("a page still loading registers (and fetches the registration's code) after its load event", async () => {
    container = new FakeContainer(registration, {});
    Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    try {
      let settled = false;
      const registered = registerServiceWorker().then(() => {
        settled = true;
      });
      await act(async () => {
        await vi.dynamicImportSettled();
      });
      expect(container.register).not.toHaveBeenCalled();
      expect(settled).toBe(false);
      window.dispatchEvent(new Event("load"));
      await act(async () => {
        await registered;
      });
      expect(container.register).toHaveBeenCalledWith("/sw.js");
    } finally {
      Reflect.deleteProperty(document, "readyState");
    }
  });

  it("development builds register nothing", async () => {
    vi.stubEnv("PROD", false);
    registration.waiting = new FakeWorker("installed");
    await start();
    expect(container.register).not.toHaveBeenCalled();
    expect(updateToast()).toBeNull();
  });
});
