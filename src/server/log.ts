type Level = "silent" | "error" | "info" | "debug";
const order: Record<Level, number> = { silent: 0, error: 1, info: 2, debug: 3 };

export interface Logger {
  error(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  debug(msg: string, fields?: Record<string, unknown>): void;
}

/** JSON lines on stdout; never pass secrets or passwords in fields. */
export function createLogger(level: Level): Logger {
  const write = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
    if (order[lvl] > order[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields });
    if (lvl === "error") process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  };
  return {
    error: (m, f) => write("error", m, f),
    info: (m, f) => write("info", m, f),
    debug: (m, f) => write("debug", m, f),
  };
}
