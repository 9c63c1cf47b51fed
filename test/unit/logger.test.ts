import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SQSEvent } from 'aws-lambda';
import { createLogger, logger, type LogLevel } from '../../functions/core/logger';
import { handler as deliverMail } from '../../functions/workers/deliver-mail';

function capture() {
  const lines: Array<{ level: LogLevel; entry: Record<string, unknown>; raw: string }> = [];
  const sink = (level: LogLevel, raw: string) => lines.push({ level, raw, entry: JSON.parse(raw) as Record<string, unknown> });
  return { lines, sink };
}

describe('logger', () => {
  beforeEach(() => vi.stubEnv('LOG_LEVEL', 'info'));
  afterEach(() => vi.unstubAllEnvs());

  it('writes one JSON line per call: level, time, message first, then the fields', () => {
    const { lines, sink } = capture();
    createLogger({}, sink).info('enquiry-mail-requeued', { count: 2 });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.raw).not.toContain('\n');
    expect(Object.keys(lines[0]!.entry)).toEqual(['level', 'time', 'message', 'count']);
    expect(lines[0]!.entry).toMatchObject({ level: 'info', message: 'enquiry-mail-requeued', count: 2 });
    expect(new Date(lines[0]!.entry.time as string).toISOString()).toBe(lines[0]!.entry.time);
  });

  it("carries a child logger's fields on every line, after its parent's, and never lets fields overwrite level or message", () => {
    const { lines, sink } = capture();
    const request = createLogger({ service: 'api' }, sink).child({ requestId: 'r-1', route: '/contactMail' });
    request.warn('slow', { ms: 900, message: 'not this', level: 'debug' });
    request.child({ step: 2 }).error('failed');
    expect(lines.map((line) => line.level)).toEqual(['warn', 'error']);
    expect(lines[0]!.entry).toEqual({
      level: 'warn',
      time: expect.any(String),
      message: 'slow',
      service: 'api',
      requestId: 'r-1',
      route: '/contactMail',
      ms: 900,
    });
    expect(lines[1]!.entry).toMatchObject({ message: 'failed', service: 'api', requestId: 'r-1', route: '/contactMail', step: 2 });
  });

  it('serialises errors with name, message, stack and cause, wherever they are in the fields', () => {
    const { lines, sink } = capture();
    const error = new TypeError('bad input', { cause: new Error('socket hang up') });
    createLogger({}, sink).error('mail-job-error', { error, nested: { inner: new RangeError('too big') } });
    const logged = lines[0]!.entry.error as Record<string, unknown>;
    expect(logged).toMatchObject({ name: 'TypeError', message: 'bad input' });
    expect(logged.stack).toContain('TypeError: bad input');
    expect(logged.cause).toMatchObject({ name: 'Error', message: 'socket hang up' });
    expect(lines[0]!.entry.nested).toMatchObject({ inner: { name: 'RangeError', message: 'too big' } });
  });

  it('still writes a line when a field cannot be serialised', () => {
    const { lines, sink } = capture();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    createLogger({}, sink).error('odd', { circular, big: 1n });
    expect(lines[0]!.entry).toMatchObject({ level: 'error', message: 'odd', logError: 'fields could not be serialised' });
  });

  it('skips levels below LOG_LEVEL (info by default)', () => {
    const { lines, sink } = capture();
    const log = createLogger({}, sink);
    log.debug('hidden');
    vi.stubEnv('LOG_LEVEL', 'debug');
    log.debug('shown');
    vi.stubEnv('LOG_LEVEL', 'error');
    log.warn('hidden too');
    log.error('kept');
    expect(lines.map((line) => line.entry.message)).toEqual(['shown', 'kept']);
  });

  it('writes warnings and errors to stderr, the rest to stdout', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      logger.info('to-stdout');
      logger.error('to-stderr', { id: 'x' });
      expect(JSON.parse(String(out.mock.calls.at(-1)![0]))).toMatchObject({ level: 'info', message: 'to-stdout' });
      expect(String(err.mock.calls.at(-1)![0])).toMatch(/^\{"level":"error".*"message":"to-stderr","id":"x"\}\n$/);
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });

  it('is what the workers write: an unreadable mail job is one error line named by its event, and is not retried', async () => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const event = { Records: [{ messageId: 'm-1', body: '{"type":"SPAM","id":"x"}', attributes: {} }] } as unknown as SQSEvent;
      expect(await deliverMail(event)).toEqual({ batchItemFailures: [] });
      const lines = err.mock.calls.map(([chunk]) => JSON.parse(String(chunk)) as Record<string, unknown>);
      expect(lines).toEqual([{ level: 'error', time: expect.any(String), message: 'mail-job-unreadable', messageId: 'm-1' }]);
    } finally {
      err.mockRestore();
    }
  });
});
