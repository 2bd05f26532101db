import { Smartphone } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button";

/** 'Jogar em sala': each friend on their own phone, the TV as the board (issue 19). */
export function PlayInRoomLink({ gameId }: { gameId: string }) {
  return (
    <div className="grid gap-1">
      <Link to={`/entrar?jogo=${gameId}`} className={buttonClass("secondary", "min-h-14")}>
        <Smartphone aria-hidden className="size-5" /> Jogar em sala
      </Link>
      <p className="text-center text-sm text-muted">
        Cada um no próprio celular; a TV pode mostrar o jogo.
      </p>
    </div>
  );
}
