import { validateContent } from '@contract/schemas/publish-state';
import { type FieldErrors, type Schema, type Validation, validate } from '@contract/validation';
import type { EntityFormConfig } from './form-fields';

export interface CheckContext {
  isUpdate: boolean;
  /** The stored item in update mode: what it already has, the server keeps. */
  record?: Record<string, unknown>;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The browser's check of what Save draft or Submit sends, by the server's
 * rules (the contract's validateContent): a draft needs its title; publishing
 * needs the whole item. An update is merged with the stored item on the
 * server, so a field the item already has (its image) is not missing when
 * the form leaves it empty. The banner's alt text never blocks: without one
 * the image is published as decorative.
 */
export function checkEntity(config: EntityFormConfig, input: Record<string, unknown>, context: CheckContext): Validation<Schema> {
  const { schema, titleField } = config;
  const { isUpdate, record } = context;
  if (input.status === 'draft') return validateContent(schema, input, isUpdate ? 'partial' : 'full', titleField);
  const whole = validateContent(schema, input, 'full', titleField);
  if (whole.ok || !isUpdate || !record) return whole;
  const stored = (name: string) => (name === 'image' ? config.imageOf(record) : record[name]);
  const missing = (name: string, message: string) => message === schema.entries[name]?.meta.required;
  const left: FieldErrors = Object.fromEntries(
    Object.entries(whole.errors).filter(([name, message]) => !(missing(name, message) && filled(stored(name)))),
  );
  return Object.keys(left).length > 0 ? { ok: false, errors: left } : validate(schema, input, 'partial');
}
