/** The hiring enquiry's choice lists (spec §3) and its validation rules (§5); the country names are in ../hiring. */
import * as v from 'valibot';
import english from 'i18n-iso-countries/langs/en.json';
import { form, list, text } from './fields';
import { strictEmail } from './patterns';
import type { Input } from './validate';

export interface Option {
  readonly value: string;
  readonly label: string;
}

/** The 22 hiring skills; enquiries carry the titles (servicechecked). */
export const skillOptions = [
  { id: 'ui_ux', title: 'UI/UX Design' },
  { id: 'devops', title: 'DevOps' },
  { id: 'hadoop', title: 'Hadoop & Big Data' },
  { id: 'python_java_dev', title: 'Python / Java Development' },
  { id: 'backend_dev', title: 'Backend Development' },
  { id: 'cloud_dev', title: 'Cloud Development' },
  { id: 'iot', title: 'IoT & Connected Devices' },
  { id: 'ms_dynamics', title: 'Microsoft Dynamics 365' },
  { id: 'fullstack_dev', title: 'Full Stack Development' },
  { id: 'maintenance_support', title: 'Maintenance & Support' },
  { id: 'cyber_security', title: 'Cyber Security' },
  { id: 'blockchain_technology', title: 'Blockchain Technology' },
  { id: 'web_dev', title: 'Web Development' },
  { id: 'react_angular_dev', title: 'React / Angular Development' },
  { id: 'quality_eng', title: 'Quality Engineering' },
  { id: 'machine_learning', title: 'Machine Learning' },
  { id: 'mobile_app_dev', title: 'Mobile App Development' },
  { id: 'app_dev', title: 'Application Development' },
  { id: 'sap', title: 'SAP' },
  { id: 'network_ops', title: 'Network Operations' },
  { id: 'metaverse', title: 'Metaverse Development' },
  { id: 'sitecore', title: 'Sitecore' },
] as const;

export const hiringTypeOptions = [
  { value: 'monthly', label: 'Monthly basis' },
  { value: 'fixed', label: 'Fixed price' },
  { value: 'decide_later', label: 'Decide later' },
] as const satisfies readonly Option[];

// The choice lists are derived inside the schema, not beside it: a module-level call stays in every bundle that imports this file.
export const hireSchema = form({
  fullName: text('Full name', { required: 'Full name is required.', maxLength: 100 }),
  emailAddress: text('Email', {
    required: 'Valid email is required.',
    maxLength: 254,
    rule: v.regex(strictEmail, 'Valid email is required.'),
  }),
  contactNo: text('Contact number', {
    required: 'Valid contact number is required.',
    rule: v.regex(/^\d{10}$/, 'Valid contact number is required.'),
  }),
  country: text('Country', {
    required: 'Country selection is required.',
    // ISO 3166-1 alpha-2 codes: the keys of the English names, without loading the names library.
    rule: v.picklist(Object.keys(english.countries), 'Country selection is required.'),
  }),
  servicechecked: list('Skills', {
    required: 'At least one skill must be selected.',
    maxItems: skillOptions.length,
    rule: v.picklist(
      skillOptions.map((skill) => skill.title),
      'Select skills from the list.',
    ),
  }),
  hiringchecked: text('Hiring type', {
    required: 'Please select one type of hiring.',
    rule: v.picklist(
      hiringTypeOptions.map((option) => option.value),
      'Please select one type of hiring.',
    ),
  }),
  note: text('Note', { maxLength: 5000 }),
});

/** What the hiring form holds and sends. */
export type HireInput = Input<typeof hireSchema>;
