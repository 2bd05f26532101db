/** Spec section 5: localhost/replit hosts are development; everything else is production. */
export type AppEnvironment = "development" | "production";

export function detectEnvironment(host: string): AppEnvironment {
  const h = host.toLowerCase();
  return h.includes("localhost") || h.includes("replit") ? "development" : "production";
}

export function isMobileUserAgent(ua: string): boolean {
  return /android|iphone|ipad|ipod|mobile/i.test(ua);
}
