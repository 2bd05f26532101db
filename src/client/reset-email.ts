import { storedValue } from "./stored-value";

/**
 * The email a reset link was asked for on this device, so /auth can be filled in after the new
 * password is set (the link itself carries only the token). Kept as long as the link lives.
 */
export const resetEmail = storedValue(
  "saideira_reset_email",
  (v) => (typeof v === "string" && v.length >= 1 && v.length <= 320 ? v : null),
  60 * 60_000,
);
