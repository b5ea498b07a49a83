import "server-only";

import { ConfigError, config } from "./config/env";

/**
 * A tiny structured logger: one JSON line per event on stderr/stdout, so production logs can be
 * searched. Errors are reduced to name, message and stack (never request bodies or secrets).
 */
type Level = "debug" | "info" | "warn" | "error";

function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

/** LOG_SILENT and DEBUG; while the configuration is unreadable (being reported), every line but debug ones. */
function logSettings(): { silent: boolean; debug: boolean } {
  try {
    return config().log;
  } catch (error) {
    if (error instanceof ConfigError) return { silent: false, debug: false };
    throw error;
  }
}

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  const { silent, debug } = logSettings();
  if (level === "debug" && !debug) return;
  if (silent && level !== "error") return;
  const entry: Record<string, unknown> = { level, time: new Date().toISOString(), message };
  for (const [k, v] of Object.entries(fields ?? {})) entry[k] = serialise(v);
  const line = JSON.stringify(entry);
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

export const logger = {
  debug: (m: string, f?: Record<string, unknown>) => write("debug", m, f),
  info: (m: string, f?: Record<string, unknown>) => write("info", m, f),
  warn: (m: string, f?: Record<string, unknown>) => write("warn", m, f),
  error: (m: string, f?: Record<string, unknown>) => write("error", m, f),
};
