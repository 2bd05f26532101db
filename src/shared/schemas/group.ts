import {
  GROUP_MIN_PLAYERS,
  GROUP_NAME_MAX,
  MAX_GROUPS_PER_USER,
  PLAYER_NAME_MAX,
} from "../group-limits";
import { z } from "./zod-pt";

export { GROUP_MIN_PLAYERS, GROUP_NAME_MAX, MAX_GROUPS_PER_USER, PLAYER_NAME_MAX };

/** A saved group of players ("Turma da faculdade") reusable in any game. */
export const groupInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Dê um nome ao grupo")
      .max(GROUP_NAME_MAX, `Nome muito longo (máximo de ${GROUP_NAME_MAX} caracteres)`),
    players: z
      .array(
        z
          .string()
          .trim()
          .min(1, "Nome de jogador vazio")
          .max(PLAYER_NAME_MAX, `Nome de jogador muito longo (máximo de ${PLAYER_NAME_MAX})`),
      )
      .min(GROUP_MIN_PLAYERS, "Adicione pelo menos dois jogadores para salvar o grupo")
      .max(30, "No máximo 30 jogadores por grupo"),
  })
  .strict();
export type GroupInput = z.infer<typeof groupInputSchema>;

export interface PlayerGroup extends GroupInput {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** A group kept on a guest's device: its UUID is also its id once it moves into an account. */
export const deviceGroupSchema = z
  .object({
    id: z.uuid(),
    name: groupInputSchema.shape.name,
    players: groupInputSchema.shape.players,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .strict();

/** Body of POST /api/groups/import: a device's groups, sent once after sign-in (decision 028). */
export const groupImportSchema = z
  .object({
    groups: z
      .array(deviceGroupSchema.pick({ id: true, name: true, players: true }))
      .max(MAX_GROUPS_PER_USER, `No máximo ${MAX_GROUPS_PER_USER} grupos por vez`),
  })
  .strict();
export type GroupImport = z.infer<typeof groupImportSchema>;

export interface GroupImportResult {
  /** Groups created now (a retry of the same device groups creates none). */
  imported: number;
  /** Groups left out because the account already holds the maximum. */
  overLimit: number;
}
