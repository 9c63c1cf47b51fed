import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { group, text, wholeNumber } from '@contract/schemas/fields';
import { form, validate } from '@contract/validation';
import { initialValues } from './entity-editor';
import { EntityField } from './entity-field';
import { buildBody, entityForms, entityInput, formOf } from './form-fields';
import type { Gallery } from './use-gallery';
import type { ImageUpload } from './use-image-upload';

const icons = [
  { value: 'aws', label: 'AWS' },
  { value: 'react', label: 'React' },
];
const schema = form({
  title: text('Title', { required: 'Title is required.' }),
  facts: group('Facts', {
    maxItems: 3,
    entries: {
      label: text('Label', { required: 'Label is required.', maxLength: 60 }),
      value: text('Value', { maxLength: 120 }),
    },
  }),
  stack: group('Technology used', {
    maxItems: 5,
    entries: { name: text('Name', { required: 'Name is required.' }), icon: text('Icon'), note: text('Note') },
  }),
});
const { fields } = formOf(schema, {
  title: 'text',
  facts: 'group',
  stack: { input: 'group', hint: 'What the team built it with.', entries: { icon: { input: 'select', options: icons }, note: 'textarea' } },
});
const [, factsField, stackField] = fields as [(typeof fields)[0], (typeof fields)[0], (typeof fields)[0]];

const twoFacts = JSON.stringify([
  { label: 'Users', value: '2 million' },
  { label: 'Uptime', value: '99.99%' },
]);

type Options = { field?: typeof factsField; value?: string; error?: string };

/** The field in the admin form's dispatcher, its value kept as the form keeps it (and copied to `seen`). */
function Harness({ options, seen }: { options: Options; seen: { value: string } }) {
  const [value, setValue] = useState(seen.value);
  return (
    <EntityField
      field={options.field ?? factsField}
      inputId="f-facts"
      isUpdate={false}
      value={value}
      onChange={(next) => {
        seen.value = next;
        setValue(next);
      }}
      image={{} as ImageUpload}
      gallery={{} as Gallery}
      error={options.error}
    />
  );
}

function renderGroup(options: Options = {}) {
  const seen = { value: options.value ?? '' };
  render(<Harness options={options} seen={seen} />);
  return { seen, user: userEvent.setup(), group: screen.getByRole('group', { name: (options.field ?? factsField).label }) };
}

const entriesIn = (value: string) => JSON.parse(value) as Array<Record<string, string>>;

describe('group fields in the form definitions', () => {
  it('label the entry fields from the schema, text inputs unless told otherwise', () => {
    expect(factsField).toMatchObject({
      name: 'facts',
      label: 'Facts',
      input: 'group',
      required: false,
      maxItems: 3,
      entries: [
        { name: 'label', label: 'Label', required: true, maxLength: 60, input: 'text' },
        { name: 'value', label: 'Value', required: false, maxLength: 120, input: 'text' },
      ],
    });
    expect(stackField.entries?.map((entry) => [entry.name, entry.input, entry.options])).toEqual([
      ['name', 'text', undefined],
      ['icon', 'select', icons],
      ['note', 'textarea', undefined],
    ]);
    expect(fields[0]).not.toHaveProperty('entries');
  });

  it('hold a stored group as its JSON, and none as empty', () => {
    const stored = [{ label: 'Users', value: '2 million' }, { label: 'Uptime' }];
    expect(initialValues(fields, { _id: 'c1', title: 'A', facts: stored })).toMatchObject({ facts: JSON.stringify(stored), stack: '' });
  });

  it('always send a group as its JSON, an emptied one as [] (an update then clears it)', () => {
    expect(entityInput({ fields, values: { title: 'A', facts: '', stack: '[]' } })).toEqual({ title: 'A', facts: '[]', stack: '[]' });
    expect(entityInput({ fields, values: { title: 'A' } })).toMatchObject({ facts: '[]', stack: '[]' });
    expect(buildBody({ fields, values: { title: 'A', facts: twoFacts } }).get('facts')).toBe(twoFacts);
    const checked = validate(schema, entityInput({ fields, values: { title: 'A', facts: twoFacts } }), 'partial');
    expect(checked).toEqual({ ok: true, value: { title: 'A', facts: entriesIn(twoFacts), stack: [] } });
  });
});

