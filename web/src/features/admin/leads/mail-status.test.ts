import { describe, expect, it } from 'vitest';
import { mailStatusText } from './enquiry-screens';

describe('mail status beside the enquiry columns', () => {
  it('names each state, with the tries where delivery is not settled', () => {
    expect(mailStatusText({})).toBeUndefined();
    expect(mailStatusText({ mailStatus: 'queued', mailAttempts: 0 })).toBe('Queued');
    expect(mailStatusText({ mailStatus: 'sent', mailAttempts: 1 })).toBe('Sent');
    expect(mailStatusText({ mailStatus: 'retrying', mailAttempts: 1 })).toBe('Retrying (1 try)');
    expect(mailStatusText({ mailStatus: 'failed', mailAttempts: 5 })).toBe('Failed (5 tries)');
  });
});
