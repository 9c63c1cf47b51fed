/**
 * The cached API answers a content write makes stale (CloudFront keeps public
 * reads, see ../http/cache-control): every list route reading the collection,
 * and the item's detail route by id and by slug, before and after the write.
 * A list path ends in `*`: its query strings (?page=&limit=) are open-ended and
 * part of the cache key. A detail path is exact (the site asks for no other),
 * because CloudFront allows only 15 wildcard paths in progress at once; a
 * variant nobody links to expires with its five-minute s-maxage.
 */
import { apiPath, routes } from '../../contract/routes';
import type { Item } from '../content/collections';
import { published } from './pages';
import { publicReads, type PublicRead, type PublishedType } from './reads';

const reads = Object.keys(publicReads) as PublicRead[];
const hasParams = (name: PublicRead) => routes[name].path.includes('{');

/** The API paths to invalidate after items of `type` changed from or to these public images. */
export function apiPaths(type: PublishedType, images: Item[]): string[] {
  const ofType = reads.filter((name) => publicReads[name].type === type);
  const lists = ofType.filter((name) => !hasParams(name)).map((name) => routes[name].path);
  const { slugField } = published[type].collection as { slugField?: string };
  const refs = images.flatMap((image) => [image._id, slugField ? image[slugField] : undefined]);
  const ids = [...new Set(refs.filter((ref): ref is string => typeof ref === 'string' && ref !== ''))];
  const details = ofType.filter(hasParams).flatMap((name) => ids.map((id) => apiPath(routes[name], { id })));
  return [...lists.map((path) => `${path}*`), ...details];
}
