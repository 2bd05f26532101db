import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Profile, ProfilePatch } from "../shared/schemas/profile";
import { toast } from "../ui/use-toast";
import { api, done, HttpError, ok } from "./api";
import { PROFILE_KEY } from "./session";

/** PATCH /api/profile, applied to the cached profile at once and rolled back on failure. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) =>
      ok(api.profile.$patch({ json: patch })).then((r) => r.profile),
    onMutate: async (patch) => {
      const before = qc.getQueryData(PROFILE_KEY);
      if (before) qc.setQueryData(PROFILE_KEY, applyPatch(before, patch));
      return { before };
    },
    onError: (err, _patch, ctx) => {
      if (ctx?.before) qc.setQueryData(PROFILE_KEY, ctx.before);
      toast({
        variant: "destructive",
        title: "Não foi possível salvar",
        description:
          err instanceof HttpError ? err.userMessage : "Verifique sua conexão e tente de novo.",
      });
    },
    onSuccess: (profile) => qc.setQueryData(PROFILE_KEY, profile),
  });
}

/** The profile as it will be once the server has taken the patch (shown at once, optimistically). */
function applyPatch(profile: Profile, patch: ProfilePatch): Profile {
  const { preferences, ...fields } = patch;
  return { ...profile, ...fields, preferences: { ...profile.preferences, ...preferences } };
}

export function deleteAccount(): Promise<void> {
  return done(api.profile.$delete());
}

/** Reads an image the user picked and makes a small square WebP data URL on the device. */
export async function makeAvatar(file: File, size = 256): Promise<string> {
  if (!file.type.startsWith("image/")) throw new Error("Escolha um arquivo de imagem.");
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error("Não foi possível ler essa imagem.");
  });
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("Seu navegador não conseguiu processar a imagem.");
  const side = Math.min(bitmap.width, bitmap.height);
  ctx.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    size,
    size,
  );
  bitmap.close();
  const webp = canvas.toDataURL("image/webp", 0.82);
  return webp.startsWith("data:image/webp") ? webp : canvas.toDataURL("image/jpeg", 0.82);
}
