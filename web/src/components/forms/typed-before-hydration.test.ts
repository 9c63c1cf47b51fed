import { describe, expect, it } from 'vitest';
import { typedBeforeHydration } from './typed-before-hydration';

function formOf(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
}

describe('typedBeforeHydration', () => {
  const values = { name: '', message: '', terms: false, kind: '', skills: [] as string[], country: '' };

  it('reads back text, textareas, checkboxes, radio groups and checkbox lists that differ from the state', () => {
    const form = formOf(`
      <input name="name" type="text" /><textarea name="message"></textarea>
      <input name="terms" type="checkbox" />
      <input name="kind" type="radio" value="monthly" /><input name="kind" type="radio" value="fixed" />
      <input name="skills" type="checkbox" value="SAP" /><input name="skills" type="checkbox" value="DevOps" />
      <input name="country" type="hidden" value="IN" /><input name="country-search" type="text" />`);
    const field = (selector: string) => form.querySelector(selector) as HTMLInputElement;
    field('[name=name]').value = 'Early Visitor';
    (form.querySelector('textarea') as HTMLTextAreaElement).value = 'Typed early';
    field('[name=terms]').checked = true;
    field('[value=fixed]').checked = true;
    field('[value=DevOps]').checked = true;
    field('[name=country-search]').value = 'India';

    expect(typedBeforeHydration(form, values)).toEqual({
      name: 'Early Visitor',
      message: 'Typed early',
      terms: true,
      kind: 'fixed',
      skills: ['DevOps'],
    });
  });

  it('answers nothing when the fields match the state', () => {
    const form = formOf(
      '<input name="name" type="text" /><input name="terms" type="checkbox" /><input name="skills" type="checkbox" value="SAP" />',
    );
    expect(typedBeforeHydration(form, values)).toEqual({});
  });
});
