import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreenAt, slow, withAdminApi } from '../shared/screen-test-support';
import { PrivacyScreen } from './privacy-screen';

/** The lookup finds what `stored` names (nothing for nobody@…); the erasure deletes a little less, as if one record went meanwhile. */
withAdminApi((url) => {
  if (!url.startsWith('/api/admin/erasure?')) return { contact: 2, hire: 1, subscriber: 0 };
  return url.includes('nobody') ? { contact: 0, hire: 0, subscriber: 0 } : { contact: 3, hire: 1, subscriber: 1 };
});

const calls = () =>
  vi.mocked(fetch).mock.calls.map(([url, init]) => {
    const { method = 'GET', body } = (init ?? {}) as RequestInit;
    return [method, url, body === undefined ? undefined : JSON.parse(String(body))];
  });
const lookUp = async (email: string) => {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
};

describe('PrivacyScreen', () => {
  it('checks the address, counts what is stored, asks before erasing, then shows what was deleted', async () => {
    renderScreenAt('/admin/privacy', <PrivacyScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Erase personal data' })).toBeInTheDocument();
    await lookUp('not-an-address');
    expect(await screen.findByText('Please Enter a Valid Email')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await lookUp('Jane@Example.com');
    const question = await screen.findByRole('heading', { name: 'Erase everything held for jane@example.com?' }, slow);
    await waitFor(() => expect(question).toHaveFocus(), slow);
    expect(
      screen.getByText('Stored for this address: 3 contact messages, 1 hiring enquiry, 1 subscription, 0 career applications.'),
    ).toBeInTheDocument();
    expect(calls()).toEqual([['GET', '/api/admin/erasure?email=jane%40example.com', undefined]]);

    // Cancel goes back without erasing; the address is asked again.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('');
    await lookUp('jane@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Erase everything' }, slow));

    // What was actually deleted, as the erasure counted it.
    const erased = await screen.findByRole('heading', { name: 'Erased the data of jane@example.com.' }, slow);
    await waitFor(() => expect(erased).toHaveFocus(), slow);
    expect(
      screen.getByText('2 contact messages, 1 hiring enquiry, 0 subscriptions and 0 career applications deleted.'),
    ).toBeInTheDocument();
    expect(calls().filter(([method]) => method === 'POST')).toEqual([['POST', '/api/admin/erasure', { email: 'jane@example.com' }]]);
    fireEvent.click(screen.getByRole('button', { name: 'Erase another address' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });

  it('says so when nothing is stored, and offers no erasure', async () => {
    renderScreenAt('/admin/privacy', <PrivacyScreen />);
    await lookUp('nobody@example.com');
    const nothing = await screen.findByRole('heading', { name: 'Nothing stored for this address.' }, slow);
    await waitFor(() => expect(nothing).toHaveFocus(), slow);
    expect(screen.queryByRole('button', { name: 'Erase everything' })).toBeNull();
    expect(calls().map(([method]) => method)).toEqual(['GET']);
    fireEvent.click(screen.getByRole('button', { name: 'Look up another address' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('');
  });
});
