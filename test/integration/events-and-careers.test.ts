import { describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { messages } from '../../functions/contract/messages';
import { pngBytes, useStack } from './harness';

const stack = useStack();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('events', () => {
  it('creates an event with a gallery, edits the gallery and deletes every image with it', async () => {
    const created = await stack.call('POST', routes.createEvent.path, {
      form: {
        eventName: 'Cloud Cost Summit',
        eventDate: day(10),
        image: await stack.upload(pngBytes),
        eventImages: [await stack.upload(pngBytes), await stack.upload(pngBytes)],
      },
    });
    expect(created.body).toMatchObject({ ack: true, message: messages.created.event });
    const event = created.body.data;
    expect(event).toMatchObject({ eventSlug: 'cloud-cost-summit', eventDate: day(10) });
    expect(event.eventImages).toHaveLength(2);

    const detail = await stack.call('GET', apiPath(routes.getEvent, { id: 'cloud-cost-summit' }), { token: null });
    expect(detail.body.data.eventImages.map((image: { imageUrl: string }) => image.imageUrl)).toEqual(
      event.eventImages.map((image: { imageUrl: string }) => image.imageUrl),
    );

    // Keep the second image, drop the first, add a new one.
    const [dropped, kept] = event.eventImages;
    const updated = await stack.call('PUT', apiPath(routes.updateEvent, { id: event._id }), {
      form: { eventImages: [kept._id, await stack.upload(pngBytes)] },
    });
    expect(updated.body).toMatchObject({ ack: 1, msg: 'Event has been updated' });
    expect(updated.body.data.eventImages).toHaveLength(2);
    expect(updated.body.data.eventImages[0]).toEqual(kept);
    expect((await fetch(`${stack.server.url}${dropped.imageUrl}`)).status).toBe(404);

    const unknownEntry = await stack.call('PUT', apiPath(routes.updateEvent, { id: event._id }), {
      form: { eventImages: crypto.randomUUID() },
    });
    expect(unknownEntry.status).toBe(400);

    const removed = await stack.call('DELETE', apiPath(routes.deleteEvent, { id: event._id }));
    expect(removed.body).toMatchObject({ ack: 1, message: messages.deleted.event });
    for (const image of [...updated.body.data.eventImages, { imageUrl: event.eventBanner }]) {
      expect((await fetch(`${stack.server.url}${image.imageUrl}`)).status).toBe(404);
    }
  });

  it('lists upcoming events from today on, soonest first, and pages the admin list', async () => {
    const names: string[] = [];
    for (const offset of [-30, 5, 2, 0]) {
      const name = `Meetup ${offset}`;
      names.push(name);
      await stack.call('POST', routes.createEvent.path, {
        form: { eventName: name, eventDate: day(offset), image: await stack.upload(pngBytes) },
      });
    }
    const upcoming = (await stack.call('GET', routes.upcomingEvent.path)).body.data.map((event: { eventName: string }) => event.eventName);
    expect(upcoming.filter((name: string) => names.includes(name))).toEqual(['Meetup 0', 'Meetup 2', 'Meetup 5']);

    const all = (await stack.call('GET', routes.getAllEvents.path)).body.data.map((event: { eventName: string }) => event.eventName);
    expect(all.filter((name: string) => names.includes(name))).toEqual(['Meetup 5', 'Meetup 2', 'Meetup 0', 'Meetup -30']);

    const page = await stack.call('GET', apiPath(routes.eventList, { page: 1 }));
    expect(page.body.data).toMatchObject({ count: all.length, limit: 20 });
    expect(page.body.data.list[0].eventName).toBe(all[0]);
    expect((await stack.call('GET', apiPath(routes.eventList, { page: 2 }))).body.data.list).toEqual([]);
  });

  it("lists only the events whose banner has no alt text with ?alt=missing: the whole list's, counted and paged", async () => {
    const create = (eventName: string, extra: Record<string, string> = {}) =>
      stack.call('POST', routes.createEvent.path, { form: { eventName, eventDate: day(3), ...extra } });
    const image = async () => ({ image: await stack.upload(pngBytes) });
    await create('Described banner', { ...(await image()), imageAlt: 'The speakers on stage' });
    await create('Undescribed banner', await image());
    await create('Undescribed draft', { ...(await image()), status: 'draft' });
    await create('Draft without a banner', { status: 'draft' });

    type Listed = { _id: string; eventName: string; eventBanner?: string; imageAlt?: string };
    const everyPage = async (query: string) => {
      const rows: Listed[] = [];
      for (let page = 1; ; page++) {
        const answer = await stack.call('GET', `${apiPath(routes.eventList, { page })}${query}`);
        expect(answer.status).toBe(200);
        rows.push(...answer.body.data.list);
        if (rows.length >= answer.body.data.count) return { rows, count: answer.body.data.count as number };
      }
    };
    const all = await everyPage('');
    const missing = await everyPage('?alt=missing');
    const expected = all.rows.filter((event) => event.eventBanner && !event.imageAlt?.trim());
    expect(missing.count).toBe(expected.length);
    expect(missing.rows.map((event) => event._id)).toEqual(expected.map((event) => event._id));
    const names = missing.rows.map((event) => event.eventName);
    expect(names).toEqual(expect.arrayContaining(['Undescribed banner', 'Undescribed draft']));
    expect(names).not.toContain('Described banner');
    expect(names).not.toContain('Draft without a banner');

    const bad = await stack.call('GET', `${apiPath(routes.eventList, { page: 1 })}?alt=present`);
    expect(bad).toMatchObject({ status: 400, body: { msg: messages.altFilterInvalid } });
  });

  it('validates the event date', async () => {
    const answer = await stack.call('POST', routes.createEvent.path, {
      form: { eventName: 'Bad date', eventDate: '2026-02-30', image: await stack.upload(pngBytes) },
    });
    expect(answer).toMatchObject({ status: 400, body: { ack: false, errors: { eventDate: 'Event Date must be a valid date.' } } });
  });
});

describe('careers', () => {
  it('creates, lists, updates and deletes a career by careerListID', async () => {
    const created = await stack.call('POST', routes.createCareerPost.path, {
      form: {
        careerTitle: 'Senior Golang Engineer',
        careerExperienceYr: '5-8 years',
        careerInterviewProcess: 'Assessment, two technical rounds, HR',
        careerLocation: 'Kolkata',
        careerDescription: '<p>Build <em>payment</em> services.</p>',
        image: await stack.upload(pngBytes),
      },
    });
    expect(created.body).toMatchObject({
      ack: true,
      message: messages.created.career,
      data: { metaDescription: 'Build payment services.' },
    });
    const id = created.body.data._id;
    const list = (await stack.call('GET', routes.getAllCareerPost.path, { token: null })).body;
    expect(list.ack).toBe(1);
    expect(list.data.find((career: { _id: string }) => career._id === id).careerTitle).toBe('Senior Golang Engineer');

    const updated = await stack.call('PUT', apiPath(routes.updateCareer, { id }), { form: { careerLocation: 'Remote (India)' } });
    expect(updated.body).toMatchObject({ ack: 1, msg: 'Career has been updated', data: { careerLocation: 'Remote (India)' } });

    expect((await stack.call('POST', routes.deleteCareerPost.path, { body: {} })).status).toBe(400);
    expect((await stack.call('POST', routes.deleteCareerPost.path, { body: { careerListID: crypto.randomUUID() } })).status).toBe(404);
    // The spec's path carries a trailing slash; the gateway accepts both.
    const removed = await stack.call('POST', `${routes.deleteCareerPost.path}/`, { body: { careerListID: id } });
    expect(removed.body).toMatchObject({ ack: 1, message: messages.deleted.career });
    expect((await stack.call('GET', routes.getAllCareerPost.path)).body.data.some((career: { _id: string }) => career._id === id)).toBe(
      false,
    );
  });
});
