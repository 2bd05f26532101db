/** "Ana", "Ana e Bia", "Ana, Bia e Caio": names joined the way a Brazilian sentence lists them. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} e ${names[names.length - 1]}`;
}
