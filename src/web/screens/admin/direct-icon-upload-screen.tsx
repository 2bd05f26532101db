import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { iconsQuery } from "../../../client/public-queries";
import { allGameIds } from "../../../games/extras";
import { Button } from "../../../ui/button";
import { normaliseIconKey, useUploadImage } from "../../lib/admin-api";
import { AdminLayout } from "./admin-layout";
import { ImagePicker } from "./image-picker";

/** A local preview of the picked file, released when it changes or the screen closes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function DirectIconUploadScreen() {
  const [key, setKey] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const upload = useUploadImage();
  const ids = { key: useId(), list: useId() };
  const finalKey = normaliseIconKey(key);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!finalKey) return setError("Informe a chave do ícone.");
    if (!file) return setError("Escolha uma imagem.");
    setError(null);
    upload.mutate({ kind: "icon", key, file });
  }

  return (
    <AdminLayout
      title="Upload direto de ícone"
      intro="Publica uma imagem em qualquer chave do mapa de ícones. Use o id de um jogo para trocar o ícone dele em todo o app."
    >
      <form
        onSubmit={submit}
        noValidate
        className="grid max-w-2xl gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-6"
      >
        <div className="grid gap-1">
          <label htmlFor={ids.key} className="text-sm font-medium">
            Chave do ícone
          </label>
          <input
            id={ids.key}
            value={key}
            list={ids.list}
            maxLength={45}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            placeholder="ex.: classic"
            onChange={(e) => setKey(e.target.value)}
            className="min-h-12 rounded-xl border border-line bg-night px-4 font-mono"
          />
          <datalist id={ids.list}>
            {allGameIds.map((id) => (
              <option key={id} value={id} />
            ))}
          </datalist>
          <p className="text-sm text-muted">
            O prefixo <code>icon-</code> é removido.
            {finalKey && (
              <>
                {" "}
                Será salvo como <strong className="font-mono text-ink">{finalKey}</strong>.
              </>
            )}
          </p>
        </div>
        <div className="flex items-center gap-4">
          <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-2xl border border-dashed border-line bg-night">
            {preview ? (
              <img
                src={preview}
                alt="Prévia da imagem escolhida"
                className="size-full object-cover"
              />
            ) : (
              <span className="px-2 text-center text-xs text-muted">Prévia</span>
            )}
          </div>
          <div className="grid min-w-0 flex-1 gap-2">
            <ImagePicker
              label={file ? "Trocar imagem" : "Escolher imagem"}
              className="px-3 text-sm whitespace-nowrap"
              onFile={setFile}
            />
            <p className="truncate text-sm text-muted">
              {file ? file.name : "Nenhum arquivo ainda"}
            </p>
          </div>
        </div>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? "Enviando…" : "Enviar ícone"}
        </Button>
      </form>
      {upload.data && (
        <p role="status" className="rounded-2xl border border-ok/50 bg-ok/10 p-4 text-sm">
          Ícone publicado na chave <strong className="font-mono">{upload.data.iconKey}</strong>.
        </p>
      )}
      <PublishedIcons />
    </AdminLayout>
  );
}

function PublishedIcons() {
  const icons = useQuery(iconsQuery).data ?? {};
  const entries = Object.entries(icons).sort(([a], [b]) => a.localeCompare(b));
  return (
    <section aria-labelledby="published-title" className="grid gap-3">
      <h2 id="published-title" className="text-xl font-bold">
        Ícones publicados
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {entries.map(([key, url]) => (
          <li
            key={key}
            className="grid justify-items-center gap-2 rounded-2xl border border-line bg-surface p-3"
          >
            <img src={url} alt="" width={56} height={56} className="size-14 rounded-xl" />
            <span className="w-full truncate text-center font-mono text-xs">{key}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
