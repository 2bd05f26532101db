import { ImageUp, LoaderCircle } from "lucide-react";
import { buttonClass } from "../../../ui/button";

export const IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/gif";

/** A file button for images; the input stays in the accessibility tree (and reachable by tests). */
export function ImagePicker({
  label,
  busy,
  disabled,
  onFile,
  variant = "secondary",
  className = "",
}: {
  label: string;
  busy?: boolean;
  disabled?: boolean;
  onFile(file: File): void;
  variant?: "primary" | "secondary";
  className?: string;
}) {
  const off = Boolean(busy || disabled);
  return (
    <label
      className={buttonClass(
        variant,
        `cursor-pointer has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-brand ${off ? "pointer-events-none opacity-60" : ""} ${className}`,
      )}
    >
      {busy ? (
        <LoaderCircle aria-hidden className="size-5 shrink-0 animate-spin" />
      ) : (
        <ImageUp aria-hidden className="size-5 shrink-0" />
      )}
      {busy ? "Enviando…" : label}
      <input
        type="file"
        accept={IMAGE_TYPES}
        disabled={off}
        className="sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ""; // picking the same file again still fires a change
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
