import { afterEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast';
import { messages } from '@contract/messages';
import type { AdminResult } from './use-admin-call';
import { noteBox } from './note-box';

type Values = { note: string };
type Answer = AdminResult<{ _id: string }>;

/** A note form as useSchemaForm gives it (its check passing), recording what the box does to it and when a send is done. */
function fakeForm(note: string) {
  const form = {
    values: { note } as Values,
    sending: false,
    checks: [] as unknown[],
    shown: [] as Record<string, string>[],
    resets: 0,
    sent: Promise.resolve(),
    handleSubmit(send: (value: Values) => Promise<void>, options?: { check?: unknown }) {
      form.checks.push(options?.check);
      return async () => {
        form.sent = send(form.values);
        await form.sent;
      };
    },
    showServerErrors(found: Record<string, string>) {
      form.shown.push(found);
    },
    reset() {
      form.resets += 1;
    },
  };
  return form;
}

/** Sends the note and waits until the box has dealt with the answer. */
async function submit(form: ReturnType<typeof fakeForm>, answer: Partial<Answer> & { status: number }, onAdded = async () => {}) {
  const send = vi.fn(async () => answer as Answer);
  noteBox(form, 'note', { send, onAdded, added: 'Added.' }).onSubmit({} as never);
  await form.sent;
  return send;
}

afterEach(() => vi.restoreAllMocks());

describe('noteBox', () => {
  it('hands the typed note to the panel and sends what was checked', async () => {
    const form = fakeForm('Called back.');
    const send = vi.fn(async () => ({ status: 200, ack: 1, data: { _id: 'r1' } }) as Answer);
    const box = noteBox(form, 'note', { send, onAdded: async () => {}, added: 'Added.' });
    expect(box).toMatchObject({ text: 'Called back.', adding: false });
    box.onSubmit({} as never);
    await form.sent;
    expect(send).toHaveBeenCalledWith({ note: 'Called back.' });
  });

  it('once added: shows the record, then empties the box and says so (the answer’s own words first)', async () => {
    const success = vi.spyOn(toast, 'success');
    const form = fakeForm('Called back.');
    const seen: string[] = [];
    await submit(form, { status: 200, ack: 1, msg: 'Note added.', data: { _id: 'r1' } }, async (record?: { _id: string }) => {
      seen.push(`${record?._id} with ${form.resets} resets`);
    });
    expect(seen).toEqual(['r1 with 0 resets']);
    expect(form.resets).toBe(1);
    expect(success).toHaveBeenLastCalledWith('Note added.');

    await submit(fakeForm('x'), { status: 200, ack: 1, data: { _id: 'r1' } });
    expect(success).toHaveBeenLastCalledWith('Added.');
  });

  it('a refusal stays in the box, under the note and in a toast; an ended session says nothing here', async () => {
    const error = vi.spyOn(toast, 'error');
    const form = fakeForm('x');
    await submit(form, { status: 400, ack: 0, msg: 'Too long.' });
    expect(form.shown).toEqual([{ note: 'Too long.' }]);
    expect(error).toHaveBeenLastCalledWith('Too long.');
    expect(form.resets).toBe(0);

    await submit(form, { status: 0, ack: 0 });
    expect(form.shown.at(-1)).toEqual({ note: messages.serverUnreachable });

    await submit(form, { status: 401, ack: 0, msg: 'Sign in.' });
    expect(form.shown).toHaveLength(2);
    expect(error).toHaveBeenCalledTimes(2);
    expect(form.resets).toBe(0);
  });

  it('passes a check of its own to the form, else leaves the form’s', () => {
    const form = fakeForm('');
    const send = async () => ({ status: 200 }) as Answer;
    const check = () => ({ ok: false });
    noteBox(form, 'note', { send, onAdded: async () => {}, added: 'Added.', check });
    noteBox(form, 'note', { send, onAdded: async () => {}, added: 'Added.' });
    expect(form.checks).toEqual([check, undefined]);
  });
});
