/**
 * html-validate's rules for every page the site publishes (test/integration/html-validity.test.ts):
 * the HTML standard (content models, permitted parents and order, valid attribute values and
 * autocomplete tokens), the document rules (a doctype, heading levels that never skip, labelled
 * inputs, references that exist) and the accessibility rules. Run by hand on a build:
 * `npx html-validate dist/web`.
 */
import { defineConfig } from 'html-validate';

export default defineConfig({
  extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
  rules: {
    // The standard preset's setting: aria-label on any element that may be named is allowed by ARIA; the a11y preset only discourages it.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Subresource integrity guards files another origin serves; every script and style here is our own, content-hashed, same-origin.
    'require-sri': ['error', { target: 'crossorigin' }],
    // role="list" on an unstyled list is deliberate: Safari/VoiceOver drops list semantics under `list-style: none` (components/reveal-list.tsx).
    'no-redundant-role': 'off',
    // The country field is a search-as-you-type combobox (components/forms/combobox.tsx), a WAI-ARIA pattern a native <select> cannot offer.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
  },
});
