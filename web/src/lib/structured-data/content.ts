/**
 * JSON-LD blocks (schema.org) of the content pages, with the properties search
 * engines require, built from the API's entities.
 */
import type { CareerDetails, CareerPost, EventItem, NewsItem, PressRelease } from '@contract/entities';
import { endOfClosingDay } from '@contract/job-closing';
import { plainText } from '@contract/text';
import { site } from '../../config/site';
import { absoluteUrl, type JsonLd } from '../head-tags';
import { context, logoPath } from './organization';

const publisher = (origin: string) => ({
  '@type': 'Organization',
  name: site.name,
  url: origin,
  logo: { '@type': 'ImageObject', url: absoluteUrl(origin, logoPath) },
});

export function newsArticle(item: NewsItem | PressRelease, origin: string, path: string): JsonLd {
  const isNews = 'newsTitle' in item;
  const author = (isNews ? item.newsCreatedBy : item.createdBy) || site.name;
  return {
    '@context': context,
    '@type': 'NewsArticle',
    headline: isNews ? item.newsTitle : item.title,
    description: item.metaDescription,
    image: [absoluteUrl(origin, isNews ? item.newsImageURL : item.imageUrl)],
    datePublished: item.added_date,
    dateModified: item.updatedAt ?? item.added_date,
    mainEntityOfPage: absoluteUrl(origin, path),
    author: [author === site.name ? { '@type': 'Organization', name: site.name, url: origin } : { '@type': 'Person', name: author }],
    publisher: publisher(origin),
  };
}

export function event(item: EventItem, origin: string): JsonLd {
  return {
    '@context': context,
    '@type': 'Event',
    name: item.eventName,
    description: `${item.eventName}: ${site.name} event with ${item.eventImages?.length ?? 0} photos.`,
    startDate: item.eventDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: site.name,
      address: { '@type': 'PostalAddress', addressLocality: site.offices[0].city, addressCountry: site.offices[0].country },
    },
    image: [absoluteUrl(origin, item.eventBanner)],
    organizer: { '@type': 'Organization', name: site.name, url: origin },
  };
}

/**
 * A job as Google for Jobs reads it, on the job's own page (`path`). validThrough is the end of the closing
 * day in the company's zone; a job without a type was published before the
 * field existed and was full-time. directApply: the page has an apply form.
 * A closed job's page carries none (it says the role has closed).
 */
export function jobPosting(post: CareerPost, origin: string, path: string): JsonLd {
  return {
    '@context': context,
    '@type': 'JobPosting',
    title: post.careerTitle,
    url: absoluteUrl(origin, path),
    description: post.careerDescription || plainText(post.metaDescription),
    identifier: { '@type': 'PropertyValue', name: site.name, value: post._id },
    datePosted: post.added_date,
    ...(post.closingDate ? { validThrough: endOfClosingDay(post.closingDate) } : {}),
    employmentType: post.employmentType ?? 'FULL_TIME',
    directApply: true,
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: origin, logo: absoluteUrl(origin, logoPath) },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: post.careerLocation, addressCountry: countryOf(post.careerLocation) },
    },
    experienceRequirements: post.careerExperienceYr,
  };
}

/** The office country a job's location names, when it names one. */
function countryOf(location: string): string | undefined {
  const office = site.offices.find(
    (candidate) =>
      location.toLowerCase().includes(candidate.city.toLowerCase()) || location.toLowerCase().includes(candidate.country.toLowerCase()),
  );
  return office?.country;
}

export function breadcrumbList(trail: ReadonlyArray<{ name: string; path?: string }>, origin: string): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(step.path ? { item: absoluteUrl(origin, step.path) } : {}),
    })),
  };
}

/**
 * A job's own page: its JobPosting while it is open, and the trail Careers › the job.
 * A closed job carries no JobPosting: it can no longer be applied for.
 */
export function jobPageJsonLd(job: CareerDetails, origin: string, path: string): JsonLd[] {
  const trail = breadcrumbList(
    [
      { name: 'Careers', path: '/career' },
      { name: job.careerTitle, path },
    ],
    origin,
  );
  return job.closed ? [trail] : [jobPosting(job, origin, path), trail];
}
