import type { DrinkMode } from "./profile-values";

/** Every page path of the app (spec section 2); the server answers 404 for anything else. */
export const publicPaths = [
  "/",
  "/home",
  "/splash",
  "/auth",
  "/auth/popup",
  "/esqueci-senha",
  "/redefinir-senha",
  "/test-localstorage",
  "/politica-de-privacidade",
  "/termos-de-servico",
] as const;

/** Pages that need an account (the guard sends visitors to /auth). */
export const accountPaths = [
  "/onboarding",
  "/dashboard",
  "/stats",
  "/profile",
  "/recommendations",
  "/admin",
  "/admin/banners",
  "/admin/featured-tags",
  "/admin/geo-test",
  "/admin/install-prompt",
  "/admin/icons",
  "/admin/direct-icons-upload",
  "/admin/crm",
  "/admin/baralhos",
] as const;

/**
 * The games, their list and the saved groups: open to guests, behind a one-time 18+ confirmation
 * (decision 024). A guest's groups live on the device.
 */
export const playPaths = [
  "/saideira",
  "/game-modes",
  "/manage-players",
  "/truth-or-dare",
  "/cards",
  "/classic",
  "/classic/players",
  "/classic/play",
  "/roulette/start",
  "/roulette/players",
  "/roulette/play",
  "/roulette/winner",
  "/touch-game",
  "/spin-bottle",
  "/coin-flip",
  "/guess-who/players",
  "/guess-who/theme",
  "/guess-who/play",
  "/desenha-e-bebe",
  "/desenha-e-bebe/play",
  "/eu-nunca",
  "/eu-nunca/categorias",
  "/eu-nunca/jogadores",
  "/eu-nunca/jogo",
  "/qual-meu-nome",
  "/qual-meu-nome/play",
  "/sueca",
  "/mais-provavel",
  "/mais-provavel/jogo",
  "/entrar",
  "/baralhos",
  "/baralhos/novo",
] as const;

/** A room's page and its board (`/s/CODE`, `/s/CODE/tela`); any case, the page checks the code. */
export const roomPathPattern = /^\/s\/[A-Za-z]{4}(\/tela)?$/;

/** A deck of one's own (`/baralhos/ID`, its UUID) and a shared deck's link (`/b/CODE`, any case). */
export const deckPathPattern =
  /^\/baralhos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const sharedDeckPathPattern = /^\/b\/[A-Za-z0-9]{8}$/;

/** Every page that is not public: signed-in pages get the session and profile in their HTML. */
export const signedInPaths = [...accountPaths, ...playPaths] as const;

/** Pages whose HTML is prerendered at build time (the file in the client build); the app hydrates it. */
export const prerenderedPages: Readonly<Record<string, string>> = {
  "/": "index.html",
  "/home": "index.html",
  "/auth": "auth.html",
};
export const prerenderedPaths: readonly string[] = Object.keys(prerenderedPages);
/**
 * Signed-in pages drawn at build time, sent instead of the shell to a user with a profile, who
 * hydrates them. Drawn once per drink mode (the game list's descriptions follow it): the file for
 * "alcool" here, the others' from `signedInPageFile`.
 */
export const signedInPrerenderedPages: Readonly<Record<string, string>> = {
  "/game-modes": "game-modes.html",
};
export function signedInPageFile(file: string, drinkMode: DrinkMode): string {
  return drinkMode === "alcool" ? file : file.replace(/\.html$/, `-${drinkMode}.html`);
}
/**
 * A guest's first pages (issue 29, decision 056), sent to a browser without a session cookie: the
 * 18+ question drawn by the server, the page behind it shown once the device has confirmed. The
 * game list is drawn at build (the app hydrates it); the room pages carry the loading screen.
 */
export const guestPages: Readonly<Record<string, string>> = {
  "/game-modes": "game-modes-guest.html",
  "/entrar": "entrar-guest.html",
  "/s/:code": "room-guest.html",
};
/** The guest's file of a page path, if it has one (any room code, not the board `/s/CODE/tela`). */
export function guestPageFile(pathname: string): string | undefined {
  if (/^\/s\/[A-Za-z]{4}$/.test(pathname)) return guestPages["/s/:code"];
  return Object.hasOwn(guestPages, pathname) && !pathname.includes(":")
    ? guestPages[pathname]
    : undefined;
}
/** Prerendered as a visitor sees them: a browser with a session cookie gets the plain shell. */
export const visitorOnlyPages: readonly string[] = ["/auth"];

const all = new Set<string>([...publicPaths, ...signedInPaths]);

export function isAppPath(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    all.has(p) ||
    roomPathPattern.test(p) ||
    deckPathPattern.test(p) ||
    sharedDeckPathPattern.test(p)
  );
}
