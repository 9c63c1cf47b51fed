/**
 * The lead screen's tests' server: one contact enquiry, its notes and the New
 * counts, behind a stubbed fetch that records every request. Answers can be
 * refused or held back (to test a save in flight and answers out of order).
 * Every write stamps leadUpdatedAt from a clock that only moves forward, as
 * the real functions do.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import toast, { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import type { ContactEnquiry } from '@contract/entities';
import { messages } from '@contract/messages';
import { json } from '../../../test-support/fetch-stub';
import { tokenWith } from '../../../test-support/session-token';
import { ContactLeadScreen } from './lead-detail-screen';
import { NewLeadsBadge } from './new-leads-badge';

export const me = 'sales@nexoria.example';
export const leadPath = '/api/admin/leads/contact/c1';

export interface Sent {
  method: string;
  path: string;
  body?: unknown;
}

interface Server {
  lead: ContactEnquiry;
  counts: { contact: number; hire: number };
  sent: Sent[];
  /** Overrides one answer: the method and path it stands for, and what it answers. */
  refuse?: { method: string; path: string; status: number; msg: string };
  /** Holds an answer (worked out at once, as the server would) until the promise settles. */
  hold?: (method: string, path: string) => Promise<void> | undefined;
}

export const server = {} as Server;

let clock = 0;
const stamp = () => new Date(Date.UTC(2025, 2, 2, 9, 0, clock++)).toISOString();

function answer(method: string, path: string, body: unknown): Promise<Response> {
  const { refuse } = server;
  if (refuse && refuse.method === method && refuse.path === path) return json({ ack: 0, msg: refuse.msg }, refuse.status);
  if (path === '/api/admin/leads/counts') return json({ ack: 1, data: server.counts });
  if (path === '/api/admin/assignees')
    return json({
      ack: 1,
      data: [
        { email: me, role: 'sales' },
        { email: 'owner@nexoria.example', role: 'owner' },
      ],
    });
  const lead = server.lead;
  if (path === leadPath && method === 'GET') return json({ ack: 1, data: lead });
  if (path === leadPath && method === 'PUT') {
    const change = body as { leadStatus?: ContactEnquiry['leadStatus']; assignee?: string };
    const isNew = (status: ContactEnquiry['leadStatus']) => (status ?? 'new') === 'new';
    const leadStatus = change.leadStatus ?? lead.leadStatus;
    if (isNew(lead.leadStatus) !== isNew(leadStatus)) server.counts.contact += isNew(leadStatus) ? 1 : -1;
    const assignee = change.assignee === undefined ? lead.assignee : change.assignee === 'none' ? undefined : change.assignee;
    server.lead = { ...lead, leadStatus, assignee, leadUpdatedAt: stamp(), leadUpdatedBy: me };
    return json({ ack: 1, msg: messages.leadUpdated, data: server.lead });
  }
  if (path === `${leadPath}/notes`) {
    const at = stamp();
    const note = { _id: `n${(lead.notes ?? []).length}`, author: me, at, text: (body as { text: string }).text };
    server.lead = { ...lead, notes: [...(lead.notes ?? []), note], leadUpdatedAt: at, leadUpdatedBy: me };
    return json({ ack: 1, msg: messages.leadNoteAdded, data: server.lead }, 201);
  }
  if (path === leadPath && method === 'DELETE') return json({ ack: 1, msg: messages.leadDeleted });
  return json({ ack: 0, msg: 'Not found' }, 404);
}

/** Around each test of the file: a fresh enquiry, a Sales session, and fetch answering from `server`. */
export function withLeadServer(): void {
  beforeEach(() => {
    Object.assign(server, {
      lead: {
        _id: 'c1',
        name: 'Ada Lovelace',
        contactNo: '+44 20 7946 0000',
        emailAddress: 'ada@analytical.example',
        message: 'We need a data platform.\nCan you call us?',
        terms: true,
        added_date: '2025-03-01T10:00:00.000Z',
        mailStatus: 'sent',
      },
      counts: { contact: 3, hire: 0 },
      sent: [],
      refuse: undefined,
      hold: undefined,
    } satisfies Server);
    // A screen unmounted after the last test may have flushed a note draft: each test starts without one.
    localStorage.clear();
    sessionStorage.setItem('token', tokenWith({ exp: Math.floor(Date.now() / 1000) + 3600, role: 'sales', email: me }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        const body = init.body ? JSON.parse(String(init.body)) : undefined;
        server.sent.push({ method, path, body });
        const response = answer(method, path, body);
        await server.hold?.(method, path);
        return response;
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
    // Toasts live in a store of their own, beyond one render.
    toast.remove();
  });
}

export const writes = () => server.sent.filter((request) => request.method !== 'GET');

/** The lead screen at /admin/contact-us/c1, beside the New badge, with the list one link away. */
export function renderLead() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/contact-us/:id',
        element: (
          <>
            <NewLeadsBadge section="contact" />
            <ContactLeadScreen />
          </>
        ),
      },
      { path: '/admin/contact-us', element: <p>The list</p> },
    ],
    { initialEntries: ['/admin/contact-us/c1'] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RouterProvider router={router} />
      <Toaster />
    </SWRConfig>,
  );
  return router;
}

/** A promise and its resolve, to hold an answer back until the test lets it go. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
