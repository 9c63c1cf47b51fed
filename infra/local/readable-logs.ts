/**
 * The local stack's log lines, for people: one `GET /api/getallNews 200 12 ms`
 * per request, `level message key=value …` for everything else, and an
 * error's stack under its line. The cloud keeps the JSON lines (Logs Insights
 * reads their fields), and so does `LOG_FORMAT=json npm start`.
 */
import { setProcessSink, writeToProcess, type LogSink } from '../../functions/core/logger';

type Entry = Record<string, unknown>;

/** Kept for machines: the time is the terminal's, the request id a UUID nobody reads. */
const unread = ['level', 'time', 'message', 'requestId'];
/** What a request line already says in its own words. */
const requestParts = ['method', 'route', 'status', 'durationMs'];

/** A logged error: the logger writes errors as { name, message, stack, cause }. */
function isLoggedError(value: unknown): value is { name: string; message: string; stack?: string; cause?: unknown } {
  return (
    typeof value === 'object' && value !== null && typeof (value as Entry).name === 'string' && typeof (value as Entry).message === 'string'
  );
}

function stackOf(error: unknown): string {
  if (!isLoggedError(error)) return JSON.stringify(error);
  const own = error.stack ?? `${error.name}: ${error.message}`;
  return error.cause === undefined ? own : `${own}\nCaused by: ${stackOf(error.cause)}`;
}

function shown(value: unknown): string {
  if (isLoggedError(value)) return JSON.stringify(`${value.name}: ${value.message}`);
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value);
}

function parse(line: string): Entry | null {
  try {
    const entry: unknown = JSON.parse(line);
    return typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? (entry as Entry) : null;
  } catch {
    return null;
  }
}

/** One JSON log line as a person reads it; anything that is not one passes unchanged. */
export function readableLine(line: string): string {
  const entry = parse(line);
  if (!entry) return line;
  const isRequest = entry.message === 'request' && typeof entry.method === 'string' && typeof entry.route === 'string';
  const head = isRequest
    ? `${entry.method} ${entry.route} ${entry.status} ${entry.durationMs} ms`
    : `${String(entry.level).padEnd(5)} ${entry.message}`;
  const skipped = new Set(isRequest ? [...unread, ...requestParts] : unread);
  const fields = Object.entries(entry).filter(([key]) => !skipped.has(key));
  const stacks = fields.filter(([, value]) => isLoggedError(value) && value.stack).map(([, value]) => stackOf(value));
  return [[head, ...fields.map(([key, value]) => `${key}=${shown(value)}`)].join(' '), ...stacks].join('\n');
}

const readableSink: LogSink = (level, line) => writeToProcess(level, readableLine(line));

/** `npm start` prints readable lines unless LOG_FORMAT=json asks for the cloud's. */
export function installReadableLogs(format = process.env.LOG_FORMAT): void {
  if (format !== 'json') setProcessSink(readableSink);
}
