/** Waits for a state, not for a time: polls `probe` until it answers a value (not undefined/false), or fails after `timeoutMs`. */
export async function eventually<T>(
  probe: () => Promise<T | undefined | false>,
  { timeoutMs = 20_000, everyMs = 100, what = 'the expected state' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
