import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, fireEvent } from '@testing-library/react';
import { missesRequired, newsSchema, validate } from '@contract/validation';
import { buildBody, entityForms, entityInput, refusalText, type EntityFormConfig } from './form-fields';
import { answerBy, eventRecord, liveToken, newsRecord, renderAt, requestsWith, setUpFormTests, slow } from './entity-form-test-support';

/** Whether the form refuses these create values as incomplete: what it checks is what it would send. */
function missingRequired(config: EntityFormConfig, values: Record<string, string>, imageKey: string | undefined): boolean {
  const checked = validate(config.schema, entityInput({ fields: config.fields, values, imageKey }), 'full');
  return !checked.ok && missesRequired(config.schema, checked.errors);
}

/** The fields beside the spec's: the publishing workflow's, and the careers' for Google for Jobs. */
const besideSpec = new Set(['Image alt text', 'Summary', 'Closing Date', 'Employment Type', 'URL']);

/** The spec's labels in form order, without the fields beside them. */
const specLabels = (config: EntityFormConfig) => config.fields.map((field) => field.label).filter((label) => !besideSpec.has(label));

describe('generic form field definitions', () => {
  it('takes the spec labels from the shared schemas, in form order', () => {
    expect(specLabels(entityForms.career)).toEqual([
      'Career Title',
      'Image',
      'Career Experience Year',
      'Career Interview process',
      'Career Location',
      'Career Description',
    ]);
    expect(specLabels(entityForms.press)).toEqual(['Title', 'Created By', 'Meta Title', 'Meta Description', 'Image', 'Press Content']);
    expect(specLabels(entityForms.news)).toEqual([
      'Title',
      'Created By',
      'Meta Title',
      'Meta Description',
      'Image',
      'News Content',
      'Source Link',
    ]);
    expect(specLabels(entityForms.event).slice(0, 3)).toEqual(['Event Name', 'Event Date', 'Image']);
  });

  it('puts the banner alt text right after the image, and the career Summary (metaDescription, max 500) last', () => {
    for (const config of Object.values(entityForms).filter((form) => form.fields.some((field) => field.name === 'image'))) {
      const names = config.fields.map((field) => field.name);
      expect(names[names.indexOf('image') + 1]).toBe('imageAlt');
      expect(config.fields.find((field) => field.name === 'imageAlt')).toMatchObject({ label: 'Image alt text', maxLength: 200 });
    }
    expect(entityForms.career.fields.at(-1)).toMatchObject({
      name: 'metaDescription',
      label: 'Summary',
      input: 'textarea',
      maxLength: 500,
    });
  });

  it('gives careers an optional closing date and an employment type chosen by its schema.org value', () => {
    const byName = Object.fromEntries(entityForms.career.fields.map((field) => [field.name, field]));
    expect(byName.closingDate).toMatchObject({ label: 'Closing Date', input: 'date', required: false });
    expect(byName.employmentType).toMatchObject({ label: 'Employment Type', input: 'select', required: false });
    expect(byName.employmentType?.options).toEqual([
      { value: 'FULL_TIME', label: 'Full-time' },
      { value: 'PART_TIME', label: 'Part-time' },
      { value: 'CONTRACTOR', label: 'Contract' },
      { value: 'TEMPORARY', label: 'Temporary' },
      { value: 'INTERN', label: 'Internship' },
    ]);
  });

  it('requires every field on create, the image included, except the news created-by (and the optional link)', () => {
    const news = entityForms.news;
    const filled = { newsTitle: 'T', newsCreatedBy: '', metaTitle: 'M', metaDescription: 'D', newsContent: '<p>Body</p>', newsLink: '' };
    expect(missingRequired(news, filled, 'uploads/key')).toBe(false);
    expect(missingRequired(news, filled, undefined)).toBe(true);
    expect(missingRequired(news, { ...filled, newsContent: '<p><br></p>' }, 'uploads/key')).toBe(true);
    expect(missingRequired(news, { ...filled, metaTitle: '   ' }, 'uploads/key')).toBe(true);
    expect(missingRequired(entityForms.career, { careerTitle: 'T' }, 'uploads/key')).toBe(true);
  });

  it('sends only non-empty fields, the image as its upload key and the gallery as repeated entries', () => {
    const body = buildBody({
      fields: entityForms.event.fields,
      values: { eventName: ' Summit ', eventDate: '' },
      imageKey: 'uploads/abc',
      gallery: ['keep-id', 'uploads/new'],
    });
    expect(body.get('eventName')).toBe('Summit');
    expect(body.has('eventDate')).toBe(false);
    expect(body.get('image')).toBe('uploads/abc');
    expect(body.getAll('eventImages')).toEqual(['keep-id', 'uploads/new']);
    expect(buildBody({ fields: entityForms.event.fields, values: {}, gallery: [] }).getAll('eventImages')).toEqual(['']);
  });

  it('refuses what the function refuses, in its words: a missing field as a whole, else the first field message', () => {
    const body = {
      newsTitle: 'T',
      metaTitle: 'M',
      metaDescription: 'D',
      newsContent: '<p>Body</p>',
      image: 'uploads/0b6f2c1e-8a4d-4c1e-9f3a-2d5e7b9c1a4f',
      newsLink: 'example.org/story',
    };
    const refusal = (input: Record<string, string>) => {
      const checked = validate(newsSchema, input, 'full');
      return checked.ok ? null : refusalText(newsSchema, checked.errors);
    };
    expect(refusal({ ...body, newsLink: 'https://example.org/story' })).toBeNull();
    expect(refusal(body)).toBe('Source Link must be a web address starting with http:// or https://.');
    expect(refusal({ ...body, metaTitle: '' })).toBe('All Fields are required!');
  });
});

