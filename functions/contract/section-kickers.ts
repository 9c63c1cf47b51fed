/**
 * The small heading a service page shows over a section whose kicker the
 * editors left empty. Kept apart from the service schema so the public page
 * bundles no validation.
 */
export const sectionKickers = { display: 'Solutions', tiles: 'More services', bots: 'Platforms' } as const;
