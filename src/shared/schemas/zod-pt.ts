import { z } from "zod";
import { ptBR } from "zod/locales";

// Validation messages reach users: default them to Brazilian Portuguese wherever zod is used.
z.config(ptBR());

export { z };
