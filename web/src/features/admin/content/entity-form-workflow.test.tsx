import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  answerBy,
  eventRecord,
  newsRecord,
  renderAt,
  requestsWith,
  setUpFormTests,
  slow,
  StorageUpload,
  tinyPng,
} from './entity-form-test-support';

const fetchMock = vi.fn();
const savedDraft = { ...newsRecord, _id: '0b6f2c1e-8a4d-4c1e-9f3a-2d5e7b9c1a4f', status: 'draft', newsTitle: 'A draft headline' };

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

// The first render loads the lazy editor chunk; give a loaded machine time.
describe("EntityForm: the editors' workflow", { timeout: 20_000 }, () => {
  setUpFormTests(fetchMock);

  it('an unknown id says so and offers no form', async () => {
    fetchMock.mockImplementation(answerBy({ GET: { body: { ack: 0, msg: 'News not found' }, status: 404 } }));
    renderAt('/admin/update-news/0b6f2c1e-8a4d-4c1e-9f3a-2d5e7b9c1a4f');
    expect(await screen.findByRole('heading', { name: 'No such news item' }, slow)).toBeInTheDocument();
    expect(screen.queryByLabelText('Title', { exact: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('the item is read again on opening: a newer version than the handed-over record refills the form', async () => {
    const newer = { ...newsRecord, newsTitle: 'Changed since the list loaded', updatedAt: '2026-11-23T09:00:00.000Z' };
    fetchMock.mockImplementation(answerBy({ 'GET /api/admin/content/news/n1': { body: { ack: 1, data: newer } } }));
    renderAt({ pathname: '/admin/update-news/n1', state: { record: { ...newsRecord, updatedAt: '2026-11-20T09:00:00.000Z' } } });
    expect(screen.getByLabelText('Title', { exact: true })).toHaveValue(newsRecord.newsTitle);
    await waitFor(() => expect(screen.getByLabelText('Title', { exact: true })).toHaveValue(newer.newsTitle), slow);
  });

  it('update mode shows the status badge, the Preview link and the stored alt text', async () => {
    const scheduled = { ...newsRecord, status: 'scheduled', publishAt: '2099-01-02T09:30:00.000Z' };
    renderAt({ pathname: '/admin/update-news/n1', state: { record: scheduled } });
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/admin/preview/news/n1');
    expect(screen.getByLabelText('Image alt text')).toHaveValue(newsRecord.imageAlt);
    // A scheduled item's time is back in Publish at (the browser's time).
    expect(new Date(String((screen.getByLabelText('Publish at') as HTMLInputElement).value)).toISOString()).toBe(scheduled.publishAt);
  });

  it('Save draft on create sends status draft, says Draft saved. and stays, now editing the saved item', async () => {
    fetchMock.mockImplementation(answerBy({ POST: { body: { ack: true, message: 'News created', data: savedDraft }, status: 201 } }));
    const router = renderAt('/admin/create-news');
    type('Title', 'A draft headline');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.', {}, slow)).toBeInTheDocument();
    const [sent] = requestsWith(fetchMock, 'POST');
    expect(sent?.url).toBe('/api/createNews');
    expect(sent?.body.get('status')).toBe('draft');
    expect(sent?.body.get('newsTitle')).toBe('A draft headline');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/update-news/${savedDraft._id}`), slow);
    expect(await screen.findByRole('heading', { level: 1, name: 'Update News' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByLabelText('Title', { exact: true })).toHaveValue('A draft headline');
  });

  it('a draft needs its title: marked in place, focused, nothing sent', async () => {
    renderAt('/admin/create-news');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const title = screen.getByLabelText('Title', { exact: true });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'), slow);
    expect(title).toHaveFocus();
    expect(screen.getAllByText('Title is required.')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Submit marks every missing field in place beside the spec toast, and typing clears the mark', async () => {
    renderAt('/admin/create-news');
    type('Meta Title', 'Only this');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('All Fields are required!', {}, slow)).toBeInTheDocument();
    const title = screen.getByLabelText('Title', { exact: true });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription(/Title is required\./);
    expect(screen.getByText('Meta Description is required.')).toBeInTheDocument();
    expect(screen.getByText('Image is required.')).toBeInTheDocument();
    // The alt text is not the spec's: left empty, it is never marked.
    expect(screen.getByLabelText('Image alt text')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/alt text is required/i)).toBeNull();
    expect(screen.getByLabelText('Meta Title')).not.toHaveAttribute('aria-invalid');
    type('Title', 'Now filled');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(title).not.toHaveAccessibleDescription(/required/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an empty alt text is a note under its field, never an error, and goes once it is typed', () => {
    renderAt('/admin/create-news');
    const alt = screen.getByLabelText('Image alt text');
    expect(alt).toHaveAccessibleDescription(/No alt text: the image will be published as decorative/);
    expect(alt).not.toHaveAttribute('aria-invalid');
    const note = screen.getByText(/No alt text: the image will be published as decorative/);
    expect(note).not.toHaveAttribute('role');
    expect(note.closest('[role="alert"]')).toBeNull();
    type('Image alt text', 'Engineers at the new lab');
    expect(screen.queryByText(/No alt text/)).toBeNull();
    expect(alt).not.toHaveAccessibleDescription(/No alt text/);
  });

  it("a create filled with the spec's fields only (Event Name, Event Date, Image) is sent and lands on the list with the server's message", async () => {
    const key = 'uploads/0b6f2c1e-8a4d-4c1e-9f3a-2d5e7b9c1a4f';
    vi.stubGlobal('XMLHttpRequest', StorageUpload);
    fetchMock.mockImplementation(
      answerBy({
        'POST /api/admin/uploads': { body: { ack: 1, data: { url: '/storage', fields: { key }, key } }, status: 201 },
        'POST /api/createEvent': { body: { ack: true, message: 'Event has been created', data: eventRecord }, status: 201 },
      }),
    );
    renderAt('/admin/create-event');
    type('Event Name', 'Cloud Summit');
    type('Event Date', '2026-03-14');
    fireEvent.change(screen.getByLabelText('Image', { exact: true }), { target: { files: [tinyPng()] } });
    expect(await screen.findByText('Image uploaded.', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('Image alt text')).toHaveAccessibleDescription(/published as decorative/);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Events list', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Event has been created')).toBeInTheDocument();
    const sent = requestsWith(fetchMock, 'POST').find((request) => request.url === '/api/createEvent')?.body as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({
      eventName: 'Cloud Summit',
      eventDate: '2026-03-14',
      image: key,
      status: 'published',
    });
  });

  it('Submit of an item without alt text goes through: sent without one, back on the list', async () => {
    const { imageAlt: _, ...withoutAlt } = newsRecord;
    fetchMock.mockImplementation(answerBy({ PUT: { body: { ack: 1, msg: 'News has been updated', data: withoutAlt } } }));
    renderAt({ pathname: '/admin/update-news/n1', state: { record: withoutAlt } });
    expect(screen.getByLabelText('Image alt text')).toHaveAccessibleDescription(/published as decorative/);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('News list', {}, slow)).toBeInTheDocument();
    const [sent] = requestsWith(fetchMock, 'PUT');
    expect(sent?.body.get('status')).toBe('published');
    expect(sent?.body.has('imageAlt')).toBe(false);
  });

  it("shows the server's 400 field errors in place", async () => {
    fetchMock.mockImplementation(
      answerBy({
        PUT: {
          body: { ack: 0, msg: 'All Fields are required!', errors: { metaDescription: 'Meta Description is required.' } },
          status: 400,
        },
      }),
    );
    renderAt({ pathname: '/admin/update-news/n1', state: { record: newsRecord } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const field = screen.getByLabelText('Meta Description');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), slow);
    expect(field).toHaveAccessibleDescription(/Meta Description is required\./);
    expect(field).toHaveFocus();
    expect(screen.getByText('All Fields are required!')).toBeInTheDocument();
  });

  it('counts characters against the schema limits', () => {
    renderAt('/admin/create-news');
    type('Meta Title', 'Cloud');
    expect(screen.getByLabelText('Meta Title')).toHaveAccessibleDescription('5 of 200 characters');
    type('Image alt text', 'x'.repeat(201));
    expect(screen.getByLabelText('Image alt text')).toHaveAccessibleDescription(/201 of 200 characters, over the limit/);
  });

  it('Submit with a future Publish at sends status published and the zoned time; an update returns to the list naming the row', async () => {
    fetchMock.mockImplementation(answerBy({ PUT: { body: { ack: 1, msg: 'News has been updated', data: newsRecord } } }));
    const router = renderAt({ pathname: '/admin/update-news/n1', state: { record: newsRecord } });
    type('Publish at', '2099-03-01T10:15');
    expect(screen.getByText(/Submit schedules it for/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('News list', {}, slow)).toBeInTheDocument();
    const [sent] = requestsWith(fetchMock, 'PUT');
    expect(sent?.body.get('status')).toBe('published');
    expect(sent?.body.get('publishAt')).toBe(new Date('2099-03-01T10:15').toISOString());
    expect(router.state.location.state).toEqual({ updatedId: 'n1' });
  });

  it('the career form sends the Summary as metaDescription', async () => {
    const career = {
      _id: 'c1',
      careerTitle: 'Platform engineer',
      careerExperienceYr: '5+ years',
      careerInterviewProcess: 'Two rounds.',
      careerLocation: 'Kolkata',
      careerDescription: '<p>Build it.</p>',
      imageUrl: '/media/career/a.png',
      imageAlt: 'An engineer at a whiteboard',
    };
    fetchMock.mockImplementation(answerBy({ PUT: { body: { ack: 1, msg: 'Career has been updated', data: career } } }));
    renderAt({ pathname: '/admin/update-career/c1', state: { record: career } });
    type('Summary', 'Own the AWS platform our products run on.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(requestsWith(fetchMock, 'PUT')).toHaveLength(1), slow);
    expect(requestsWith(fetchMock, 'PUT')[0]?.body.get('metaDescription')).toBe('Own the AWS platform our products run on.');
  });

  it('gallery images carry their alt texts, sent beside them in order', async () => {
    const event = eventRecord;
    fetchMock.mockImplementation(answerBy({ PUT: { body: { ack: 1, msg: 'Event has been updated', data: event } } }));
    renderAt({ pathname: '/admin/update-event/e1', state: { record: event } });
    expect(screen.getByLabelText('Alt text for gallery image 1')).toHaveValue('Keynote');
    type('Alt text for gallery image 2', 'The workshop room');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(requestsWith(fetchMock, 'PUT')).toHaveLength(1), slow);
    const body = requestsWith(fetchMock, 'PUT')[0]?.body as FormData;
    expect(body.getAll('eventImages')).toEqual(event.eventImages.map((image) => image._id));
    expect(body.getAll('eventImagesAlt')).toEqual(['Keynote', 'The workshop room']);
  });
});
