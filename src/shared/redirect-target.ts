/** Control characters (TAB, CR, LF ... DEL): browsers drop some of them from URLs, changing the target. */
function hasControlChar(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** RFC 3986 remove_dot_segments, keeping empty segments ("/a/..//b" becomes "//b"). */
function withoutDotSegments(path: string): string {
  const out: string[] = [];
  const segments = path.split("/");
  for (const [i, segment] of segments.entries()) {
    if (segment === ".") {
      if (i === segments.length - 1) out.push("");
    } else if (segment === "..") {
      if (out.length > 1) out.pop();
      if (i === segments.length - 1) out.push("");
    } else out.push(segment);
  }
  return out.join("/");
}

/**
 * Shared by the server (better-auth's callbackURL and friends) and the web (`?next=` after sign-in).
 * A redirect target that a browser could follow to another host although it looks like a path:
 * after percent-decoding, "\\" read as "/" and dot segments removed, it starts with "//". Also any
 * target with control characters. Absolute URLs are left to better-auth's trusted-origin check.
 */
export function unsafeRedirect(target: unknown): boolean {
  if (typeof target !== "string") return false; // better-auth refuses non-strings itself
  let decoded = target;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      break;
    }
  }
  if (hasControlChar(decoded) || hasControlChar(target)) return true;
  const slashed = decoded.replaceAll("\\", "/");
  if (!slashed.startsWith("/")) return false;
  const path = slashed.split(/[?#]/, 1)[0] ?? "";
  return slashed.startsWith("//") || withoutDotSegments(path).startsWith("//");
}
