/**
 * The shapes of image references in a content body, derived from the item id
 * pattern. Apart from ./patterns because building them is a call that would
 * stay in every bundle importing that module: only content forms and the
 * image store load this one.
 */
import { itemIdPattern } from './patterns';

/** A server-generated UUID, lower case, to the end of the text (the item id pattern without its leading anchor). */
const uuidToEnd = itemIdPattern.source.slice(1);

/** Server-generated key of a presigned upload that has not been attached yet. */
export const uploadKeyPattern = new RegExp(`^uploads/${uuidToEnd}`);
/** Gallery entries are new upload keys or the ids of images the event already has. */
export const galleryEntryPattern = new RegExp(`^(uploads/)?${uuidToEnd}`);
