import { Link } from "react-router";
import { allGames } from "../../../games/extras";
import { AdminLayout } from "./admin-layout";
import { IconCard } from "./icon-card";

export function IconsScreen() {
  return (
    <AdminLayout
      title="Ícones dos jogos"
      intro="Envie um PNG, JPEG, WebP ou GIF quadrado: ele aparece na hora para quem estiver com o app aberto, sem recarregar."
      actions={
        <Link
          to="/admin/direct-icons-upload"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand"
        >
          Upload por chave →
        </Link>
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {allGames.map((game) => (
          <IconCard key={game.id} game={game} />
        ))}
      </ul>
    </AdminLayout>
  );
}
