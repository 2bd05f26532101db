import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { confirmAge } from "../../client/age-gate";
import { Button } from "../../ui/button";

/** Once per device, before the first game: these are drinking games, for adults. */
export function AgeGateScreen({ onConfirm }: { onConfirm(): void }) {
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState(false);
  const ids = { box: useId(), error: useId() };
  useEffect(() => {
    document.title = "Confirme sua idade · Saideira";
  }, []);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-5 py-8">
      <h1 className="text-3xl font-black">Antes de começar</h1>
      <p className="text-muted">
        O Saideira tem jogos de bebida para maiores de 18 anos. Não precisa criar conta: confirme
        uma vez neste aparelho e bora jogar. Quer jogar sem álcool? Dá para trocar dentro de cada
        jogo.
      </p>
      <label htmlFor={ids.box} className="flex min-h-11 items-center gap-3 text-lg font-semibold">
        <input
          id={ids.box}
          type="checkbox"
          className="size-6 accent-amber-400"
          checked={checked}
          aria-describedby={error ? ids.error : undefined}
          onChange={(e) => {
            setChecked(e.target.checked);
            setError(false);
          }}
        />
        Tenho 18 anos ou mais
      </label>
      {error && (
        <p id={ids.error} role="alert" className="text-danger">
          Confirme que você tem 18 anos ou mais
        </p>
      )}
      <Button
        onClick={() => {
          if (!checked) return setError(true);
          confirmAge();
          onConfirm();
        }}
      >
        Confirmar e jogar
      </Button>
      <p className="text-center text-sm text-muted">
        Tem conta?{" "}
        <Link to="/auth" className="font-semibold text-brand underline">
          Entrar
        </Link>{" "}
        guarda suas estatísticas e grupos em qualquer aparelho.
      </p>
    </main>
  );
}