describe('GroupField', () => {
  it('edits a stored whole number (a growth figure) as its digits, and the form sends it back as a number', async () => {
    const growth = group('Growth', {
      maxItems: 4,
      entries: { year: wholeNumber('Year', { required: 'Year is required.', min: 1900, max: 2100 }) },
    });
    const growthForm = form({ growth });
    const [field] = formOf(growthForm, { growth: 'group' }).fields;
    const stored = initialValues([field!], { _id: 'g1', growth: [{ year: 2022 }] }).growth!;
    const { seen, user } = renderGroup({ field, value: stored });
    const year = screen.getByLabelText('Year');
    expect(year).toHaveValue('2022');
    await user.clear(year);
    await user.type(year, '2023');
    expect(validate(growthForm, { growth: seen.value }, 'partial')).toEqual({ ok: true, value: { growth: [{ year: 2023 }] } });
  });

  it('offers the success stories’ wordmark choices by their labels in the Clients group', () => {
    const clients = entityForms.successStories.fields.find((field) => field.name === 'clients');
    const choices = (name: string) => clients?.entries?.find((entry) => entry.name === name)?.options?.map((option) => option.label);
    expect(clients?.entries?.map((entry) => [entry.name, entry.input])).toEqual([
      ['year', 'text'],
      ['name', 'text'],
      ['sector', 'text'],
      ['glyph', 'select'],
      ['tone', 'select'],
      ['style', 'select'],
    ]);
    expect(choices('style')).toEqual(['Bold', 'Light', 'Capitals', 'Serif']);
    expect(choices('glyph')).toHaveLength(8);
  });

  it('labels an entry field named like one of the card’s own parts (a step’s title)', () => {
    const steps = group('What we did', { maxItems: 4, entries: { title: text('Step'), up: text('Up'), down: text('Down') } });
    const [field] = formOf(form({ steps }), { steps: 'group' }).fields;
    renderGroup({ field, value: JSON.stringify([{ title: 'Mapped the flows', up: 'a', down: 'b' }]) });
    expect(screen.getByLabelText('Step (optional)')).toHaveValue('Mapped the flows');
    expect(screen.getByLabelText('Up (optional)')).toHaveValue('a');
    expect(screen.getByRole('group', { name: 'What we did Entry 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove What we did entry 1' })).toBeInTheDocument();
  });

  it('shows each entry of its JSON value as a card of labelled inputs, in order', () => {
    const { group } = renderGroup({ value: twoFacts });
    expect(group.tagName).toBe('FIELDSET');
    const cards = within(group).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('group', { name: 'Facts Entry 1' })).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByLabelText('Label')).toHaveValue('Users');
    expect(within(cards[1] as HTMLElement).getByLabelText('Value (optional)')).toHaveValue('99.99%');
    expect(within(cards[0] as HTMLElement).getByLabelText('Label')).toHaveAttribute('aria-required', 'true');
    const ids = within(group)
      .getAllByRole('textbox')
      .map((input) => input.id);
    expect(new Set(ids).size).toBe(4);
    expect(screen.getByRole('button', { name: 'Move Facts entry 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Facts entry 2 down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Facts entry 1 down' })).toBeEnabled();
  });

  it('reads an empty or unreadable value as no entries, and says Optional like the other fields', () => {
    const { group } = renderGroup({ value: 'not json' });
    expect(within(group).queryAllByRole('listitem')).toHaveLength(0);
    expect(group).toHaveAccessibleDescription('Optional');
  });

  it('adds a blank entry, focusing its first input, and edits it into the value', async () => {
    const { group, seen, user } = renderGroup({ value: twoFacts });
    await user.click(screen.getByRole('button', { name: 'Add entry to Facts' }));
    const third = within(group).getAllByRole('listitem')[2] as HTMLElement;
    expect(within(third).getByLabelText('Label')).toHaveFocus();
    expect(entriesIn(seen.value)[2]).toEqual({ label: '', value: '' });
    await user.keyboard('Clients');
    await user.type(within(third).getByLabelText('Value (optional)'), '40');
    expect(entriesIn(seen.value)[2]).toEqual({ label: 'Clients', value: '40' });
  });

  it('disables Add at maxItems and says why', async () => {
    const { user } = renderGroup({ value: twoFacts });
    const add = screen.getByRole('button', { name: 'Add entry to Facts' });
    await user.click(add);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Facts can have at most 3 entries: remove one to add another.');
  });

  it('moves an entry, keeping focus on the button used (the other one at an edge), and announces it', async () => {
    const three = JSON.stringify([{ label: 'A' }, { label: 'B' }, { label: 'C' }]);
    const { seen, user } = renderGroup({ value: three });
    await user.click(screen.getByRole('button', { name: 'Move Facts entry 3 up' }));
    expect(entriesIn(seen.value).map((entry) => entry.label)).toEqual(['A', 'C', 'B']);
    expect(screen.getByRole('button', { name: 'Move Facts entry 2 up' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Entry 3 moved to position 2.');
    // By keyboard: Enter on the focused button moves it to the top, where only Move down is left.
    await user.keyboard('{Enter}');
    expect(entriesIn(seen.value).map((entry) => entry.label)).toEqual(['C', 'A', 'B']);
    expect(screen.getByRole('button', { name: 'Move Facts entry 1 down' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Entry 2 moved to position 1.');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move Facts entry 2 down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(entriesIn(seen.value).map((entry) => entry.label)).toEqual(['A', 'B', 'C']);
    expect(screen.getByRole('button', { name: 'Move Facts entry 3 up' })).toHaveFocus();
  });

  it('removes an entry, focusing the next entry, or Add after the last one, and announces it', async () => {
    const three = JSON.stringify([{ label: 'A' }, { label: 'B' }, { label: 'C' }]);
    const { group, seen, user } = renderGroup({ value: three });
    await user.click(screen.getByRole('button', { name: 'Remove Facts entry 2' }));
    expect(entriesIn(seen.value).map((entry) => entry.label)).toEqual(['A', 'C']);
    expect(within(within(group).getAllByRole('listitem')[1] as HTMLElement).getByLabelText('Label')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Entry 2 removed.');
    await user.click(screen.getByRole('button', { name: 'Remove Facts entry 2' }));
    expect(screen.getByRole('button', { name: 'Add entry to Facts' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Facts entry 1' }));
    expect(seen.value).toBe('[]');
    expect(entityInput({ fields: [factsField], values: { facts: seen.value } })).toEqual({ facts: '[]' });
  });

  it('shows its error under the fieldset, linked to it and to the input it names', () => {
    const error = 'Facts, entry 2: Label is required.';
    const { group } = renderGroup({ value: JSON.stringify([{ label: 'A' }, { value: 'x' }]), error });
    expect(group).toHaveAccessibleDescription(`Optional ${error}`);
    const [first, second] = within(group).getAllByLabelText('Label');
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription(`0 of 60 characters ${error}`);
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it('offers a select entry field its choices, and a hint from the form', async () => {
    const { group, seen, user } = renderGroup({ field: stackField, value: '' });
    expect(group).toHaveAccessibleDescription('Optional. What the team built it with.');
    await user.click(screen.getByRole('button', { name: 'Add entry to Technology used' }));
    await user.selectOptions(screen.getByLabelText('Icon (optional)'), 'React');
    expect(entriesIn(seen.value)).toEqual([{ name: '', icon: 'react', note: '' }]);
    expect(screen.getByLabelText('Note (optional)').tagName).toBe('TEXTAREA');
  });
});
