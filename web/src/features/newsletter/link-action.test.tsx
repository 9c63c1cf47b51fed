import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { newsletterMessages } from '@contract/newsletter-messages';
import { firstRequest, json, renderWithFetch } from '../../test-support/fetch-stub';
import { ConfirmPage, UnsubscribePage } from './newsletter-link-page';

const at = (search: string) => window.history.replaceState(null, '', `/newsletter/confirm${search}`);

afterEach(() => {
  vi.unstubAllGlobals();
  at('');
});

describe('newsletter link pages', () => {
  it('do nothing on opening: the token is sent only when the button is pressed, and the outcome replaces the button', async () => {
    at('?token=abc.def');
    const fetchMock = renderWithFetch(<ConfirmPage />, () => json({ ack: 1, msg: newsletterMessages.subscriptionConfirmed }), MemoryRouter);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByText(newsletterMessages.subscriptionConfirmed)).toBeInTheDocument();
    expect(firstRequest(fetchMock)).toEqual({ url: '/api/newsletter/confirm', body: { token: 'abc.def' } });
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the server’s refusal and keeps the button for another try', async () => {
    at('?token=abc.def');
    renderWithFetch(<UnsubscribePage />, () => json({ ack: 0, msg: newsletterMessages.newsletterLinkInvalid }, 400), MemoryRouter);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(newsletterMessages.newsletterLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it('says the link is not valid without calling when the address has no token', async () => {
    const fetchMock = renderWithFetch(<UnsubscribePage />, () => json({ ack: 1 }), MemoryRouter);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(newsletterMessages.newsletterLinkInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
