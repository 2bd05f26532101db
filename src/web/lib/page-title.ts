import { useEffect } from "react";
import { useLocation } from "react-router";
import { allGames } from "../../games/extras";
import { deckPathPattern, sharedDeckPathPattern } from "../../shared/routes";

const SITE = "Saideira";
/** The landing's title, as in index.html (what a shared link and a bookmark show). */
export const HOME_TITLE = "Saideira · Jogos de bebida para jogar com os amigos";

const pages: Readonly<Record<string, string>> = {
  "/splash": "Abrindo",
  "/auth": "Entrar",
  "/auth/popup": "Entrar com Google",
  "/esqueci-senha": "Esqueci minha senha",
  "/redefinir-senha": "Criar senha nova",
  "/test-localstorage": "Teste do armazenamento",
  "/politica-de-privacidade": "Política de Privacidade",
  "/termos-de-servico": "Termos de Serviço",
  "/onboarding": "Boas-vindas",
  "/dashboard": "Painel",
  "/stats": "Estatísticas",
  "/game-modes": "Jogos",
  "/profile": "Perfil",
  "/recommendations": "Sugestões",
  "/manage-players": "Grupos de jogadores",
  "/saideira": "Saideira",
  "/admin": "Admin",
  "/admin/banners": "Banners · Admin",
  "/admin/featured-tags": "Etiquetas dos jogos · Admin",
  "/admin/geo-test": "Teste de localização · Admin",
  "/admin/install-prompt": "Convite de instalação · Admin",
  "/admin/icons": "Ícones dos jogos · Admin",
  "/admin/direct-icons-upload": "Upload direto de ícone · Admin",
  "/admin/crm": "Usuários · Admin",
  "/entrar": "Jogar em sala",
  "/baralhos": "Meus baralhos",
  "/baralhos/novo": "Novo baralho",
  "/admin/baralhos": "Baralhos denunciados · Admin",
};

/** A game's pages share its first path segment: /eu-nunca/jogo is Eu Nunca, /roulette/play Saideira. */
const gameBySegment = new Map(allGames.map((g) => [g.route.split("/")[1] ?? "", g.name]));

/** The document title of a path, in Portuguese: 'Modo Clássico · Saideira'; unknown paths are a 404. */
export function pageTitle(pathname: string): string {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (p === "/" || p === "/home") return HOME_TITLE;
  const room = /^\/s\/([A-Za-z]{4})(\/tela)?$/.exec(p);
  if (room) return `Sala ${room[1]?.toUpperCase()}${room[2] ? " · Tela" : ""} · ${SITE}`;
  if (deckPathPattern.test(p)) return `Editar baralho · ${SITE}`;
  if (sharedDeckPathPattern.test(p)) return `Baralho compartilhado · ${SITE}`;
  const name = pages[p] ?? gameBySegment.get(p.split("/")[1] ?? "") ?? "Página não encontrada";
  return name === SITE ? `${SITE} · Roleta` : `${name} · ${SITE}`;
}

/** Sets document.title on every navigation; screen readers announce it, tabs and history show it. */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}
