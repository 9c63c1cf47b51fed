import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { contactSchema, loginSchema, newsSchema, validate } from '@contract/validation';
import { useSchemaForm } from './use-schema-form';

const emptyContact = { name: '', contactNo: '', emailAddress: '', message: '', terms: false };
const filledContact = {
  name: ' Priya Raman ',
  contactNo: '4155550123',
  emailAddress: 'priya@acme.io',
  message: 'A React team.',
  terms: true,
};

function contactForm() {
  return renderHook(() => useSchemaForm({ schema: contactSchema, initial: emptyContact }));
}

describe('useSchemaForm', () => {
  it('shows no error before a submit; an invalid submit sets the schema messages and sends nothing', async () => {
    const { result } = contactForm();
    const send = vi.fn(async () => undefined);
    const onInvalid = vi.fn();
    expect(result.current.errors).toEqual({});
    await act(() => result.current.handleSubmit(send, { onInvalid })());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.submitted).toBe(true);
    expect(result.current.errors).toEqual({
      name: 'Full name is required.',
      emailAddress: 'Email is required.',
      contactNo: 'Contact number is required.',
      message: 'Message is required.',
      terms: 'You must agree to the Privacy Policy.',
    });
    expect(onInvalid).toHaveBeenCalledWith(result.current.errors);
  });

  it('keeps submit-time errors while typing, and clears them at the next valid submit', async () => {
    const { result } = contactForm();
    await act(() => result.current.handleSubmit(async () => undefined)());
    act(() => result.current.set('name')('Priya'));
    expect(result.current.values.name).toBe('Priya');
    expect(result.current.errors.name).toBe('Full name is required.');
    for (const [name, value] of Object.entries(filledContact))
      act(() => result.current.set(name as keyof typeof emptyContact)(value as never));
    const send = vi.fn(async () => undefined);
    await act(() => result.current.handleSubmit(send)());
    expect(result.current.errors).toEqual({});
    // The checked value: trimmed, as the function would store it.
    expect(send).toHaveBeenCalledWith({ ...filledContact, name: 'Priya Raman' });
  });

  it('is sending while the call runs and refuses a second submit meanwhile', async () => {
    const { result } = renderHook(() => useSchemaForm({ schema: contactSchema, initial: filledContact }));
    let release: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.handleSubmit(send)();
    });
    expect(result.current.sending).toBe(true);
    await act(() => result.current.handleSubmit(send)());
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      release();
      await first;
    });
    expect(result.current.sending).toBe(false);
  });

  it('merges the field errors of a 400 answer and drops them at the next submit', async () => {
    const { result } = renderHook(() => useSchemaForm({ schema: contactSchema, initial: filledContact }));
    await act(() =>
      result.current.handleSubmit(async () => {
        result.current.showServerErrors({ emailAddress: 'Enter a valid email address.' });
      })(),
    );
    expect(result.current.errors).toEqual({ emailAddress: 'Enter a valid email address.' });
    await act(() => result.current.handleSubmit(async () => undefined)());
    expect(result.current.errors).toEqual({});
  });

  it('reset brings back the empty form, without errors, touched fields or submit', async () => {
    const { result } = contactForm();
    act(() => result.current.set('message')('Hello'));
    act(() => result.current.touch('message'));
    await act(() => result.current.handleSubmit(async () => undefined)());
    act(() => result.current.showServerErrors({ name: 'x' }));
    act(() => result.current.reset());
    expect(result.current.values).toEqual(emptyContact);
    expect(result.current.errors).toEqual({});
    expect(result.current.touched).toEqual({});
    expect(result.current.submitted).toBe(false);
  });

  it("validateOn 'change' checks every edit, before any submit", () => {
    const { result } = renderHook(() => useSchemaForm({ schema: loginSchema, initial: { email: '', password: '' }, validateOn: 'change' }));
    act(() => result.current.set('email')('not-an-address'));
    expect(result.current.errors.email).toBe('Please Enter a Valid Email');
    act(() => result.current.set('email')('admin@example.org'));
    expect(result.current.errors.email).toBeUndefined();
    expect(result.current.errors.password).toBe('Enter password');
  });

  it("'partial' with an input mapping checks only what would be sent (updates)", async () => {
    const { result } = renderHook(() =>
      useSchemaForm({
        schema: newsSchema,
        initial: { newsTitle: '', newsLink: 'example.org' },
        mode: 'partial',
        input: (values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')),
      }),
    );
    await act(() => result.current.handleSubmit(async () => undefined)());
    expect(result.current.errors).toEqual({ newsLink: 'Source Link must be a web address starting with http:// or https://.' });
  });

  it('clearOnEdit: editing a field drops its shown error (checked or from the server), the others stay', async () => {
    const { result } = renderHook(() => useSchemaForm({ schema: contactSchema, initial: emptyContact, clearOnEdit: true }));
    await act(() => result.current.handleSubmit(async () => undefined)());
    act(() => result.current.showServerErrors({ emailAddress: 'Enter a valid email address.' }));
    act(() => result.current.set('name')('P'));
    act(() => result.current.set('emailAddress')('priya@acme.io'));
    expect(result.current.errors.name).toBeUndefined();
    expect(result.current.errors.emailAddress).toBeUndefined();
    expect(result.current.errors.message).toBe('Message is required.');
  });

  it("a submit's own check replaces the form's for that submit (a draft needs less)", async () => {
    const { result } = contactForm();
    const send = vi.fn(async () => undefined);
    const titleOnly = (values: typeof emptyContact) => validate(contactSchema, { name: values.name }, 'partial');
    act(() => result.current.set('name')('Priya'));
    await act(() => result.current.handleSubmit(send, { check: titleOnly })());
    expect(send).toHaveBeenCalledWith({ name: 'Priya' });
    await act(() => result.current.handleSubmit(send)());
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.errors.message).toBe('Message is required.');
  });
});
