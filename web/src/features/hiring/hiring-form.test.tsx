import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { skillHint } from '@contract/hiring';
import { firstRequest, guardFields, json, renderWithFetch } from '../../test-support/fetch-stub';
import { HiringForm } from './hiring-form';
import { filterOptions } from '../../components/forms/combobox';

const setup = (answer: () => Promise<Response>) => renderWithFetch(<HiringForm />, answer);
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /send enquiry/i }));

function pickCountry(query: string, name: string) {
  const box = screen.getByRole('combobox', { name: /country/i });
  fireEvent.change(box, { target: { value: query } });
  fireEvent.click(screen.getByRole('option', { name }));
}

function fill() {
  type(/full name/i, 'Daniel Ortiz');
  type(/^email/i, 'daniel@acme.io');
  type(/contact number/i, '4155550123');
  pickCountry('india', 'India');
  fireEvent.click(screen.getByRole('checkbox', { name: 'DevOps' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'SAP' }));
  fireEvent.click(screen.getByRole('radio', { name: /monthly basis/i }));
  type(/tell us about the project/i, 'Two engineers from March.');
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('HiringForm', { timeout: 20_000 }, () => {
  it('lists all 22 skills with the hint and three clearly labelled hiring types', () => {
    setup(() => json({ ack: 1 }));
    const skills = screen.getByRole('group', { name: /skills you need/i });
    expect(within(skills).getAllByRole('checkbox')).toHaveLength(22);
    expect(skills).toHaveAccessibleDescription(skillHint);
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['monthly', 'fixed', 'decide_later']);
    expect(screen.getByRole('radio', { name: /fixed price/i })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /decide later/i })).toBeInTheDocument();
  });

  it('lets the browser fill in the national number, as the country is asked apart, with the numeric keypad', () => {
    setup(() => json({ ack: 1 }));
    const phone = screen.getByLabelText(/contact number/i);
    // tel-national is valid on a text input only; the contact form's full number keeps type="tel" with autocomplete="tel".
    expect(phone).toHaveAttribute('type', 'text');
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows the six messages on an empty submit and sends nothing', async () => {
    const fetchMock = setup(() => json({ ack: 1 }));
    submit();
    for (const message of [
      'Full name is required.',
      'Valid email is required.',
      'Valid contact number is required.',
      'Country selection is required.',
      'At least one skill must be selected.',
      'Please select one type of hiring.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('wants exactly 10 digits and a 2-6 letter e-mail ending', async () => {
    setup(() => json({ ack: 1 }));
    fill();
    type(/contact number/i, '415555012');
    type(/^email/i, 'daniel@acme.abcdefg');
    submit();
    expect(await screen.findByText('Valid contact number is required.')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required.')).toBeInTheDocument();
    expect(screen.queryByText('Country selection is required.')).not.toBeInTheDocument();
  });

  it('sends exactly the seven fields, where the visit came from and the spam guard’s two, toasts success and resets the form', async () => {
    const fetchMock = setup(() => json({ ack: 1, msg: 'Form submitted successfully!' }));
    fill();
    submit();
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(firstRequest(fetchMock)).toEqual({
      url: '/api/hire-usMail',
      body: {
        fullName: 'Daniel Ortiz',
        country: 'IN',
        contactNo: '4155550123',
        emailAddress: 'daniel@acme.io',
        note: 'Two engineers from March.',
        hiringchecked: 'monthly',
        servicechecked: ['DevOps', 'SAP'],
        // No page of this test's visit was noted: the device class alone (jsdom is 1024 px wide).
        attribution: { device: 'desktop' },
        ...guardFields,
      },
    });
    await waitFor(() => expect(screen.getByLabelText(/full name/i)).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: /country/i })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'DevOps' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /monthly basis/i })).not.toBeChecked();
  });

  it('keeps the values and shows the failure when not acknowledged', async () => {
    setup(() => json({ ack: 0, msg: 'nope' }, 500));
    fill();
    submit();
    expect(await screen.findByText('Failed to submit form. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Daniel Ortiz');
    expect(screen.getByRole('combobox', { name: /country/i })).toHaveValue('India');
  });
});

describe('country combobox', { timeout: 20_000 }, () => {
  it('filters by the typed text, starts-with first', () => {
    const options = [
      { value: 'IN', label: 'India' },
      { value: 'ID', label: 'Indonesia' },
      { value: 'GB', label: 'British Indian Ocean Territory' },
      { value: 'FR', label: 'France' },
    ];
    expect(filterOptions(options, 'ind').map((o) => o.value)).toEqual(['IN', 'ID', 'GB']);
    expect(filterOptions(options, '')).toHaveLength(4);
  });

  it('works from the keyboard: arrows move the active option, Enter picks, Escape closes', () => {
    setup(() => json({ ack: 1 }));
    const box = screen.getByRole('combobox', { name: /country/i });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.change(box, { target: { value: 'germ' } });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('Germany');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(listbox).getAllByRole('option')[0]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue('Germany');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Germany');
  });

  it('offers every country', () => {
    setup(() => json({ ack: 1 }));
    fireEvent.keyDown(screen.getByRole('combobox', { name: /country/i }), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option').length).toBeGreaterThanOrEqual(249);
  });
});
