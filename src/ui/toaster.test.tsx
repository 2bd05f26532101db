import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./toaster";
import { dismissToast, toast } from "./use-toast";

let opened: string[] = [];
function open(title: string, extra: Parameters<typeof toast>[0] = {}) {
  let id = "";
  act(() => {
    id = toast({ title, ...extra }).id;
  });
  opened.push(id);
  return id;
}

/** The toast element (Radix's list item) holding this title, if it is on screen. */
const toastWith = (title: string) => screen.queryByText(title)?.closest("li") ?? null;

beforeEach(() => {
  vi.useFakeTimers();
  render(<Toaster />);
});

afterEach(() => {
  act(() => {
    for (const id of opened) dismissToast(id);
  });
  opened = [];
  cleanup();
  vi.useRealTimers();
});

describe("toasts (spec sections 4 and 9)", () => {
  it("close by themselves after 5000 ms by default", () => {
    open("Jogador salvo", { description: "Ana entrou na roda." });
    expect(toastWith("Jogador salvo")).not.toBeNull();
    expect(screen.queryByText("Ana entrou na roda.")).not.toBeNull();
    act(() => vi.advanceTimersByTime(4999));
    expect(toastWith("Jogador salvo")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(toastWith("Jogador salvo")).toBeNull();
  });

  it("with an infinite duration stay until closed", () => {
    open("Nova versão disponível", { duration: Number.POSITIVE_INFINITY });
    act(() => vi.advanceTimersByTime(60_000));
    expect(toastWith("Nova versão disponível")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Fechar" }));
    expect(toastWith("Nova versão disponível")).toBeNull();
  });

  it("show one at a time: the newest replaces the one on screen", () => {
    open("Primeiro");
    open("Segundo");
    expect(toastWith("Primeiro")).toBeNull();
    expect(toastWith("Segundo")).not.toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("close on Escape", () => {
    open("Fecha no Esc");
    const item = toastWith("Fecha no Esc");
    if (!item) throw new Error("no toast");
    fireEvent.keyDown(item, { key: "Escape" });
    expect(toastWith("Fecha no Esc")).toBeNull();
  });

  it("F8 moves focus to the notifications region", () => {
    open("Com atalho");
    const region = screen.getByRole("region", { name: "Notificações (F8)" });
    expect(region.contains(document.activeElement)).toBe(false);
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(region.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.tagName).toBe("OL");
  });

  describe("swipe", () => {
    beforeEach(() => {
      // jsdom has no pointer capture; Radix calls it while a swipe runs.
      const proto = Element.prototype as unknown as Record<string, unknown>;
      proto.setPointerCapture ??= () => {};
      proto.hasPointerCapture ??= () => false;
      proto.releasePointerCapture ??= () => {};
    });

    function swipe(el: Element, dx: number) {
      const at = (clientX: number) => ({ clientX, clientY: 100, button: 0, pointerId: 1 });
      fireEvent.pointerDown(el, at(100));
      fireEvent.pointerMove(el, at(100 + Math.sign(dx) * 5));
      fireEvent.pointerMove(el, at(100 + dx));
      fireEvent.pointerUp(el, at(100 + dx));
    }

    it("right past 50 px dismisses the toast", () => {
      open("Arrasta pro lado");
      const item = toastWith("Arrasta pro lado");
      if (!item) throw new Error("no toast");
      swipe(item, 60);
      expect(toastWith("Arrasta pro lado")).toBeNull();
    });

    it("right under 50 px, or to the left, keeps it", () => {
      open("Fica aqui");
      const item = toastWith("Fica aqui");
      if (!item) throw new Error("no toast");
      swipe(item, 40);
      expect(toastWith("Fica aqui")).not.toBeNull();
      swipe(item, -120);
      expect(toastWith("Fica aqui")).not.toBeNull();
    });
  });
});
