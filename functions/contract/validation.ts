/**
 * The validation rules and their exact messages (spec §5), run by the SPA
 * before it sends and by every function before it stores: Valibot schemas
 * built from a few field kinds (./schemas/fields), one per form. Import from
 * here; the hiring form's schema is in ./hiring (its country list is heavy).
 */
export { checkbox, form, html, list, text, type Schema } from './schemas/fields';
export {
  fieldMeta,
  missesRequired,
  validate,
  type FieldErrors,
  type Validation,
  type Values,
} from './schemas/validate';
export * from './schemas/patterns';
export * from './schemas/upload-patterns';
export { contactSchema, type ContactInput } from './schemas/contact';
export { subscribeSchema, type SubscribeInput } from './schemas/subscribe';
export { loginSchema, type LoginInput } from './schemas/auth';
export { careerSchema, caseStudySchema, eventSchema, newsSchema, pressSchema, testimonialSchema } from './schemas/content';
export { serviceSchema } from './schemas/service';
export { aboutSchema } from './schemas/about';
export { successStoriesSchema } from './schemas/success-stories';
export { homeSchema } from './schemas/home';
export { imageContentTypes, maxImageBytes, uploadSchema } from './schemas/uploads';
