import type { InstallPromptSettings } from "../shared/schemas/admin";

export type InstallPlatform = "android" | "ios" | "desktop";

/** When the visitor said 'Agora não' (epoch ms); the card stays away for 14 days. */
export const INSTALL_DISMISSED_KEY = "saideira_install_dismissed_at";
export const INSTALL_SNOOZE_MS = 14 * 24 * 3600_000;

/** iPadOS reports itself as a Mac; its touch points give it away. */
export function detectPlatform(userAgent: string, maxTouchPoints: number): InstallPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return "ios";
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return "ios";
  if (/Android/i.test(userAgent)) return "android";
  return "desktop";
}

/** Safari itself (not Chrome, Firefox, Edge or an in-app browser) shows 'Adicionar à Tela de Início'. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  return (
    detectPlatform(userAgent, maxTouchPoints) === "ios" &&
    /Safari\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|FBAN|FBAV|Instagram|Line\//.test(
      userAgent,
    )
  );
}

export function snoozed(raw: string | null, now: number): boolean {
  const at = Number(raw);
  return raw !== null && Number.isFinite(at) && at <= now && now - at < INSTALL_SNOOZE_MS;
}

/** Whether the admin settings allow offering the install on this platform right now. */
export function canOffer(
  settings: InstallPromptSettings,
  env: { platform: InstallPlatform; standalone: boolean; snoozed: boolean },
): boolean {
  return settings.enabled && settings.platforms[env.platform] && !env.standalone && !env.snoozed;
}
