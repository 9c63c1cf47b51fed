/**
 * The alt text of a content image: what the editor typed, else (items stored
 * before alt text existed) the item's title, so no content image is ever left
 * with an empty alt.
 */
export const bannerAlt = (alt: string | undefined, title: string): string => alt?.trim() || title;

/** A gallery photo's alt: its own text, else `<title> — photo N` (N from 1). */
export const galleryAlt = (alt: string | undefined, title: string, index: number): string => alt?.trim() || `${title} — photo ${index + 1}`;
