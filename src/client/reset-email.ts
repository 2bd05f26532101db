import { z } from "zod";
import { storedValue } from "./stored-value";

/**
 * The email a reset link was asked for on this device, so /auth can be filled in after the new
 * password is set (the link itself carries only the token). Kept as long as the link lives.
 */
export const resetEmail = storedValue(
  "saideira_reset_email",
  z.string().min(1).max(320),
  60 * 60_000,
);
