import { Camera } from "lucide-react";
import { useId, useState } from "react";
import { makeAvatar, useUpdateProfile } from "../../../client/profile-api";
import type { Profile } from "../../../shared/schemas/profile";
import { toast } from "../../../ui/use-toast";

/** The avatar: the user's photo (made small on the device) or their initial. */
export function AvatarEditor({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const initial = profile.displayName.trim().charAt(0).toUpperCase() || "?";
  return (
    <div className="relative shrink-0">
      {profile.avatarUrl ? (
        <img
          src={profile.avatarUrl}
          alt="Sua foto"
          width={80}
          height={80}
          className="size-20 rounded-full object-cover"
        />
      ) : (
        <div
          aria-hidden
          className="grid size-20 place-items-center rounded-full bg-gradient-to-br from-brand to-accent text-3xl font-black text-brand-ink"
        >
          {initial}
        </div>
      )}
      <label
        htmlFor={id}
        className="absolute -right-1 -bottom-1 grid size-11 cursor-pointer place-items-center rounded-full border-2 border-night bg-surface-2 hover:bg-line"
      >
        <Camera aria-hidden className="size-5" />
        <span className="sr-only">{busy ? "Enviando foto…" : "Trocar foto"}</span>
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={busy}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (!file) return;
          setBusy(true);
          try {
            await update.mutateAsync({ avatarUrl: await makeAvatar(file) });
          } catch (err) {
            if (err instanceof Error && !("status" in err)) {
              toast({
                variant: "destructive",
                title: "Foto não enviada",
                description: err.message,
              });
            }
          } finally {
            setBusy(false);
          }
        }}
      />
    </div>
  );
}
