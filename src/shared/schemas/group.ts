import { z } from "./zod-pt";

/** A saved group of players ("Turma da faculdade") reusable in any game. */
export const groupInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Dê um nome ao grupo")
      .max(40, "Nome muito longo (máximo de 40 caracteres)"),
    players: z
      .array(
        z.string().trim().min(1, "Nome de jogador vazio").max(30, "Nome de jogador muito longo"),
      )
      .min(1, "Adicione pelo menos um jogador")
      .max(30, "No máximo 30 jogadores por grupo"),
  })
  .strict();
export type GroupInput = z.infer<typeof groupInputSchema>;

export interface PlayerGroup extends GroupInput {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export const MAX_GROUPS_PER_USER = 50;
