/**
 * A put whose answer is lost after it landed is retried by the SDK; the retry's
 * "must not exist" condition then fails on the item the first attempt stored.
 * That is the write succeeding, not a clash, while a real clash still fails.
 */
import type { FinalizeHandlerArguments, MetadataBearer } from '@smithy/types';
import { afterEach, describe, expect, it } from 'vitest';
import { clientPlugins, resetClients } from '../../functions/core/aws/endpoints';
import { getById, putNew } from '../../functions/core/db/repository';
import { useStack } from './harness';

useStack();

/** Lets every request reach the table, then loses the answer of the first one, as a timeout would. */
function loseFirstAnswer() {
  let lost = false;
  clientPlugins.push({
    applyToStack: (stack) =>
      stack.add(
        (next) => async (args: FinalizeHandlerArguments<object>) => {
          const result = await next(args);
          if (lost) return result;
          lost = true;
          throw Object.assign(new Error('Answer lost after the write landed'), { name: 'TimeoutError', $metadata: {} as MetadataBearer });
        },
        { step: 'deserialize', name: 'loseFirstAnswer' },
      ),
  });
  resetClients();
}

afterEach(() => {
  clientPlugins.length = 0;
  resetClients();
});

describe('putNew', () => {
  it('succeeds when the SDK retries a put that had already landed, and stores it once', async () => {
    loseFirstAnswer();
    const id = crypto.randomUUID();
    await expect(putNew('CONTACT', id, '2026-11-26T10:00:00.000Z', { _id: id, name: 'Retried Sender' })).resolves.toBeUndefined();
    expect(await getById('CONTACT', id)).toMatchObject({ _id: id, name: 'Retried Sender' });
  });

  it('still refuses to overwrite an item that was there before the first attempt', async () => {
    const id = crypto.randomUUID();
    await putNew('CONTACT', id, '2026-11-26T10:00:00.000Z', { _id: id, name: 'First' });
    await expect(putNew('CONTACT', id, '2026-11-26T10:00:00.000Z', { _id: id, name: 'Second' })).rejects.toMatchObject({
      name: 'ConditionalCheckFailedException',
    });
    expect(await getById('CONTACT', id)).toMatchObject({ name: 'First' });
  });
});
