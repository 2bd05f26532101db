import { ShieldX } from "lucide-react";
import { Link, Outlet } from "react-router";
import { useSession } from "../../../client/session";
import { buttonClass } from "../../../ui/button";
import "./admin.css";

/** Admin guard inside the sign-in guard: admins get the screen, everyone else a 403 page. */
export function RequireAdmin() {
  const { user } = useSession();
  if (user?.role === "admin") return <Outlet />;
  return <ForbiddenScreen />;
}

export function ForbiddenScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 py-12 text-center">
      <title>Acesso negado · Saideira</title>
      <ShieldX aria-hidden className="size-16 text-danger" />
      <h1 className="text-3xl font-black sm:text-4xl">403 · Acesso negado</h1>
      <p className="max-w-md text-lg text-muted">
        Só administradores podem abrir esta página. Se você acha que deveria ter acesso, fale com
        quem cuida do Saideira.
      </p>
      <Link to="/dashboard" className={buttonClass("primary", "mt-2")}>
        Voltar para o painel
      </Link>
    </main>
  );
}
