/**
 * The hiring enquiry's country names (spec §3), kept apart from the schemas
 * because they are heavy: only the hiring form and its function load them.
 * Its other choice lists and its schema are in ./schemas/hiring.
 */
import countryLibrary from 'i18n-iso-countries/index.js';
import english from 'i18n-iso-countries/langs/en.json';
import type { Option } from './schemas/hiring';

countryLibrary.registerLocale(english);

/** ISO 3166-1 alpha-2 code and English name, sorted by name. */
export const countryOptions: readonly Option[] = Object.entries(countryLibrary.getNames('en', { select: 'official' }))
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

export function countryName(code: string): string | undefined {
  return countryLibrary.getName(code.toUpperCase(), 'en', { select: 'official' });
}

export const skillHint = 'Select as many of these as apply';

export * from './schemas/hiring';
