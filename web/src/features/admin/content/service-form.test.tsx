import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { logoTitles } from '@contract/logos';
import { serviceArts, studioMenuGroups } from '@contract/schemas/service';
import { symbolTitles } from '@contract/symbols';
import { fieldMeta, serviceSchema } from '@contract/validation';
import { EntityForm } from './entity-form';
import { answerBy, requestsWith, setUpFormTests, slow } from './entity-form-test-support';
import { entityForms, type FormField } from './form-fields';

const service = entityForms.service;
const meta: Record<string, { label: string } | undefined> = fieldMeta(serviceSchema);
const byName = Object.fromEntries(service.fields.map((field) => [field.name, field])) as Record<string, FormField>;
/** The fields the publish controls hold, not the form's list. */
const workflowOnly = new Set(['status', 'publishAt']);

/** A stored service with a few sections, as the item read answers it. */
const stored = {
  _id: 's1',
  slug: 'SAP',
  serviceTitle: 'SAP Services',
  menuLabel: 'SAP',
  menuGroup: 'sap',
  order: '1',
  heroText: 'SAP delivery from assessment to support.',
  metaDescription: 'SAP consulting and delivery.',
  art: 'enterprise',
  detailsTitle: 'Run SAP well',
  detailsText: 'We plan, migrate and support.',
  detailsHideHireUs: true,
  offeringsTitle: 'What we offer',
  offerings: [{ text: 'S/4HANA migrations' }, { text: 'Fiori apps' }],
  skills: [{ tab: 'Platforms', name: 'SAP', logo: 'sap' }],
  closingTitle: 'Talk to us',
  closingText: 'Tell us about your landscape.',
};

function openAt(entry: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter(
    [
      { path: '/admin/create-service', element: <EntityForm kind="service" /> },
      { path: '/admin/update-service/:id', element: <EntityForm kind="service" /> },
      { path: '/admin/services', element: <p>Services list</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
}

describe('the service form’s fields', () => {
  it('has every field of the schema once, in the page’s order (the alt text after the image), labelled by the schema', () => {
    const names = service.fields.map((field) => field.name);
    const schemaOrder = Object.keys(serviceSchema.entries).filter((name) => !workflowOnly.has(name) && name !== 'imageAlt');
    expect(names.filter((name) => name !== 'imageAlt')).toEqual(schemaOrder);
    expect(names[names.indexOf('image') + 1]).toBe('imageAlt');
    for (const field of service.fields) expect(field.label, field.name).toBe(meta[field.name]?.label);
  });

  it('chooses the menu group, the drawing, each logo and each symbol from the contract’s lists', () => {
    expect(byName.menuGroup).toMatchObject({ input: 'select', required: true });
    expect(byName.menuGroup?.options?.map((option) => option.label)).toEqual(Object.values(studioMenuGroups));
    expect(byName.art?.options?.map((option) => option.value)).toEqual(Object.keys(serviceArts));
    for (const name of ['skills', 'tools', 'cloud', 'stack', 'bots']) {
      const logo = byName[name]?.entries?.find((entry) => entry.name === 'logo');
      expect(logo?.input, name).toBe('select');
      expect(new Set(logo?.options?.map((option) => option.value)), name).toEqual(new Set(Object.keys(logoTitles)));
    }
    const symbol = byName.domains?.entries?.find((entry) => entry.name === 'symbol');
    expect(symbol).toMatchObject({ input: 'select', required: true });
    expect(symbol?.options?.map((option) => option.value)).toEqual(Object.keys(symbolTitles));
  });

  it('enters the long texts in text areas, the Hire Us switches as boxes, and says an untitled section is left out', () => {
    const inputOf = (name: string) => byName[name]?.input;
    for (const name of ['heroText', 'metaDescription', 'detailsText', 'detailsOverview', 'migrationText', 'closingText', 'botsText']) {
      expect(inputOf(name), name).toBe('textarea');
    }
    for (const name of ['display', 'tiles', 'automation', 'process']) {
      expect(byName[name]?.entries?.find((entry) => entry.name === 'text')?.input, name).toBe('textarea');
    }
    expect(byName.cloud?.entries?.find((entry) => entry.name === 'overview')?.input).toBe('textarea');
    for (const name of ['detailsHideHireUs', 'skillsHideHireUs', 'closingHideHireUs']) expect(inputOf(name), name).toBe('checkbox');
    const sectionTitles = service.fields.filter(
      (field) => /Title$/.test(field.name) && !['serviceTitle', 'closingTitle'].includes(field.name),
    );
    expect(sectionTitles).toHaveLength(15);
    for (const field of sectionTitles) expect(field.whenEmpty, field.name).toMatch(/^No title: this section is left out of the page/);
    for (const field of service.fields) expect(field.hint, field.name).toBeTruthy();
  });
});

describe('the service form', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn();
  setUpFormTests(fetchMock);

  it('shows every field by its label on create', async () => {
    openAt('/admin/create-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Service' }, slow)).toBeInTheDocument();
    for (const field of service.fields) {
      if (field.input === 'group') expect(screen.getByRole('group', { name: field.label }), field.name).toBeInTheDocument();
      else if (field.input === 'checkbox') expect(screen.getByRole('checkbox', { name: field.label }), field.name).not.toBeChecked();
      else expect(screen.getByLabelText(field.label, { exact: true }), field.name).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Details title')).toHaveAccessibleDescription(/No title: this section is left out of the page/);
  });

  it('fills an update from the stored service and sends an unticked box, an emptied title and the groups back', async () => {
    fetchMock.mockImplementation(answerBy({ PUT: { body: { ack: 1, msg: 'Service has been updated', data: stored } } }));
    openAt({ pathname: '/admin/update-service/s1', state: { record: stored } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Service' }, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('Menu group')).toHaveValue('sap');
    const offerings = screen.getByRole('group', { name: 'Offerings' });
    expect(
      within(offerings)
        .getAllByRole('textbox')
        .map((input) => (input as HTMLTextAreaElement).value),
    ).toEqual(['S/4HANA migrations', 'Fiori apps']);
    expect(within(screen.getByRole('group', { name: 'Technical skills' })).getByLabelText(/^Logo/)).toHaveValue('sap');
    const hide = screen.getByRole('checkbox', { name: 'Hide the Hire Us button of the details' });
    expect(hide).toBeChecked();
    fireEvent.click(hide);
    fireEvent.change(screen.getByLabelText(/^Details title/), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Services list', {}, slow)).toBeInTheDocument();
    const [sent] = requestsWith(fetchMock, 'PUT');
    expect(sent?.url).toBe('/api/admin/services/s1');
    expect(sent?.body.get('detailsHideHireUs')).toBe('false');
    expect(sent?.body.get('closingHideHireUs')).toBe('false');
    expect(JSON.parse(String(sent?.body.get('offerings')))).toEqual(stored.offerings);
    expect(sent?.body.get('tools')).toBe('[]');
    // An emptied title is sent empty, which leaves its section out; one the service never had is not sent.
    expect(sent?.body.get('detailsTitle')).toBe('');
    expect(sent?.body.has('skillsTitle')).toBe(false);
  });
});
