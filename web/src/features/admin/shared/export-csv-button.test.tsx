import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { AdminReadError } from './admin-read';
import { type CsvExport, csvExportOf, localDay } from './csv';
import { ExportCsvButton } from './export-csv-button';
import { slow } from './screen-test-support';

/** A build the test finishes by hand, seeing the signal the button gave it. */
function controlledBuild() {
  const calls: Array<{ signal: AbortSignal; finish: (file: CsvExport) => void; fail: (error: unknown) => void }> = [];
  const build = (signal: AbortSignal) =>
    new Promise<CsvExport>((resolve, reject) => {
      calls.push({ signal, finish: resolve, fail: reject });
      // As an aborted admin call does: it ends at once, refused.
      signal.addEventListener('abort', () => reject(new AdminReadError({ status: 0, msg: 'The operation was aborted.' })));
    });
  return { build, calls };
}

describe('Export CSV button', () => {
  let clicked: string[];
  beforeEach(() => {
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const renderButton = (build: (signal: AbortSignal) => Promise<CsvExport>) =>
    render(
      <>
        <Toaster />
        <ExportCsvButton build={build} />
      </>,
    );

  it('says "Preparing export…" with a Cancel button while the server works, then downloads and says how many', async () => {
    const { build, calls } = controlledBuild();
    renderButton(build);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const pending = screen.getByRole('button', { name: 'Preparing export…' });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    expect(calls).toHaveLength(1);

    calls[0]!.finish({
      url: 'https://bucket.example/exports/x/contact-enquiries-2026-11-26.csv?X-Amz-Expires=300',
      fileName: 'contact-enquiries-2026-11-26.csv',
      done: 'Exported 2 enquiries.',
    });
    expect(await screen.findByText('Exported 2 enquiries.', undefined, slow)).toBeInTheDocument();
    expect(clicked).toEqual(['https://bucket.example/exports/x/contact-enquiries-2026-11-26.csv?X-Amz-Expires=300']);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('cancels: the request is aborted, nothing is downloaded, and it says "Export cancelled."', async () => {
    const { build, calls } = controlledBuild();
    renderButton(build);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(await screen.findByText('Export cancelled.', undefined, slow)).toBeInTheDocument();
    expect(clicked).toEqual([]);
    expect(screen.queryByText('The operation was aborted.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('shows the server’s message when the export fails, and downloads nothing', async () => {
    const { build, calls } = controlledBuild();
    renderButton(build);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    calls[0]!.fail(
      new AdminReadError({ status: 400, msg: 'An export holds at most 100,000 rows and this list has 100,001: narrow it first.' }),
    );
    expect(
      await screen.findByText('An export holds at most 100,000 rows and this list has 100,001: narrow it first.', undefined, slow),
    ).toBeInTheDocument();
    expect(clicked).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});

describe('an export route’s answer', () => {
  const file = { url: 'https://bucket.example/f.csv', fileName: 'subscribers-2026-11-26.csv' };
  const nouns = ['subscriber', 'subscribers'] as const;

  it('counts the rows in the toast, singular for one', () => {
    expect(csvExportOf({ ack: 1, data: { ...file, rows: 1 }, status: 200 }, nouns)).toEqual({ ...file, done: 'Exported 1 subscriber.' });
    expect(csvExportOf({ ack: 1, data: { ...file, rows: 0 }, status: 200 }, nouns)).toEqual({ ...file, done: 'Exported 0 subscribers.' });
  });

  it('throws the server’s message on failure, with the status (401: the session ended)', () => {
    expect(() => csvExportOf({ ack: 0, msg: 'Day must be a date as YYYY-MM-DD.', status: 400 }, nouns)).toThrow(
      new AdminReadError({ status: 400, msg: 'Day must be a date as YYYY-MM-DD.' }),
    );
    expect(() => csvExportOf({ ack: 0, msg: 'Unauthorized', status: 401 }, nouns)).toThrow(expect.objectContaining({ status: 401 }));
  });

  it('names the admin’s own calendar day', () => {
    expect(localDay(new Date(2025, 0, 7, 23, 59))).toBe('2025-01-07');
    expect(localDay(new Date(2024, 11, 31, 0, 0))).toBe('2024-12-31');
  });
});
