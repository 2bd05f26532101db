/** Page path → source file of its screen, for every static path in the route files. */
export function routeModules(root: string): Record<string, string>;
export function routePreloads(root: string, client: string): Record<string, string[]>;
