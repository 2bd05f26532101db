import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiHeaders, apiJson, apiRequest, HttpError, throwIfNotOk } from "../../client/api";
import type {
  AdminOverview,
  AdminUserRow,
  BannerTexts,
  FeaturedTags,
  InstallPromptSettings,
  userListQuerySchema,
} from "../../shared/schemas/admin";
import { toast } from "../../ui/use-toast";
import { applyIconUpdate, ICONS_QUERY_KEY } from "./game-icons";

export { applyIconUpdate };

export const OVERVIEW_KEY = ["/api/admin/overview"] as const;
export const USERS_KEY = "/api/admin/users";
export const USERS_CSV_URL = "/api/admin/users.csv";
export const BANNERS_KEY = ["/api/banners"] as const;
export const BANNER_TEXTS_KEY = ["/api/banner-texts"] as const;
export const FEATURED_TAGS_KEY = ["/api/featured-tags"] as const;
export const INSTALL_PROMPT_KEY = ["/api/install-prompt"] as const;

export type UploadKind = "banner" | "icon" | "gameIcon" | "image";
export type UserListQuery = ReturnType<typeof userListQuerySchema.parse>;
export type UserSort = UserListQuery["sort"];
export interface UserPage {
  users: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
}

const UPLOAD_FAILED = "Falha no upload da imagem";
const OFFLINE = "Verifique sua conexão e tente de novo.";

/** The server's Portuguese message, or a generic connection hint when there is none. */
export function failureMessage(err: unknown): string {
  return err instanceof HttpError && err.code ? err.userMessage : OFFLINE;
}

/** 'Falha no upload da imagem: {reason}' as the server words it; 'Erro desconhecido' otherwise. */
export function uploadFailureMessage(err: unknown): string {
  const reason = err instanceof HttpError && err.code ? err.userMessage : "Erro desconhecido";
  return reason.startsWith(`${UPLOAD_FAILED}:`) ? reason : `${UPLOAD_FAILED}: ${reason}`;
}

export function toastFailure(title: string, err: unknown): void {
  toast({ variant: "destructive", title, description: failureMessage(err) });
}

/** Icon keys as the server stores them: trimmed, lower case, without the 'icon-' prefix. */
export function normaliseIconKey(raw: string): string {
  const key = raw.trim().toLowerCase();
  return key.startsWith("icon-") ? key.slice("icon-".length) : key;
}

/** Multipart upload of one image; a refusal throws an HttpError carrying the server's reason. */
export async function uploadImage(
  kind: UploadKind,
  key: string | null,
  file: File,
): Promise<{ key: string; url: string }> {
  const body = new FormData();
  body.set("file", file, file.name);
  body.set("kind", kind);
  if (key !== null) body.set("key", key);
  const res = await fetch("/api/admin/uploads", {
    method: "POST",
    body,
    headers: apiHeaders(false),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return (await res.json()) as { key: string; url: string };
}

export function useAdminOverview() {
  return useQuery<AdminOverview>({ queryKey: OVERVIEW_KEY, staleTime: 0 });
}

export function useAdminUsers(query: UserListQuery) {
  return useQuery({
    queryKey: [USERS_KEY, query],
    queryFn: () => {
      const params = new URLSearchParams({
        q: query.q,
        sort: query.sort,
        dir: query.dir,
        page: String(query.page),
        pageSize: String(query.pageSize),
      });
      return apiJson<UserPage>("GET", `${USERS_KEY}?${params}`);
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

function useUserAction<T>(run: (input: T) => Promise<unknown>, failTitle: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: [USERS_KEY] }),
        qc.invalidateQueries({ queryKey: OVERVIEW_KEY }),
      ]),
    onError: (err) => toastFailure(failTitle, err),
  });
}

export const useSetRole = () =>
  useUserAction(
    ({ id, role }: { id: string; role: AdminUserRow["role"] }) =>
      apiRequest("POST", `${USERS_KEY}/${encodeURIComponent(id)}/role`, { role }),
    "Não foi possível mudar o acesso",
  );

export const useSetDisabled = () =>
  useUserAction(
    ({ id, disabled }: { id: string; disabled: boolean }) =>
      apiRequest(
        "POST",
        `${USERS_KEY}/${encodeURIComponent(id)}/${disabled ? "disable" : "enable"}`,
        {},
      ),
    "Não foi possível atualizar o usuário",
  );

/** PUT of a whole admin document; the public copy in the cache becomes the saved one. */
function useSaveDocument<T>(url: string, publicKey: QueryKey, savedTitle: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (doc: T) => apiJson<T>("PUT", url, doc),
    onSuccess: (saved) => {
      qc.setQueryData(publicKey, saved);
      toast({ title: savedTitle });
    },
    onError: (err) => toastFailure("Não foi possível salvar", err),
  });
}

export const useSaveBannerTexts = () =>
  useSaveDocument<BannerTexts>("/api/admin/banner-texts", BANNER_TEXTS_KEY, "Textos salvos!");
export const useSaveFeaturedTags = () =>
  useSaveDocument<FeaturedTags>("/api/admin/featured-tags", FEATURED_TAGS_KEY, "Etiquetas salvas!");
export const useSaveInstallPrompt = () =>
  useSaveDocument<InstallPromptSettings>(
    "/api/admin/install-prompt",
    INSTALL_PROMPT_KEY,
    "Configurações salvas!",
  );

/** Uploads an image and publishes it: icons live everywhere, banners in the carousel cache. */
export function useUploadImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { kind: UploadKind; key: string | null; file: File }) => {
      const stored = await uploadImage(input.kind, input.key, input.file);
      const key = input.key === null ? null : normaliseIconKey(input.key);
      if (key && (input.kind === "icon" || input.kind === "gameIcon"))
        await applyIconUpdate(qc, key, stored.url);
      if (key && input.kind === "banner") {
        qc.setQueryData<Record<string, string>>(BANNERS_KEY, (old) =>
          old ? { ...old, [key]: stored.url } : old,
        );
        await qc.invalidateQueries({ queryKey: BANNERS_KEY });
      }
      return { ...stored, iconKey: key };
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: OVERVIEW_KEY }),
    onError: (err) => toast({ variant: "destructive", title: uploadFailureMessage(err) }),
  });
}

/** Back to the catalogue art: the server forgets the upload, then every tab gets its new URL. */
export function useResetGameIcon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ gameId, fallback }: { gameId: string; fallback: string }) => {
      await apiRequest("DELETE", `/api/admin/game-icons/${encodeURIComponent(gameId)}`);
      const icons = await apiJson<Record<string, string>>("GET", ICONS_QUERY_KEY[0]);
      await applyIconUpdate(qc, gameId, icons[gameId] ?? fallback);
    },
    onSuccess: () => toast({ title: "Ícone padrão restaurado" }),
    onError: (err) => toastFailure("Não foi possível restaurar o ícone", err),
  });
}
