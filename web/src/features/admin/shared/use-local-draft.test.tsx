import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { clearLocalDraft, draftMaxAgeMs, localDraftKey, saveDelayMs, useLocalDraft } from './use-local-draft';

type Values = { title: string; body: string };
const key = localDraftKey('/admin/create-news');
const empty: Values = { title: '', body: '' };

/** A tiny form using the hook the way the entity form does. */
interface FormProps {
  initial?: Values;
  enabled?: boolean;
  draftKey?: string;
  updatedAt?: string;
}

function Form({ initial = empty, enabled = true, draftKey = key, updatedAt }: FormProps) {
  const [values, setValues] = useState(initial);
  const draft = useLocalDraft(draftKey, values, { restore: setValues, enabled, updatedAt });
  return (
    <div>
      {draft.notice}
      <label>
        Title
        <input value={values.title} onChange={(event) => setValues({ ...values, title: event.target.value })} />
      </label>
    </div>
  );
}

const title = () => screen.getByLabelText<HTMLInputElement>('Title');
const type = (text: string) => fireEvent.change(title(), { target: { value: text } });
const stored = () => JSON.parse(localStorage.getItem(key) ?? 'null') as { savedAt: number; values: Values } | null;
const keep = (values: Values, savedAt = Date.now()) => localStorage.setItem(key, JSON.stringify({ savedAt, values }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('useLocalDraft', () => {
  it('keeps typed values after the debounce, not before, and never the untouched form', () => {
    render(<Form />);
    act(() => vi.advanceTimersByTime(saveDelayMs * 2));
    expect(localStorage.getItem(key)).toBeNull();
    type('Launch');
    act(() => vi.advanceTimersByTime(saveDelayMs - 50));
    expect(localStorage.getItem(key)).toBeNull();
    act(() => vi.advanceTimersByTime(50));
    expect(stored()?.values).toEqual({ title: 'Launch', body: '' });
  });

  it('keeps the last typing at once when the form goes away (a submit that ends in the login page)', () => {
    const view = render(<Form />);
    type('Typed just before leaving');
    view.unmount();
    expect(stored()?.values.title).toBe('Typed just before leaving');
  });

  it('keeps the last typing at once when the tab is reloaded or closed inside the debounce', () => {
    render(<Form />);
    type('Typed just before a reload');
    fireEvent(window, new Event('pagehide'));
    expect(stored()?.values.title).toBe('Typed just before a reload');
  });

  it('restores a kept draft once on opening, with the notice', () => {
    keep({ title: 'Half-written', body: '<p>Body</p>' });
    render(<Form />);
    expect(title().value).toBe('Half-written');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes restored.');
    // Further typing replaces the kept draft rather than being overwritten by it.
    type('Half-written, then more');
    act(() => vi.advanceTimersByTime(saveDelayMs));
    expect(stored()?.values).toEqual({ title: 'Half-written, then more', body: '<p>Body</p>' });
  });

  it('waits until enabled (the record has loaded) before restoring', () => {
    keep({ title: 'Edited offline', body: '' });
    const view = render(<Form enabled={false} initial={{ title: 'Loaded', body: '' }} />);
    expect(title().value).toBe('Loaded');
    view.rerender(<Form enabled initial={{ title: 'Loaded', body: '' }} />);
    expect(title().value).toBe('Edited offline');
  });

  it('warns when the item was saved on the server after the draft was kept', () => {
    const savedAt = Date.now() - 60_000;
    keep({ title: 'My older wording', body: '' }, savedAt);
    const view = render(<Form initial={{ title: 'Their newer wording', body: '' }} updatedAt={new Date(savedAt + 1_000).toISOString()} />);
    expect(title().value).toBe('My older wording');
    expect(screen.getByRole('status')).toHaveTextContent('This item was saved again after these changes: check them before you submit.');
    view.unmount();
    keep({ title: 'My newer wording', body: '' }, savedAt);
    render(<Form initial={{ title: 'Stored', body: '' }} updatedAt={new Date(savedAt - 1_000).toISOString()} />);
    expect(screen.getByText(/^Unsaved changes restored/)).toHaveTextContent(/^Unsaved changes restored\.$/);
  });

  it('Discard drops the draft and gives back what the form held before', () => {
    keep({ title: 'Stale wording', body: '' });
    render(<Form initial={{ title: 'Stored item', body: '' }} />);
    expect(title().value).toBe('Stale wording');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(title().value).toBe('Stored item');
    expect(screen.queryByText('Unsaved changes restored.')).toBeNull();
    act(() => vi.advanceTimersByTime(saveDelayMs * 2));
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('clearLocalDraft after a save forgets the draft, a pending save included, and hides the notice', () => {
    keep({ title: 'Restored', body: '' });
    const view = render(<Form />);
    type('Saved on the server');
    act(() => clearLocalDraft(key));
    expect(screen.queryByText('Unsaved changes restored.')).toBeNull();
    act(() => vi.advanceTimersByTime(saveDelayMs * 2));
    view.unmount();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps drafts apart by key (one per form path)', () => {
    keep({ title: 'News draft', body: '' });
    render(<Form draftKey={localDraftKey('/admin/create-press')} />);
    expect(title().value).toBe('');
    type('Press draft');
    act(() => vi.advanceTimersByTime(saveDelayMs));
    expect(stored()?.values.title).toBe('News draft');
    expect(JSON.parse(localStorage.getItem('draft:/admin/create-press') ?? '{}').values.title).toBe('Press draft');
  });

  it('drops a stale or unreadable draft instead of restoring it', () => {
    keep({ title: 'Weeks old', body: '' }, Date.now() - draftMaxAgeMs - 1);
    const view = render(<Form />);
    expect(title().value).toBe('');
    expect(localStorage.getItem(key)).toBeNull();
    view.unmount();
    localStorage.setItem(key, '{not json');
    render(<Form />);
    expect(title().value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a full storage costs the draft, never the form', () => {
    keep({ title: 'Older wording', body: '' });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<Form />);
    type('Newer wording');
    act(() => vi.advanceTimersByTime(saveDelayMs));
    expect(title().value).toBe('Newer wording');
    // The older draft is dropped rather than restored later as if it were the latest.
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('a disabled storage (every call throws) leaves a working form', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const view = render(<Form />);
    type('Still typing');
    act(() => vi.advanceTimersByTime(saveDelayMs));
    view.unmount();
    render(<Form />);
    expect(title().value).toBe('');
  });
});
