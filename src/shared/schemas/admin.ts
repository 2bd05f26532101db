import type { FeaturedTag } from "../game-manifest";
import { z } from "./zod-pt";

export const featuredTagValues = [
  "Novo",
  "Popular",
  "Em alta",
  "+18",
] as const satisfies readonly FeaturedTag[];

const bannerText = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, "Informe o título")
      .max(60, "Título muito longo (máximo de 60)"),
    description: z.string().trim().max(120, "Descrição muito longa (máximo de 120)"),
  })
  .strict();

export const bannerTextsSchema = z
  .object({ "1": bannerText, "2": bannerText, "3": bannerText })
  .strict();
export type BannerTexts = z.infer<typeof bannerTextsSchema>;

export const featuredTagsSchema = z.record(
  z.string().regex(/^[a-z0-9-]{1,40}$/, "Jogo inválido"),
  z.array(z.enum(featuredTagValues)).max(4),
);
export type FeaturedTags = z.infer<typeof featuredTagsSchema>;

export const installPromptSchema = z
  .object({
    enabled: z.boolean(),
    delaySeconds: z.number().int().min(0).max(600),
    title: z.string().trim().min(1, "Informe o título").max(60),
    message: z.string().trim().min(1, "Informe a mensagem").max(200),
    platforms: z.object({ android: z.boolean(), ios: z.boolean(), desktop: z.boolean() }).strict(),
  })
  .strict();
export type InstallPromptSettings = z.infer<typeof installPromptSchema>;

export const defaultInstallPrompt: InstallPromptSettings = {
  enabled: true,
  delaySeconds: 30,
  title: "Instale o Saideira",
  message: "Tenha os jogos na tela inicial e jogue mesmo sem internet.",
  platforms: { android: true, ios: true, desktop: true },
};

export const roleInputSchema = z.object({ role: z.enum(["user", "admin"]) }).strict();

export const userListQuerySchema = z.object({
  q: z.string().trim().max(100).default(""),
  sort: z.enum(["createdAt", "email", "name", "lastActive", "gamesPlayed"]).default("createdAt"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  role: "user" | "admin";
  disabled: boolean;
  createdAt: string;
  lastActive: string | null;
  gamesPlayed: number;
}

export interface AdminOverview {
  users: number;
  admins: number;
  gamesToday: number;
  gamesThisWeek: number;
  topGames: { gameId: string; count: number }[];
  uploads: number;
}
