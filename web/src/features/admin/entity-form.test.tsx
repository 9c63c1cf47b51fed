import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, fireEvent } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { EntityForm } from './entity-form';
import { missesRequired, newsSchema, validate } from '@contract/validation';
import { buildBody, entityForms, entityInput, refusalText, type EntityFormConfig } from './form-fields';

/** Generous waits: the suite shares a busy machine. */
const slow = { timeout: 8000 };

/** Whether the form refuses these create values as incomplete: what it checks is what it would send. */
function missingRequired(config: EntityFormConfig, values: Record<string, string>, imageKey: string | undefined): boolean {
  const checked = validate(config.schema, entityInput({ fields: config.fields, values, imageKey }), 'full');
  return !checked.ok && missesRequired(config.schema, checked.errors);
}

const liveToken = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`;

const newsRecord = {
  _id: 'n1',
  slug: 'n1-slug',
  newsTitle: 'Nexoria joins the AWS partner network',
  newsCreatedBy: 'Priya Nair',
  metaTitle: 'AWS partner',
  metaDescription: 'Advanced tier status.',
  newsContent: '<p>Advanced tier.</p>',
  newsImageURL: '/media/news/a.png',
};

function renderAt(entry: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter(
    [
      { path: '/admin/create-news', element: <EntityForm kind="news" /> },
      { path: '/admin/update-news/:id', element: <EntityForm kind="news" /> },
      { path: '/admin/news', element: <p>News list</p> },
      { path: '/admin/update-event/:id', element: <EntityForm kind="event" /> },
      { path: '/admin/events', element: <p>Events list</p> },
      { path: '/admin/login', element: <p>Login screen</p> },
    ],
    { initialEntries: [entry] },
  );
  return render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
}

describe('generic form field definitions', () => {
  it('takes the spec labels from the shared schemas, in form order', () => {
    expect(entityForms.career.fields.map((field) => field.label)).toEqual([
      'Career Title',
      'Image',
      'Career Experience Year',
      'Career Interview process',
      'Career Location',
      'Career Description',
    ]);
    expect(entityForms.press.fields.map((field) => field.label)).toEqual([
      'Title',
      'Created By',
      'Meta Title',
      'Meta Description',
      'Image',
      'Press Content',
    ]);
    expect(entityForms.news.fields.map((field) => field.label)).toEqual([
      'Title',
      'Created By',
      'Meta Title',
      'Meta Description',
      'Image',
      'News Content',
      'Source Link',
    ]);
    expect(entityForms.event.fields.map((field) => field.label).slice(0, 3)).toEqual(['Event Name', 'Event Date', 'Image']);
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
  beforeEach(() => {
    sessionStorage.setItem('token', liveToken);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('create mode: empty fields show All Fields are required! and nothing is sent', async () => {
    renderAt('/admin/create-news');
    expect(screen.getByRole('heading', { level: 1, name: 'Add News' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Only a title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('All Fields are required!', {}, slow)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an id without a handed-over record stays in create mode', () => {
    renderAt('/admin/update-news/n1');
    expect(screen.getByRole('heading', { level: 1, name: 'Add News' })).toBeInTheDocument();
  });

  it('update mode: prefilled; the exact success message returns to the list', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ack: 1, msg: 'News has been updated' }), { status: 200 }));
    renderAt({ pathname: '/admin/update-news/n1', state: { record: newsRecord } });
    expect(screen.getByRole('heading', { level: 1, name: 'Update News' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(newsRecord.newsTitle);
    expect(screen.getByLabelText('Created By')).toHaveValue('Priya Nair');
    expect(screen.getByRole('img', { name: 'Preview of the image' })).toHaveAttribute('src', newsRecord.newsImageURL);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'New title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('News list', {}, slow)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/news/updateNews/n1');
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${liveToken}`);
    const body = init.body as FormData;
    expect(body.get('newsTitle')).toBe('New title');
    expect(body.has('image')).toBe(false);
    expect(screen.queryByText('News has been updated')).toBeNull();
  });

  it('update mode: any other message is shown as an error and the form stays', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ack: 0, msg: 'News not found' }), { status: 404 }));
    renderAt({ pathname: '/admin/update-news/n1', state: { record: newsRecord } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('News not found', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Update News' })).toBeInTheDocument();
  });

  it('an unauthorized answer goes to the login and drops the token', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ ack: 0, msg: 'You have no authorization to access this property.' }), { status: 401 }),
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
    expect(await screen.findByText('Source Link must be a web address starting with http:// or https://.', {}, slow)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Update News' })).toBeInTheDocument();
  });

  it('update mode: an Event Date that is no calendar day is refused before anything is sent', async () => {
    const eventRecord = {
      _id: 'e1',
      eventName: 'Cloud Summit',
      eventDate: '2026-03-14',
      eventBanner: '/media/events/a.png',
      eventImages: [],
    };
    renderAt({ pathname: '/admin/update-event/e1', state: { record: eventRecord } });
    expect(screen.getByLabelText('Event Date')).toHaveValue('2026-03-14');
    // A five-digit year is a date the field accepts and the function does not.
    fireEvent.change(screen.getByLabelText('Event Date'), { target: { value: '20261-03-14' } });
    expect(screen.getByLabelText('Event Date')).toHaveValue('20261-03-14');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Event Date must be a valid date.', {}, slow)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
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
