/** Shared by the erasure tests: enquiries from one address, sent through the public forms' routes. */
import { expect } from 'vitest';
import { routes } from '../../functions/contract/routes';
import type { Stack } from './harness';
import { asPerson } from './as-person';

export const contact = (emailAddress: string, name: string) => ({
  name,
  emailAddress,
  contactNo: 9876543210,
  message: `Please call me back, ${name}.`,
  terms: true,
});

export const hire = (emailAddress: string) => ({
  fullName: 'Daniel Ortiz',
  country: 'SG',
  contactNo: '6591234567',
  emailAddress,
  note: 'Two Go engineers from January.',
  hiringchecked: 'monthly',
  servicechecked: ['Backend Development'],
});

/** Sends an enquiry as a visitor would and expects it taken. */
export const sendEnquiry = async (stack: Stack, route: 'contactMail' | 'hireUsMail', body: object) =>
  expect(
    (await stack.call('POST', routes[route].path, { body: asPerson(route === 'contactMail' ? 'contact' : 'hire', body), token: null }))
      .status,
  ).toBe(200);
