import { readString, removeKey, writeString } from "./safe-storage";

/** The name of the player who holds this phone ('Sou eu'), so victories count only theirs. */
const KEY = "saideira_me";

export const meName = (): string | null => readString(KEY);

export function setMeName(name: string | null): void {
  if (name === null) removeKey(KEY);
  else writeString(KEY, name);
}

/** Names compare without case, accents or extra spaces: 'ANA ' is 'Ana'. */
export const sameName = (a: string, b: string): boolean => {
  const key = (s: string) =>
    s
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/\s+/g, " ")
      .trim()
      .toLocaleLowerCase("pt-BR");
  return key(a) === key(b);
};
