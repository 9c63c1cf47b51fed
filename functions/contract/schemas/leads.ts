/**
 * The lead, newsletter-link and erasure forms. One module each, so a
 * function's bundle holds only its own form's schema.
 */
export { erasureSchema } from './erasure';
export { leadNoteSchema } from './lead-note';
export { newsletterLinkSchema } from './newsletter-link';
