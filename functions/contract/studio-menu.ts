/**
 * The header's Studio menu: its groups in order (spec §2), and the key its
 * links are embedded under in every page (the service list's URL, as SWR keys
 * it). Apart from the service schema so the public entry carries no validation.
 */
export const studioMenuGroups = {
  web: 'Web Development',
  backend: 'Back End',
  others: 'Others',
  mobile: 'Mobile Development',
  sap: 'SAP',
} as const;
export type StudioMenuGroup = keyof typeof studioMenuGroups;

/** apiPath(routes.getAllServices), which a unit test holds it to. */
export const studioMenuKey = '/api/getAllServices';
