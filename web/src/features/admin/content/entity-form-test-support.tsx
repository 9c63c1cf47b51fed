/** Shared by the entity form's tests: the form's routes in a memory router beside the toaster, a live token and the requests read back. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { EntityForm } from './entity-form';

/** Generous waits: the suite shares a busy machine. */
export const slow = { timeout: 8000 };

export const liveToken = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`;

export const newsRecord = {
  _id: 'n1',
  slug: 'n1-slug',
  newsTitle: 'Nexoria joins the AWS partner network',
  newsCreatedBy: 'Priya Nair',
  metaTitle: 'AWS partner',
  metaDescription: 'Advanced tier status.',
  newsContent: '<p>Advanced tier.</p>',
  newsImageURL: '/media/news/a.png',
  imageAlt: 'The Nexoria team at the AWS summit stand',
};

/** An event with a two-image gallery, the first image with its alt text. */
export const eventRecord = {
  _id: 'e1',
  eventName: 'Cloud Summit',
  eventDate: '2026-03-14',
  eventBanner: '/media/events/a.png',
  imageAlt: 'The summit stage',
  eventImages: [
    { _id: '0b6f2c1e-8a4d-4c1e-9f3a-2d5e7b9c1a41', imageUrl: '/media/events/g1.png', alt: 'Keynote' },
    { _id: '0b6f2c1e-8a4d-4c1e-9f3a-2d5e7b9c1a42', imageUrl: '/media/events/g2.png' },
  ],
};

/** Each test: a live session, fetch answered by `answerBy({})` unless it says otherwise; afterwards no toast, draft or stub is left. */
export function setUpFormTests(fetchMock: Mock) {
  beforeEach(() => {
    sessionStorage.setItem('token', liveToken);
    fetchMock.mockImplementation(answerBy({}));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    toast.remove();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
  });
}

export function renderAt(entry: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter(
    [
      { path: '/admin/create-news', element: <EntityForm kind="news" /> },
      { path: '/admin/update-news/:id', element: <EntityForm kind="news" /> },
      { path: '/admin/news', element: <p>News list</p> },
      { path: '/admin/create-career', element: <EntityForm kind="career" /> },
      { path: '/admin/update-career/:id', element: <EntityForm kind="career" /> },
      { path: '/admin/career', element: <p>Career list</p> },
      { path: '/admin/create-event', element: <EntityForm kind="event" /> },
      { path: '/admin/update-event/:id', element: <EntityForm kind="event" /> },
      { path: '/admin/events', element: <p>Events list</p> },
      { path: '/admin/login', element: <p>Login screen</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}

type Call = [string, RequestInit | undefined];

/** The requests sent with this method (the form's own; the revisions panel's reads are GETs). */
export function requestsWith(fetchMock: Mock, method: string): Array<{ url: string; body: FormData }> {
  return (fetchMock.mock.calls as Call[])
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({ url, body: init?.body as FormData }));
}

/** A JSON answer as the API gives it. */
export const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/**
 * A fetch that answers by method and path: `answers['PUT']` or `answers['GET /api/…']`;
 * any other read (the revisions panel's) finds no earlier versions.
 */
export const answerBy =
  (answers: Record<string, { body: unknown; status?: number }>) =>
  async (url: string, init?: RequestInit): Promise<Response> => {
    const method = init?.method ?? 'GET';
    const found = answers[`${method} ${url}`] ?? answers[method];
    return found ? answer(found.body, found.status) : answer({ ack: 1, data: [] });
  };

/** A real 1×1 PNG: the form checks the bytes before it uploads. */
export const tinyPng = () =>
  new File(
    [
      Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) =>
        c.charCodeAt(0),
      ),
    ],
    'banner.png',
    {
      type: 'image/png',
    },
  );

/** Storage taking the presigned POST: every upload succeeds (stubbed over XMLHttpRequest; vi.unstubAllGlobals removes it). */
export class StorageUpload {
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  status = 0;
  open(): void {}
  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }
  send(): void {
    this.status = 204;
    queueMicrotask(() => this.events.dispatchEvent(new Event('load')));
  }
}
