import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, done, HttpError, ok, segment, toHttpError } from "../../client/api";
import {
  bannersQuery,
  bannerTextsQuery,
  featuredTagsQuery,
  iconsQuery,
  installPromptQuery,
} from "../../client/public-queries";
import type {
  AdminUserRow,
  BannerTexts,
  FeaturedTags,
  InstallPromptSettings,
  userListQuerySchema,
} from "../../shared/schemas/admin";
import { toast } from "../../ui/use-toast";
import { applyIconUpdate } from "./game-icons";

export { applyIconUpdate };

const overviewQuery = queryOptions({
  queryKey: ["/api/admin/overview"],
  queryFn: ({ signal }) => ok(api.admin.overview.$get(undefined, { init: { signal } })),
  staleTime: 0,
});
export const OVERVIEW_KEY = overviewQuery.queryKey;
export const USERS_KEY = "/api/admin/users";
export const BANNERS_KEY = bannersQuery.queryKey;
export const BANNER_TEXTS_KEY = bannerTextsQuery.queryKey;
export const FEATURED_TAGS_KEY = featuredTagsQuery.queryKey;
export const INSTALL_PROMPT_KEY = installPromptQuery.queryKey;
const _ICONS_QUERY_KEY = iconsQuery.queryKey;

export type UploadKind = "banner" | "icon" | "gameIcon" | "image";
export type UserListQuery = ReturnType<typeof userListQuerySchema.parse>;
export type UserSort = UserListQuery["sort"];

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
export function uploadImage(kind: UploadKind, key: string | null, file: File) {
  const body = new FormData();
  body.set("file", file, file.name);
  body.set("kind", kind);
  if (key !== null) body.set("key", key);
  // The route reads its form itself (no validator to type it), so the body goes in as fetch's own.
  return ok(api.admin.uploads.$post(undefined, { init: { body } }));
}

/** The users as a CSV file (a Blob), or an HttpError with the server's reason. */
export async function downloadUsersCsv(): Promise<Blob> {
  const res = await api.admin["users.csv"].$get();
  if (!res.ok) throw await toHttpError(res);
  return res.blob();
}

export function useAdminOverview() {
  return useQuery(overviewQuery);
}

export function useAdminUsers(query: UserListQuery) {
  return useQuery({
    queryKey: [USERS_KEY, query],
    queryFn: ({ signal }) =>
      ok(
        api.admin.users.$get(
          {
            query: {
              q: query.q,
              sort: query.sort,
              dir: query.dir,
              page: String(query.page),
              pageSize: String(query.pageSize),
            },
          },
          { init: { signal } },
        ),
      ),
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
      ok(api.admin.users[":id"].role.$post({ param: { id: segment(id) }, json: { role } })),
    "Não foi possível mudar o acesso",
  );

export const useSetDisabled = () =>
  useUserAction(
    ({ id, disabled }: { id: string; disabled: boolean }) =>
      ok(
        api.admin.users[":id"][":action{disable|enable}"].$post({
          param: { id: segment(id), action: disabled ? "disable" : "enable" },
        }),
      ),
    "Não foi possível atualizar o usuário",
  );

/** PUT of a whole admin document; the public copy in the cache becomes the saved one. */
function useSaveDocument<T>(
  save: (doc: T) => Promise<T>,
  setPublic: (qc: QueryClient, saved: T) => void,
  savedTitle: string,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      setPublic(qc, saved);
      toast({ title: savedTitle });
    },
    onError: (err) => toastFailure("Não foi possível salvar", err),
  });
}

export const useSaveBannerTexts = () =>
  useSaveDocument(
    (doc: BannerTexts) => ok(api.admin["banner-texts"].$put({ json: doc })),
    (qc, saved) => qc.setQueryData(BANNER_TEXTS_KEY, saved),
    "Textos salvos!",
  );
export const useSaveFeaturedTags = () =>
  useSaveDocument(
    (doc: FeaturedTags) => ok(api.admin["featured-tags"].$put({ json: doc })),
    (qc, saved) => qc.setQueryData(FEATURED_TAGS_KEY, saved),
    "Etiquetas salvas!",
  );
export const useSaveInstallPrompt = () =>
  useSaveDocument(
    (doc: InstallPromptSettings) => ok(api.admin["install-prompt"].$put({ json: doc })),
    (qc, saved) => qc.setQueryData(INSTALL_PROMPT_KEY, saved),
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
        qc.setQueryData(BANNERS_KEY, (old) => (old ? { ...old, [key]: stored.url } : old));
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
      await done(
        api.admin["game-icons"][":gameId"].$delete({ param: { gameId: segment(gameId) } }),
      );
      const icons = await ok(api.icons.$get());
      await applyIconUpdate(qc, gameId, icons[gameId] ?? fallback);
    },
    onSuccess: () => toast({ title: "Ícone padrão restaurado" }),
    onError: (err) => toastFailure("Não foi possível restaurar o ícone", err),
  });
}
