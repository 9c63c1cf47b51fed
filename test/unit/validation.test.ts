import { describe, expect, it } from 'vitest';
import { contactSchema, eventSchema, isCalendarDate, newsSchema, validate } from '../../functions/contract/validation';
import { countryOptions, hireSchema, skillOptions } from '../../functions/contract/hiring';

const validContact = { name: 'A', emailAddress: 'a@b.co', contactNo: '0123', message: 'Hi', terms: true };

describe('validate', () => {
  it('reports every empty contact field with its exact message', () => {
    expect(validate(contactSchema, {})).toEqual({
      ok: false,
      errors: {
        name: 'Full name is required.',
        emailAddress: 'Email is required.',
        contactNo: 'Contact number is required.',
        message: 'Message is required.',
        terms: 'You must agree to the Privacy Policy.',
      },
    });
  });

  it('trims text, keeps leading zeros and drops unknown fields', () => {
    const result = validate(contactSchema, { ...validContact, name: '  Ann  ', isAdmin: true });
    expect(result).toEqual({ ok: true, value: { ...validContact, name: 'Ann' } });
  });

  it('accepts any number of digits for the contact form but exactly ten for hiring', () => {
    expect(validate(contactSchema, { ...validContact, contactNo: '12' }).ok).toBe(true);
    const hire = {
      fullName: 'A',
      emailAddress: 'a@b.co',
      contactNo: '123456789',
      country: 'IN',
      servicechecked: ['SAP'],
      hiringchecked: 'fixed',
    };
    expect(validate(hireSchema, hire)).toEqual({ ok: false, errors: { contactNo: 'Valid contact number is required.' } });
    expect(validate(hireSchema, { ...hire, contactNo: '1234567890' }).ok).toBe(true);
  });

  it('uses the simple e-mail pattern for contact and the 2-6 letter ending for hiring', () => {
    expect(validate(contactSchema, { ...validContact, emailAddress: 'a@b.c' }).ok).toBe(true);
    const hire = { fullName: 'A', contactNo: '1234567890', country: 'IN', servicechecked: ['SAP'], hiringchecked: 'fixed' };
    expect(validate(hireSchema, { ...hire, emailAddress: 'a@b.c' }).ok).toBe(false);
    expect(validate(hireSchema, { ...hire, emailAddress: 'a@b.museum' }).ok).toBe(true);
    expect(validate(hireSchema, { ...hire, emailAddress: 'a@b.company' }).ok).toBe(false);
  });

  it('treats an emptied rich-text editor as empty', () => {
    const result = validate(newsSchema, { newsContent: '<p><br></p>' }, 'partial');
    expect(result).toEqual({ ok: false, errors: { newsContent: 'News Content is required.' } });
  });

  it('checks only the given fields in partial mode', () => {
    expect(validate(newsSchema, { metaTitle: 'New' }, 'partial')).toEqual({ ok: true, value: { metaTitle: 'New' } });
  });

  it('turns single list values into lists and removes duplicates', () => {
    const result = validate(eventSchema, { eventImages: `uploads/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}` }, 'partial');
    expect(result.ok && result.value.eventImages).toHaveLength(1);
  });

  it('refuses non-text values instead of storing them', () => {
    expect(validate(contactSchema, { ...validContact, name: { $ne: null } })).toEqual({
      ok: false,
      errors: { name: 'Full name must be text.' },
    });
  });

  it('knows calendar days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-1-1')).toBe(false);
  });

  it('offers about 249 countries and the 22 skills', () => {
    expect(countryOptions.length).toBeGreaterThanOrEqual(249);
    expect(countryOptions.find((country) => country.value === 'IN')?.label).toBe('India');
    expect(skillOptions.map((skill) => skill.id)).toEqual([
      'ui_ux',
      'devops',
      'hadoop',
      'python_java_dev',
      'backend_dev',
      'cloud_dev',
      'iot',
      'ms_dynamics',
      'fullstack_dev',
      'maintenance_support',
      'cyber_security',
      'blockchain_technology',
      'web_dev',
      'react_angular_dev',
      'quality_eng',
      'machine_learning',
      'mobile_app_dev',
      'app_dev',
      'sap',
      'network_ops',
      'metaverse',
      'sitecore',
    ]);
  });
});
