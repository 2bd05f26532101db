import {
  type DrinkMode,
  defaultPreferences,
  drinkModes,
  gameKinds,
  type Preferences,
} from "../profile-values";
import { z } from "./zod-pt";

export { type DrinkMode, defaultPreferences, drinkModes, gameKinds, type Preferences };

export const preferencesSchema = z.object({
  sound: z.boolean(),
  vibration: z.boolean(),
  showAdult: z.boolean(),
  useLocation: z.boolean(),
});

/** Body of PUT /api/profile, also the onboarding form's validator. */
export const profileInputSchema = z
  .object({
    displayName: z
      .string()
      .trim()
      .min(1, "Informe seu nome")
      .max(40, "Nome muito longo (máximo de 40 caracteres)"),
    adultConfirmed: z.literal(true, { error: "Confirme que você tem 18 anos ou mais" }),
    drinkMode: z.enum(drinkModes, { error: "Escolha álcool ou sem álcool" }),
    favoriteKinds: z.array(z.enum(gameKinds)).max(gameKinds.length).default([]),
    preferences: preferencesSchema.partial().strict().default({}),
  })
  .strict();
export type ProfileInput = z.input<typeof profileInputSchema>;

/** Body of PATCH /api/profile: change any field of an existing profile. */
export const profilePatchSchema = z
  .object({
    displayName: profileInputSchema.shape.displayName.optional(),
    drinkMode: profileInputSchema.shape.drinkMode.optional(),
    favoriteKinds: z.array(z.enum(gameKinds)).max(gameKinds.length).optional(),
    preferences: preferencesSchema.partial().strict().optional(),
    /** A small WebP/JPEG/PNG data URL made on the device (max ~150 KB), or null to remove. */
    avatarUrl: z
      .string()
      .max(200_000, "Imagem muito grande")
      .regex(/^data:image\/(webp|jpeg|png);base64,[A-Za-z0-9+/=]+$/, "Imagem inválida")
      .nullable()
      .optional(),
  })
  .strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

export interface RecentGameEntry {
  gameId: string;
  name: string;
  playedAt: string;
}

export interface GameStats {
  userId: string;
  lastGamePlayed: string | null;
  totalGamesPlayed: number;
  victories: number;
  totalPlayTime: number;
  lastGameStartTime: string | null;
  recentGames: RecentGameEntry[];
}

export interface Profile {
  id: string;
  displayName: string;
  email: string;
  avatarUrl: string | null;
  drinkMode: DrinkMode;
  favoriteKinds: (typeof gameKinds)[number][];
  preferences: Preferences;
  createdAt: string;
  updatedAt: string;
  gameStats: GameStats;
}