// The first render loads the lazy editor chunk; give a loaded machine time.
describe('EntityForm', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn();
  setUpFormTests(fetchMock);

  it('create mode: empty fields show All Fields are required! and nothing is sent', async () => {
    renderAt('/admin/create-news');
    expect(screen.getByRole('heading', { level: 1, name: 'Add News' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Only a title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('All Fields are required!', {}, slow)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an id without a handed-over record loads the item by its id: update mode, never a create form', async () => {
    fetchMock.mockImplementation(answerBy({ 'GET /api/admin/content/news/n1': { body: { ack: 1, data: newsRecord } } }));
    renderAt('/admin/update-news/n1');
    expect(screen.getByRole('heading', { level: 1, name: 'Update News' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Title', {}, slow)).toHaveValue(newsRecord.newsTitle);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/content/news/n1');
  });

  it('a handed-over list row (a summary without its body) does not fill the form: the whole item is loaded', async () => {
    const { newsContent: _, ...row } = newsRecord;
    const whole = { ...newsRecord, newsTitle: 'As the whole item reads' };
    fetchMock.mockImplementation(answerBy({ 'GET /api/admin/content/news/n1': { body: { ack: 1, data: whole } } }));
    renderAt({ pathname: '/admin/update-news/n1', state: { record: { ...row, excerpt: 'Advanced tier.' } } });
    expect(await screen.findByLabelText('Title', {}, slow)).toHaveValue('As the whole item reads');
  });

  it('update mode: prefilled; the exact success message returns to the list', async () => {
    fetchMock.mockImplementation(answerBy({ PUT: { body: { ack: 1, msg: 'News has been updated' } } }));
    renderAt({ pathname: '/admin/update-news/n1', state: { record: newsRecord } });
    expect(screen.getByRole('heading', { level: 1, name: 'Update News' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(newsRecord.newsTitle);
    expect(screen.getByLabelText('Created By')).toHaveValue('Priya Nair');
    expect(screen.getByRole('img', { name: 'Preview of the image' })).toHaveAttribute('src', newsRecord.newsImageURL);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'New title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('News list', {}, slow)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'PUT') as [string, RequestInit];
    expect(url).toBe('/api/admin/news/updateNews/n1');
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${liveToken}`);
    const body = init.body as FormData;
    expect(body.get('newsTitle')).toBe('New title');
    expect(body.has('image')).toBe(false);
    expect(screen.queryByText('News has been updated')).toBeNull();
  });

  it('update mode: any other message is shown as an error and the form stays', async () => {
    fetchMock.mockImplementation(answerBy({ PUT: { body: { ack: 0, msg: 'News not found' }, status: 404 } }));
    renderAt({ pathname: '/admin/update-news/n1', state: { record: newsRecord } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('News not found', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Update News' })).toBeInTheDocument();
  });

  it('an unauthorized answer goes to the login and drops the token', async () => {
    fetchMock.mockImplementation(
      answerBy({ PUT: { body: { ack: 0, msg: 'You have no authorization to access this property.' }, status: 401 } }),
    );
    renderAt({ pathname: '/admin/update-news/n1', state: { record: newsRecord } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByText('Login screen')).toBeInTheDocument(), slow);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('update mode: a Source Link that is no web address is refused before anything is sent', async () => {
    renderAt({ pathname: '/admin/update-news/n1', state: { record: newsRecord } });
    fireEvent.change(screen.getByLabelText('Source Link'), { target: { value: 'example.org/story' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // Said twice: the toast, and in place under the field.
    expect(await screen.findAllByText('Source Link must be a web address starting with http:// or https://.', {}, slow)).toHaveLength(2);
    expect(screen.getByLabelText('Source Link')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsWith(fetchMock, 'PUT')).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Update News' })).toBeInTheDocument();
  });

  it('update mode: an Event Date that is no calendar day is refused before anything is sent', async () => {
    renderAt({ pathname: '/admin/update-event/e1', state: { record: eventRecord } });
    expect(screen.getByLabelText('Event Date')).toHaveValue('2026-03-14');
    // A five-digit year is a date the field accepts and the function does not.
    fireEvent.change(screen.getByLabelText('Event Date'), { target: { value: '20261-03-14' } });
    expect(screen.getByLabelText('Event Date')).toHaveValue('20261-03-14');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Event Date must be a valid date.', {}, slow)).toHaveLength(2);
    expect(screen.getByLabelText('Event Date')).toHaveFocus();
    expect(requestsWith(fetchMock, 'PUT')).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Update Event' })).toBeInTheDocument();
  });

  it('refuses a file that is not an image with the server wording', async () => {
    renderAt('/admin/create-news');
    const file = new File(['plain text'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [file] } });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Image must be a JPEG, PNG, WebP, GIF or AVIF file.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
