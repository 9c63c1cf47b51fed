/**
 * One structured logger for every function: each call writes one JSON line
 * ({ level, time, message, ...fields }) that CloudWatch Logs Insights reads as
 * fields. `child` carries fields on every line after it (the handler frame's
 * request id and route). Errors anywhere in the fields are written with name,
 * message, stack and cause, never as "{}".
 *
 * Written to the process streams, not console: Lambda prefixes console lines
 * with its own text, which would stop them being JSON. Ours rather than
 * Powertools Logger: that one adds ~23 KB minified to every bundle.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** A logger that adds these fields to every line (after its parent's). */
  child(fields: LogFields): Logger;
}

/** Where a line goes; tests pass their own. */
export type LogSink = (level: LogLevel, line: string) => void;

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Warnings and errors to stderr, the rest to stdout. */
export const writeToProcess: LogSink = (level, line) => {
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
};

let processSink = writeToProcess;

/**
 * Sends every line of the loggers made without a sink of their own elsewhere:
 * the local stack prints them for people. The formatter lives there, so the
 * Lambda bundles carry only this setter and always write JSON.
 */
export function setProcessSink(sink: LogSink): void {
  processSink = sink;
}

/** LOG_LEVEL (debug, info, warn, error) sets the least level written; info when unset or unknown. */
function minimumLevel(): LogLevel {
  const wanted = process.env.LOG_LEVEL?.toLowerCase();
  return wanted && wanted in rank ? (wanted as LogLevel) : 'info';
}

function errorFields(error: Error): LogFields {
  return { name: error.name, message: error.message, stack: error.stack, ...(error.cause === undefined ? {} : { cause: error.cause }) };
}

function serialise(entry: LogFields): string {
  try {
    return JSON.stringify(entry, (_key, value: unknown) =>
      value instanceof Error ? errorFields(value) : typeof value === 'bigint' ? value.toString() : value,
    );
  } catch {
    // A circular field: the line still says what happened.
    return JSON.stringify({ level: entry.level, time: entry.time, message: entry.message, logError: 'fields could not be serialised' });
  }
}

export function createLogger(context: LogFields = {}, sink?: LogSink): Logger {
  const write =
    (level: LogLevel) =>
    (message: string, fields: LogFields = {}) => {
      if (rank[level] < rank[minimumLevel()]) return;
      const fixed = { level, time: new Date().toISOString(), message };
      // Fixed keys first in the line, and a field can never overwrite them.
      (sink ?? processSink)(level, serialise({ ...fixed, ...context, ...fields, ...fixed }));
    };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (fields) => createLogger({ ...context, ...fields }, sink),
  };
}

/** The process-wide logger; handlers and workers take a child of it. */
export const logger = createLogger();
