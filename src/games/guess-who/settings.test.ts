import { describe, expect, it } from "vitest";
import { defaultGuessWhoSettings } from "./logic";
import { isGuessWhoSettings, normaliseSettings } from "./settings";

describe("Quem Sou Eu settings", () => {
  it("starts with four themes, 60 seconds, tilt on and one round", () => {
    expect(defaultGuessWhoSettings).toEqual({
      themes: ["famosos", "personagens", "animais", "comidas"],
      seconds: 60,
      tilt: true,
      rounds: 1,
    });
  });

  it("accepts only known themes, allowed times and a tilt flag", () => {
    expect(isGuessWhoSettings({ themes: ["animais"], seconds: 45, tilt: false })).toBe(true);
    expect(isGuessWhoSettings({ themes: ["nada"], seconds: 45, tilt: false })).toBe(false);
    expect(isGuessWhoSettings({ themes: ["animais"], seconds: 50, tilt: false })).toBe(false);
    expect(isGuessWhoSettings({ themes: ["animais"], seconds: 45 })).toBe(false);
    expect(isGuessWhoSettings(null)).toBe(false);
  });

  it("orders themes like the picker and falls back to the defaults when empty", () => {
    const s = normaliseSettings({ themes: ["lugares", "animais"], seconds: 30, tilt: true });
    expect(s.themes).toEqual(["animais", "lugares"]);
    expect(normaliseSettings({ themes: [], seconds: 30, tilt: true }).themes).toEqual(
      defaultGuessWhoSettings.themes,
    );
  });

  it("reads settings saved before rounds existed as one round; keeps a chosen number", () => {
    expect(normaliseSettings({ themes: ["animais"], seconds: 30, tilt: true }).rounds).toBe(1);
    const three = { themes: ["animais" as const], seconds: 30 as const, tilt: true, rounds: 3 };
    expect(isGuessWhoSettings(three) && normaliseSettings(three).rounds).toBe(3);
    expect(isGuessWhoSettings({ ...three, rounds: 7 })).toBe(false);
  });
});
