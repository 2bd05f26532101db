// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { defaultInstallPrompt } from "../shared/schemas/admin";
import {
  canOffer,
  detectPlatform,
  INSTALL_SNOOZE_MS,
  isIosSafari,
  snoozed,
} from "./install-prompt";

const UA = {
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  iphoneChrome:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0 Mobile/15E148 Safari/604.1",
  ipadSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
};

describe("detectPlatform", () => {
  it("knows iPhones, Android phones and desktops", () => {
    expect(detectPlatform(UA.iphoneSafari, 5)).toBe("ios");
    expect(detectPlatform(UA.android, 5)).toBe("android");
    expect(detectPlatform(UA.windows, 0)).toBe("desktop");
  });

  it("treats an iPad that claims to be a Mac as iOS, but a real Mac as desktop", () => {
    expect(detectPlatform(UA.ipadSafari, 5)).toBe("ios");
    expect(detectPlatform(UA.ipadSafari, 0)).toBe("desktop");
  });
});

describe("isIosSafari", () => {
  it("is true only for Safari on iOS", () => {
    expect(isIosSafari(UA.iphoneSafari, 5)).toBe(true);
    expect(isIosSafari(UA.iphoneChrome, 5)).toBe(false);
    expect(isIosSafari(UA.android, 5)).toBe(false);
  });
});

describe("snoozed", () => {
  const now = 1_800_000_000_000;
  it("holds for 14 days after 'Agora não'", () => {
    expect(snoozed(String(now - 1000), now)).toBe(true);
    expect(snoozed(String(now - INSTALL_SNOOZE_MS + 1), now)).toBe(true);
    expect(snoozed(String(now - INSTALL_SNOOZE_MS), now)).toBe(false);
  });

  it("ignores nothing stored, garbage and dates in the future", () => {
    expect(snoozed(null, now)).toBe(false);
    expect(snoozed("ontem", now)).toBe(false);
    expect(snoozed(String(now + 60_000), now)).toBe(false);
  });
});

describe("canOffer", () => {
  const env = { platform: "android" as const, standalone: false, snoozed: false };
  it("offers when enabled for the platform", () => {
    expect(canOffer(defaultInstallPrompt, env)).toBe(true);
  });

  it("never offers when disabled, the platform is off, installed or snoozed", () => {
    expect(canOffer({ ...defaultInstallPrompt, enabled: false }, env)).toBe(false);
    const noAndroid = {
      ...defaultInstallPrompt,
      platforms: { ...defaultInstallPrompt.platforms, android: false },
    };
    expect(canOffer(noAndroid, env)).toBe(false);
    expect(canOffer(noAndroid, { ...env, platform: "ios" })).toBe(true);
    expect(canOffer(defaultInstallPrompt, { ...env, standalone: true })).toBe(false);
    expect(canOffer(defaultInstallPrompt, { ...env, snoozed: true })).toBe(false);
  });
});
