import { type FormEvent, useId, useState } from "react";
import { profileInputSchema } from "../../../shared/schemas/profile";
import { Button } from "../../../ui/button";

export function NameEditor({
  current,
  onSave,
}: {
  current: string;
  onSave(name: string): Promise<unknown>;
}) {
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = profileInputSchema.shape.displayName.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Nome inválido");
    setError(null);
    await onSave(parsed.data).then(
      () => setSaved(true),
      () => setSaved(false),
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <label htmlFor={id} className="sr-only">
        Nome
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={name}
          maxLength={40}
          onChange={(e) => {
            setName(e.target.value);
            setSaved(false);
          }}
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-line bg-night px-4"
        />
        <Button type="submit" disabled={name.trim() === current}>
          Salvar
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {saved && (
        <p role="status" className="text-sm text-ok">
          Nome salvo!
        </p>
      )}
    </form>
  );
}
