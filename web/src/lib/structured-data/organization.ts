/** The company as search engines describe it (home page), apart so home loads nothing else. */
import { site } from '../../config/site';
import { absoluteUrl, type JsonLd } from '../head-tags';

export const logoPath = '/logo.png';

export const context = 'https://schema.org';

export function organization(origin: string): JsonLd {
  return {
    '@context': context,
    '@type': 'Organization',
    name: site.name,
    url: origin,
    logo: absoluteUrl(origin, logoPath),
    description: site.blurb,
    email: site.businessEmail,
    contactPoint: [
      ...site.phones.map((phone) => ({
        '@type': 'ContactPoint',
        telephone: phone.number,
        contactType: 'sales',
        areaServed: phone.country,
        email: site.businessEmail,
      })),
      { '@type': 'ContactPoint', email: site.careersEmail, contactType: 'human resources' },
    ],
    sameAs: Object.values(site.social),
  };
}
