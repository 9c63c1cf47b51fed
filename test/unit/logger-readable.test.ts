import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger, logger, setProcessSink, writeToProcess, type LogFields, type LogLevel } from '../../functions/core/logger';
import { readableLine, installReadableLogs } from '../../infra/local/readable-logs';

/** The JSON line the logger writes for this call, as the cloud gets it. */
function jsonLine(level: LogLevel, message: string, fields?: LogFields): string {
  let line = '';
  createLogger({}, (_level, written) => {
    line = written;
  })[level](message, fields);
  return line;
}

describe('readable log lines (npm start)', () => {
  beforeEach(() => vi.stubEnv('LOG_LEVEL', 'debug'));
  afterEach(() => {
    vi.unstubAllEnvs();
    setProcessSink(writeToProcess);
  });

  it('prints a request as method, path, status and ms, without its id or time', () => {
    const line = jsonLine('info', 'request', { requestId: 'r-1', route: '/api/example', method: 'GET', status: 200, durationMs: 12 });
    expect(readableLine(line)).toBe('GET /api/example 200 12 ms');
  });

  it("puts a failed request's error on its line and the stack, with its cause, under it", () => {
    const error = new Error('table exploded', { cause: new TypeError('socket hang up') });
    const line = jsonLine('error', 'request', { route: '/api/example', method: 'GET', status: 500, durationMs: 3, error });
    const [first, ...rest] = readableLine(line).split('\n');
    expect(first).toBe('GET /api/example 500 3 ms error="Error: table exploded"');
    expect(rest[0]).toBe('Error: table exploded');
    expect(rest.some((text) => text.trimStart().startsWith('at '))).toBe(true);
    expect(rest).toContain('Caused by: TypeError: socket hang up');
  });

  it('prints other events as level, message and their fields on one line, quoting only what needs it', () => {
    const line = jsonLine('warn', 'mail-job-failed', {
      messageId: 'm-1',
      attempt: 2,
      reason: 'service hung up',
      to: ['a@b.example'],
      ok: false,
    });
    expect(readableLine(line)).toBe('warn  mail-job-failed messageId=m-1 attempt=2 reason="service hung up" to=["a@b.example"] ok=false');
    expect(readableLine(jsonLine('info', 'published', { worker: 'publish-pages' }))).toBe('info  published worker=publish-pages');
  });

  it('passes anything that is not a JSON object through unchanged', () => {
    for (const text of ['plain text', '[1,2]', '42', '{"unclosed":']) expect(readableLine(text)).toBe(text);
  });

  it('is what the process-wide logger prints once the local stack asks for it, to the same streams', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      installReadableLogs(undefined);
      logger.child({ route: '/api/example/{id}', method: 'POST' }).info('request', { status: 201, durationMs: 40 });
      logger.error('mail-job-unreadable', { messageId: 'm-1' });
      expect(out.mock.calls.at(-1)![0]).toBe('POST /api/example/{id} 201 40 ms\n');
      expect(err.mock.calls.at(-1)![0]).toBe('error mail-job-unreadable messageId=m-1\n');
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });

  it('keeps the JSON lines with LOG_FORMAT=json', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      installReadableLogs('json');
      logger.info('request', { route: '/api/example', method: 'GET', status: 200, durationMs: 5 });
      expect(JSON.parse(String(out.mock.calls.at(-1)![0]))).toMatchObject({ level: 'info', message: 'request', status: 200 });
    } finally {
      out.mockRestore();
    }
  });
});
