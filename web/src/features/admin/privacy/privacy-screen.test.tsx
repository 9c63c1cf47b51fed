import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderScreenAt, slow, withAdminApi } from '../shared/screen-test-support';
import { PrivacyScreen } from './privacy-screen';

withAdminApi(() => ({ contact: 2, hire: 1, subscriber: 0 }));

const sent = () => vi.mocked(fetch).mock.calls.map(([url, init]) => [url, JSON.parse(String((init as RequestInit).body))]);

describe('PrivacyScreen', () => {
  it('checks the address, asks before erasing, then shows what was deleted', async () => {
    renderScreenAt('/admin/privacy', <PrivacyScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Erase personal data' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please Enter a Valid Email')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Jane@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const question = await screen.findByRole('heading', { name: 'Erase everything held for jane@example.com?' });
    expect(question).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();

    // Cancel goes back without erasing; the address is asked again.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Erase everything' }));

    expect(await screen.findByRole('heading', { name: 'Erased the data of jane@example.com.' }, slow)).toHaveFocus();
    expect(screen.getByText('2 contact messages, 1 hiring enquiry and 0 subscriptions deleted.')).toBeInTheDocument();
    expect(sent()).toEqual([['/api/admin/erasure', { email: 'jane@example.com' }]]);
    fireEvent.click(screen.getByRole('button', { name: 'Erase another address' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });
});
