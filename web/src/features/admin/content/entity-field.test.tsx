import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { checkbox, form, text, validate } from '@contract/validation';
import { initialValues } from './entity-editor';
import { EntityField } from './entity-field';
import { entityInput, type FormField, formOf } from './form-fields';
import type { Gallery } from './use-gallery';
import type { ImageUpload } from './use-image-upload';

const colours = [
  { value: 'red', label: 'Red' },
  { value: 'blue', label: 'Blue' },
];
const schema = form({
  hideButton: checkbox('Hide the button'),
  colour: text('Colour', { required: 'Colour is required.', rule: v.picklist(['red', 'blue']) }),
  shade: text('Shade'),
});
const { fields } = formOf(schema, {
  hideButton: { input: 'checkbox', hint: 'Tick to leave the section without its button.' },
  colour: { input: 'select', options: colours },
  shade: { input: 'select', options: colours },
});
const byName = Object.fromEntries(fields.map((field) => [field.name, field])) as Record<'hideButton' | 'colour' | 'shade', FormField>;

/** One field in the admin form's dispatcher, its value kept as the form keeps it (and copied to `seen`). */
function Harness({ field, seen }: { field: FormField; seen: { value: string } }) {
  const [value, setValue] = useState(seen.value);
  return (
    <EntityField
      field={field}
      inputId={`f-${field.name}`}
      isUpdate={false}
      value={value}
      onChange={(next) => {
        seen.value = next;
        setValue(next);
      }}
      image={{} as ImageUpload}
      gallery={{} as Gallery}
    />
  );
}

describe('a checkbox field', () => {
  it('is a box labelled by the schema, its hint linked, never marked Optional; ticking holds true, unticking empties it', async () => {
    const user = userEvent.setup();
    const seen = { value: '' };
    render(<Harness field={byName.hideButton} seen={seen} />);
    const box = screen.getByRole('checkbox', { name: 'Hide the button' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Tick to leave the section without its button.');
    expect(screen.queryByText(/Optional/)).not.toBeInTheDocument();
    await user.click(screen.getByText('Hide the button'));
    expect(box).toBeChecked();
    expect(seen.value).toBe('true');
    await user.click(box);
    expect(seen.value).toBe('');
  });

  it('is always sent, ticked or not, so unticking it on an update unticks the stored one', () => {
    const send = (value: string) => entityInput({ fields, values: { hideButton: value, colour: 'red' } });
    expect(send('true').hideButton).toBe('true');
    expect(send('').hideButton).toBe('false');
    const checked = (value: string) => validate(schema, send(value), 'full');
    expect(checked('true')).toMatchObject({ ok: true, value: { hideButton: true } });
    expect(checked('')).toMatchObject({ ok: true, value: { hideButton: false } });
  });

  it('reads a stored true as ticked, anything else as unticked', () => {
    expect(initialValues(fields, { _id: 'x', hideButton: true }).hideButton).toBe('true');
    expect(initialValues(fields, { _id: 'x', hideButton: false }).hideButton).toBe('');
    expect(initialValues(fields, undefined).hideButton).toBe('');
  });
});

describe('a select field', () => {
  it('shows a required one empty as Choose… (not its first choice), which cannot be chosen back', () => {
    render(<Harness field={byName.colour} seen={{ value: '' }} />);
    const select = screen.getByRole('combobox', { name: 'Colour' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose…' })).toBeDisabled();
    expect((screen.getByRole('option', { name: 'Choose…' }) as HTMLOptionElement).selected).toBe(true);
    expect(screen.getByRole('option', { name: 'Red' })).toHaveProperty('selected', false);
  });

  it('offers an optional one Not stated as its empty choice', async () => {
    const user = userEvent.setup();
    const seen = { value: 'blue' };
    render(<Harness field={byName.shade} seen={seen} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shade' }), 'Not stated');
    expect(seen.value).toBe('');
  });
});
