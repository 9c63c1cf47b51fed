import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import toast from 'react-hot-toast';
import { firstRequest, guardFields, json, renderWithFetch } from '../../test-support/fetch-stub';
import { ContactForm } from './contact-form';

const setup = (answer: () => Promise<Response>) => renderWithFetch(<ContactForm />, answer, MemoryRouter);

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /send message/i }));

/** What `fill` types and ticks, which is exactly what the form sends (spec §7). */
const filled = {
  name: 'Priya Raman',
  contactNo: '4155550123',
  emailAddress: 'priya@acme.io',
  message: 'We need a React team.',
  terms: true,
};

function fill() {
  type(/full name/i, filled.name);
  type(/contact number/i, filled.contactNo);
  type(/^email/i, filled.emailAddress);
  type(/^message/i, filled.message);
  fireEvent.click(screen.getByRole('checkbox'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('ContactForm', { timeout: 20_000 }, () => {
  it('shows nothing before submit, then all five messages under their fields and sends nothing', async () => {
    const fetchMock = setup(() => json({ ack: 1 }));
    expect(screen.queryByText('Full name is required.')).not.toBeInTheDocument();
    submit();
    for (const message of [
      'Full name is required.',
      'Email is required.',
      'Contact number is required.',
      'Message is required.',
      'You must agree to the Privacy Policy.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/full name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/full name/i)).toHaveAccessibleDescription('Full name is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links the privacy checkbox to the policy', () => {
    setup(() => json({ ack: 1 }));
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('refuses a bad e-mail and a contact number with non-digits', async () => {
    setup(() => json({ ack: 1 }));
    fill();
    type(/^email/i, 'priya@acme');
    type(/contact number/i, '+1 415');
    submit();
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid contact number.')).toBeInTheDocument();
  });

  it('sends the message, toasts success and clears every field and the checkbox', async () => {
    let release: () => void = () => undefined;
    const fetchMock = setup(
      () =>
        new Promise<Response>(
          (resolve) => (release = () => resolve(new Response(JSON.stringify({ ack: 1, msg: 'Form submitted successfully!' })))),
        ),
    );
    fill();
    submit();
    expect(await screen.findByTestId('form-overlay')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('form-overlay')).not.toBeInTheDocument());
    // The form's fields, where the visit came from (no page of this test's visit was noted: the device class alone), and the spam guard's two.
    expect(firstRequest(fetchMock)).toEqual({
      url: '/api/contactMail',
      body: { ...filled, attribution: { device: 'desktop' }, ...guardFields },
    });
    expect(screen.getByLabelText(/full name/i)).toHaveValue('');
    expect(screen.getByLabelText(/contact number/i)).toHaveValue('');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('');
    expect(screen.getByLabelText(/^message/i)).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('keeps the fields and toasts the failure when the call is not acknowledged', async () => {
    setup(() => Promise.reject(new TypeError('Failed to fetch')));
    fill();
    submit();
    const status = await screen.findByText('Failed to submit form. Please try again.');
    expect(
      within(status.closest('[role="status"]') ?? document.body).getByText('Failed to submit form. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Priya Raman');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});
