/** Spec §5: the contact and hiring form rules and their exact messages, and how they differ. */
import { describe, expect, it } from 'vitest';
import { hireSchema } from '../../functions/contract/hiring';
import { contactSchema, subscribeSchema, validate } from '../../functions/contract/validation';

const contact = {
  name: 'Priya Raman',
  contactNo: '4155550123',
  emailAddress: 'priya@acme.io',
  message: 'We need a React team.',
  terms: true,
};
const hire = {
  fullName: 'Daniel Ortiz',
  country: 'US',
  contactNo: '4155550123',
  emailAddress: 'daniel@acme.io',
  note: '',
  hiringchecked: 'monthly',
  servicechecked: ['DevOps', 'SAP'],
};
const errorsOf = (schema: Parameters<typeof validate>[0], values: Record<string, unknown>) => {
  const result = validate(schema, values);
  return result.ok ? {} : result.errors;
};

describe('contact form validation', () => {
  it('accepts a complete message', () => {
    expect(validate(contactSchema, contact).ok).toBe(true);
  });

  it('gives all five messages for an empty form', () => {
    expect(errorsOf(contactSchema, { name: '', contactNo: '', emailAddress: '', message: '', terms: false })).toEqual({
      name: 'Full name is required.',
      emailAddress: 'Email is required.',
      contactNo: 'Contact number is required.',
      message: 'Message is required.',
      terms: 'You must agree to the Privacy Policy.',
    });
  });

  it('trims fields before checking they are empty', () => {
    expect(errorsOf(contactSchema, { ...contact, name: '   ', message: '\n ' })).toEqual({
      name: 'Full name is required.',
      message: 'Message is required.',
    });
  });

  it.each(['priya', 'priya@acme', '@acme.io', 'priya @acme.io', 'priya@acme .io'])('refuses the e-mail %s', (emailAddress) => {
    expect(errorsOf(contactSchema, { ...contact, emailAddress })).toEqual({ emailAddress: 'Enter a valid email address.' });
  });

  it('takes a simple x@y.z address, even with a long ending the hiring form refuses', () => {
    expect(validate(contactSchema, { ...contact, emailAddress: 'a@b.company' }).ok).toBe(true);
    expect(errorsOf(hireSchema, { ...hire, emailAddress: 'a@b.company' })).toEqual({ emailAddress: 'Valid email is required.' });
  });

  it.each(['+14155550123', '415-555-0123', '415 555', 'abc'])('refuses the contact number %s (digits only)', (contactNo) => {
    expect(errorsOf(contactSchema, { ...contact, contactNo })).toEqual({ contactNo: 'Enter a valid contact number.' });
  });

  it('takes digits of any usual length, unlike the hiring form', () => {
    for (const contactNo of ['12345', '4155550123', '919876543210'])
      expect(validate(contactSchema, { ...contact, contactNo }).ok).toBe(true);
    expect(errorsOf(hireSchema, { ...hire, contactNo: '12345' })).toEqual({ contactNo: 'Valid contact number is required.' });
  });

  it('needs the privacy checkbox ticked', () => {
    expect(errorsOf(contactSchema, { ...contact, terms: false })).toEqual({ terms: 'You must agree to the Privacy Policy.' });
  });
});

describe('hiring form validation', () => {
  it('accepts a complete enquiry; the note is optional', () => {
    expect(validate(hireSchema, hire).ok).toBe(true);
  });

  it('gives all six messages for an empty form', () => {
    expect(
      errorsOf(hireSchema, {
        fullName: ' ',
        country: '',
        contactNo: '',
        emailAddress: '',
        note: '',
        hiringchecked: '',
        servicechecked: [],
      }),
    ).toEqual({
      fullName: 'Full name is required.',
      emailAddress: 'Valid email is required.',
      contactNo: 'Valid contact number is required.',
      country: 'Country selection is required.',
      servicechecked: 'At least one skill must be selected.',
      hiringchecked: 'Please select one type of hiring.',
    });
  });

  it.each(['daniel@acme', 'daniel@acme.c', 'daniel@acme.abcdefg', 'daniel@acme.c0m', 'daniel acme.io'])(
    'refuses the e-mail %s (2-6 letter ending)',
    (emailAddress) => {
      expect(errorsOf(hireSchema, { ...hire, emailAddress })).toEqual({ emailAddress: 'Valid email is required.' });
    },
  );

  it.each(['daniel@acme.io', 'd.o+team@mail.acme.co', 'x@y.museum'])('accepts the e-mail %s', (emailAddress) => {
    expect(validate(hireSchema, { ...hire, emailAddress }).ok).toBe(true);
  });

  it.each(['415555012', '41555501234', '415-555-012', 'abcdefghij'])('refuses the contact number %s (exactly 10 digits)', (contactNo) => {
    expect(errorsOf(hireSchema, { ...hire, contactNo })).toEqual({ contactNo: 'Valid contact number is required.' });
  });

  it('refuses an unknown country code and hiring type', () => {
    expect(errorsOf(hireSchema, { ...hire, country: 'XX', hiringchecked: 'weekly' })).toEqual({
      country: 'Country selection is required.',
      hiringchecked: 'Please select one type of hiring.',
    });
  });

  it('accepts each hiring type value', () => {
    for (const hiringchecked of ['monthly', 'fixed', 'decide_later'])
      expect(validate(hireSchema, { ...hire, hiringchecked }).ok).toBe(true);
  });
});

describe('newsletter validation', () => {
  it('requires a plausible address', () => {
    expect(errorsOf(subscribeSchema, { email: '' })).toEqual({ email: 'Email is required.' });
    expect(errorsOf(subscribeSchema, { email: 'nope' })).toEqual({ email: 'Enter a valid email address.' });
    expect(validate(subscribeSchema, { email: 'reader@acme.io' }).ok).toBe(true);
  });
});
