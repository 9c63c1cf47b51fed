import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { messages } from '@contract/messages';
import { firstRequest, guardFields, json, renderWithFetch } from '../../test-support/fetch-stub';
import { NewsletterForm } from './newsletter-form';

const setup = (answer: () => Promise<Response>) => renderWithFetch(<NewsletterForm />, answer);
const enter = (value: string) => fireEvent.change(screen.getByLabelText(/e-mail/i), { target: { value } });
const subscribe = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('NewsletterForm', { timeout: 20_000 }, () => {
  it('validates the address before calling', async () => {
    const fetchMock = setup(() => json({ ack: 1 }));
    subscribe();
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    enter('reader@acme');
    subscribe();
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes and shows the server message as a success toast', async () => {
    const fetchMock = setup(() => json({ ack: 1, msg: messages.alreadySubscribed }));
    enter('reader@acme.io');
    subscribe();
    expect(await screen.findByText(messages.alreadySubscribed)).toBeInTheDocument();
    const { url, body } = firstRequest(fetchMock);
    expect(url).toBe('/api/newsletter/subscribe');
    expect(body).toEqual({ email: 'reader@acme.io', ...guardFields });
    expect(screen.getByLabelText(/e-mail/i)).toHaveValue('');
  });

  it('shows the answer’s detail (confirm by the mailed link) under the form', async () => {
    setup(() => json({ ack: 1, msg: messages.subscribed, detail: 'Please confirm with the link we have sent to your inbox.' }));
    enter('reader@acme.io');
    subscribe();
    expect(await screen.findByText('Please confirm with the link we have sent to your inbox.')).toHaveClass('newsletter-form__detail');
  });

  it('shows an error toast and keeps the address when the call fails', async () => {
    setup(() => Promise.reject(new TypeError('offline')));
    enter('reader@acme.io');
    subscribe();
    expect(await screen.findByText(messages.subscribeFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(/e-mail/i)).toHaveValue('reader@acme.io');
  });
});
