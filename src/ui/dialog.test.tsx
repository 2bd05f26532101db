import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(cleanup);

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Regras
      </button>
      <DialogUnderTest open={open} onOpenChange={setOpen} title="Como jogar">
        <p>Cada um bebe um gole.</p>
      </DialogUnderTest>
    </>
  );
}
let DialogUnderTest: typeof import("./dialog").Dialog;

describe("Dialog", () => {
  it("opened before Radix has arrived, appears once it has, and closes with Escape", async () => {
    vi.resetModules(); // a fresh module: Radix not fetched yet (the setup file preloads it)
    DialogUnderTest = (await import("./dialog")).Dialog;
    render(<Page />);
    // Awaited: the click's render suspends until Radix arrives.
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Regras" }));
    });
    const dialog = await screen.findByRole("dialog", { name: "Como jogar" });
    expect(dialog.textContent).toContain("Cada um bebe um gole.");
    await act(async () => {
      fireEvent.keyDown(dialog, { key: "Escape" });
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offline before Radix was fetched, opens as the browser's own dialog, and Escape closes it", async () => {
    vi.resetModules();
    vi.doMock("./dialog-radix", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    // jsdom has <dialog> but not its modal methods: the browser's behaviour, in short.
    const proto = HTMLDialogElement.prototype;
    proto.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    proto.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute("open");
    };
    DialogUnderTest = (await import("./dialog")).Dialog;
    render(<Page />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Regras" }));
    });
    const dialog = await screen.findByRole("dialog", { name: "Como jogar" });
    expect(dialog.textContent).toContain("Cada um bebe um gole.");
    await act(async () => {
      fireEvent(dialog, new Event("cancel", { cancelable: true }));
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    vi.doUnmock("./dialog-radix");
  });
});
