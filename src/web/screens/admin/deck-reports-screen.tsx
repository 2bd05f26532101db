import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { api, failureMessage, ok, segment } from "../../../client/api";
import type { DeckReportRow } from "../../../shared/schemas/deck";
import { Button } from "../../../ui/button";
import { toast } from "../../../ui/use-toast";
import { gameName } from "../decks/deck-meta";
import { AdminLayout } from "./admin-layout";

const reportsQuery = queryOptions({
  queryKey: ["/api/admin/deck-reports"],
  queryFn: ({ signal }) => ok(api.admin["deck-reports"].$get(undefined, { init: { signal } })),
  staleTime: 0,
});

const when = (iso: string) =>
  new Date(iso).toLocaleString("pt-BR", { dateStyle: "short", timeStyle: "short" });

/** Shared decks people reported: who owns them, why, and a switch to close their link. */
export function DeckReportsScreen() {
  const reports = useQuery(reportsQuery);
  return (
    <AdminLayout
      title="Baralhos denunciados"
      intro="Baralhos compartilhados que alguém denunciou. Ocultar fecha o link na hora; o dono não pode compartilhar de novo até você mostrar."
    >
      {reports.isPending && <p className="text-muted">Carregando…</p>}
      {reports.isError && (
        <p role="alert" className="text-danger">
          Não foi possível carregar as denúncias. Verifique a conexão.
        </p>
      )}
      {reports.data?.reports.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
          Nenhuma denúncia. Tudo tranquilo por aqui.
        </p>
      )}
      <ul className="grid gap-3 lg:grid-cols-2">
        {reports.data?.reports.map((r) => (
          <ReportCard key={r.deckId} report={r} />
        ))}
      </ul>
    </AdminLayout>
  );
}

function ReportCard({ report: r }: { report: DeckReportRow }) {
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const hide = useMutation({
    mutationFn: (hidden: boolean) =>
      ok(
        api.admin.decks[":id"].hidden.$put({
          param: { id: segment(r.deckId) },
          json: { hidden },
        }),
      ),
    onSuccess: ({ report }) => {
      qc.setQueryData(reportsQuery.queryKey, (old) =>
        old ? { reports: old.reports.map((x) => (x.deckId === report.deckId ? report : x)) } : old,
      );
      toast({
        title: report.hidden ? "Baralho ocultado" : "Baralho visível de novo",
        description: report.name,
      });
    },
    onError: (err) => setError(failureMessage(err)),
  });
  return (
    <li
      className="grid gap-2 rounded-2xl border border-line bg-surface p-4"
      data-testid="deck-report"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 font-bold [overflow-wrap:anywhere]">{r.name}</h2>
        {r.adult && (
          <span className="rounded-full bg-red-800 px-2 py-0.5 text-xs font-bold text-white">
            18+
          </span>
        )}
        {r.hidden && (
          <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-bold">Oculto</span>
        )}
      </div>
      <p className="text-sm text-muted">
        {gameName(r.game)} · código {r.code}
      </p>
      <p className="text-sm [overflow-wrap:anywhere]">
        Dono: <strong>{r.ownerName}</strong> · {r.ownerEmail}
      </p>
      <p className="text-sm">
        {r.reports === 1 ? "1 denúncia" : `${r.reports} denúncias`} · última em{" "}
        {when(r.lastReportedAt)}
      </p>
      <blockquote className="rounded-xl bg-night p-3 text-sm [overflow-wrap:anywhere]">
        “{r.lastReason}”
      </blockquote>
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <Button
        variant={r.hidden ? "secondary" : "danger"}
        disabled={hide.isPending}
        onClick={() => {
          setError(null);
          hide.mutate(!r.hidden);
        }}
      >
        {r.hidden ? (
          <>
            <Eye aria-hidden className="size-5" /> Mostrar de novo
          </>
        ) : (
          <>
            <EyeOff aria-hidden className="size-5" /> Ocultar
          </>
        )}
      </Button>
    </li>
  );
}
