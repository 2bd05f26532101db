import { CircleCheck, CircleX, LoaderCircle, RefreshCw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { createChecks, removeTestKeys } from "./test-localstorage-checks";

type Status = "pending" | "passed" | "failed";
interface CheckResult {
  status: Status;
  detail: string;
}

const checkNames = createChecks().map((c) => c.name);
const initialResults = (): CheckResult[] =>
  checkNames.map(() => ({ status: "pending", detail: "Aguardando…" }));

const statusLabel: Record<Status, string> = {
  pending: "pendente",
  passed: "passou",
  failed: "falhou",
};

function describeError(err: unknown): string {
  if (err instanceof Error)
    return err.name === "Error" ? err.message : `${err.name}: ${err.message}`;
  return String(err);
}

/** Developer page: runs the local-storage checks in order and shows each result. */
export function TestLocalStorageScreen() {
  const [results, setResults] = useState<CheckResult[]>(initialResults);
  const [running, setRunning] = useState(true);
  // Runs are serialised through this chain; a newer run id makes older runs stop early.
  const chain = useRef<Promise<void>>(Promise.resolve());
  const runId = useRef(0);

  const start = useCallback(() => {
    const id = ++runId.current;
    const isCurrent = () => runId.current === id;
    setResults(initialResults());
    setRunning(true);
    chain.current = chain.current.then(async () => {
      if (!isCurrent()) return;
      const checks = createChecks();
      try {
        removeTestKeys();
      } catch {
        /* the checks below will report the failure */
      }
      for (const [i, check] of checks.entries()) {
        if (!isCurrent()) break;
        let result: CheckResult;
        try {
          result = { status: "passed", detail: await check.run() };
        } catch (err) {
          result = { status: "failed", detail: describeError(err) };
        }
        if (!isCurrent()) break;
        setResults((prev) => prev.map((r, j) => (j === i ? result : r)));
      }
      try {
        removeTestKeys();
      } catch {
        /* storage unavailable */
      }
      if (isCurrent()) setRunning(false);
    });
  }, []);

  useEffect(() => {
    start();
    return () => {
      runId.current++;
    };
  }, [start]);

  const passed = results.filter((r) => r.status === "passed").length;

  return (
    <main className="mx-auto min-h-dvh max-w-2xl bg-night px-5 py-10 text-ink">
      <title>Teste de armazenamento local · Saideira</title>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center rounded-md font-semibold text-brand hover:underline"
      >
        ← Voltar ao início
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold leading-tight">Teste de armazenamento local</h1>
      <p className="mt-3 leading-relaxed text-muted">
        Verifica se o localStorage deste navegador funciona como o Saideira precisa. As chaves de
        teste começam com “saideira_test_” e são apagadas no final.
      </p>

      <ol className="mt-8 space-y-3">
        {checkNames.map((name, i) => {
          const r = results[i] ?? { status: "pending", detail: "" };
          return (
            <li
              key={name}
              data-testid={`check-${i + 1}`}
              data-status={r.status}
              className="flex gap-3 rounded-2xl border border-line bg-surface p-4"
            >
              <StatusIcon status={r.status} />
              <div className="min-w-0 flex-1">
                <p className="font-bold">
                  {i + 1}. {name}{" "}
                  <span className={`font-semibold ${statusColor[r.status]}`}>
                    ({statusLabel[r.status]})
                  </span>
                </p>
                <p className="mt-1 text-sm break-words text-muted">{r.detail}</p>
              </div>
            </li>
          );
        })}
      </ol>

      <p data-testid="summary" role="status" className="mt-6 text-lg font-bold">
        {passed} de {checkNames.length} verificações passaram
      </p>
      <p id="run-state" data-testid="run-state" className="mt-1 text-sm text-muted">
        {running ? "Executando as verificações…" : "Execução concluída."}
      </p>
      <button
        type="button"
        onClick={start}
        aria-describedby="run-state"
        className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-2xl bg-brand px-6 font-bold text-brand-ink transition hover:brightness-110 active:scale-95"
      >
        <RefreshCw aria-hidden="true" className={`size-5 ${running ? "animate-spin" : ""}`} />
        Rodar novamente
      </button>
    </main>
  );
}

const statusColor: Record<Status, string> = {
  pending: "text-muted",
  passed: "text-ok",
  failed: "text-danger",
};

function StatusIcon({ status }: { status: Status }) {
  const className = `mt-0.5 size-6 shrink-0 ${statusColor[status]}`;
  if (status === "passed") return <CircleCheck aria-hidden="true" className={className} />;
  if (status === "failed") return <CircleX aria-hidden="true" className={className} />;
  return <LoaderCircle aria-hidden="true" className={`${className} animate-spin`} />;
}
