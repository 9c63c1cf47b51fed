/**
 * Local contact messages and hiring enquiries in every lead state:
 * a few New, some In progress with the Sales user and a note, one Replied,
 * one Closed and one Spam, so the lead screens, filters and the admin bar's
 * New badges show real work from the first start. Stored as the public forms
 * store them (their mail long sent, through the core's lead writer, so
 * indexes, tokens and counters are right), with the lead fields the sales team adds.
 */
import type { ContactEnquiry, HireEnquiry } from '../../../functions/contract/entities';
import type { LeadFields, LeadNote, LeadStatus } from '../../../functions/contract/leads';
import { adminExists } from '../../../functions/core/auth/admins';
import { storeLead } from '../../../functions/core/leads/lead-writes';

type Contact = Omit<ContactEnquiry, '_id' | 'added_date' | keyof LeadFields>;
type Hire = Omit<HireEnquiry, '_id' | 'added_date' | keyof LeadFields>;

/** How the team worked an enquiry: its status, and for work in progress the note its owner wrote (hours after it came in). */
interface Work {
  hoursAgo: number;
  status?: LeadStatus;
  teamNote?: string;
}

const contacts: Array<Contact & Work> = [
  {
    hoursAgo: 3,
    name: 'Aisha Bello',
    emailAddress: 'aisha.bello@lumenhealth.example',
    contactNo: '2348031234567',
    message: 'We are a digital health start-up in Lagos and want to talk about an AI triage pilot with your data team.',
    terms: true,
  },
  {
    hoursAgo: 20,
    name: 'Lukas Becker',
    emailAddress: 'l.becker@nordwerk.example',
    contactNo: '4915112345678',
    message: 'Could you send us references for SAP to AWS migrations in manufacturing?',
    terms: true,
  },
  {
    hoursAgo: 46,
    status: 'in-progress',
    teamNote: 'Call booked for Thursday 11:00 IST with their CTO; they want a fixed-price quote for the React Native rewrite.',
    name: 'Priya Raman',
    emailAddress: 'priya.raman@kestrelpay.example',
    contactNo: '9876543210',
    message: 'We need to rebuild our payments app in React Native before the festive season. Can we talk this week?',
    terms: true,
  },
  {
    hoursAgo: 70,
    status: 'replied',
    name: 'Grace Wong',
    emailAddress: 'grace.wong@harbourlogistics.example',
    contactNo: '85291234567',
    message: 'Do you offer 24/7 support for Kubernetes clusters we already run?',
    terms: true,
  },
  {
    hoursAgo: 120,
    status: 'spam',
    name: 'SEO Rank Boost',
    emailAddress: 'offers@rank-boost.example',
    contactNo: '1234567890',
    message: 'GUARANTEED first page on Google in 7 days!!! Reply now for 90% discount.',
    terms: true,
  },
  {
    hoursAgo: 200,
    status: 'closed',
    name: 'Tomás Silva',
    emailAddress: 'tomas.silva@verdeagro.example',
    contactNo: '5511912345678',
    message: 'Looking for a partner to build an IoT dashboard for our farms in Brazil.',
    terms: true,
  },
];

const hires: Array<Hire & Work> = [
  {
    hoursAgo: 5,
    fullName: 'Daniel Ortiz',
    country: 'Singapore',
    countryCode: 'SG',
    contactNo: '6591234567',
    emailAddress: 'daniel.ortiz@tidewater.example',
    note: 'Two Go engineers from January, remote, overlapping Singapore hours.',
    hiringchecked: 'monthly',
    servicechecked: ['Backend Development', 'DevOps'],
  },
  {
    hoursAgo: 30,
    status: 'in-progress',
    teamNote: 'Sent three QA profiles; waiting for their feedback before the interviews.',
    fullName: 'Mei Tan',
    country: 'Malaysia',
    countryCode: 'MY',
    contactNo: '60123456789',
    emailAddress: 'mei.tan@orchidretail.example',
    hiringchecked: 'fixed',
    servicechecked: ['Quality Assurance'],
  },
  {
    hoursAgo: 96,
    status: 'replied',
    fullName: 'Oliver Hughes',
    country: 'United Kingdom',
    countryCode: 'GB',
    contactNo: '447700900123',
    emailAddress: 'oliver.hughes@brightpath.example',
    note: 'A UI/UX designer for a three-month redesign.',
    hiringchecked: 'decide_later',
    servicechecked: ['UI/UX Design'],
  },
];

/** `Work` as stored lead fields: work in progress goes to `assignee`, with its note. */
function leadFields({ hoursAgo, status, teamNote }: Work, assignee: string, received: Date): LeadFields {
  if (!status) return {};
  const at = new Date(received.getTime() + Math.min(hoursAgo, 2) * 3_600_000).toISOString();
  const stamp = { leadStatus: status, leadUpdatedAt: at, leadUpdatedBy: assignee };
  if (status !== 'in-progress' || !teamNote) return stamp;
  const notes: LeadNote[] = [{ _id: crypto.randomUUID(), author: assignee, at, text: teamNote }];
  return { ...stamp, assignee, notes };
}

async function store(type: 'CONTACT' | 'HIRE', { hoursAgo, status, teamNote, ...enquiry }: (Contact | Hire) & Work, assignee: string) {
  const received = new Date(Date.now() - hoursAgo * 3_600_000);
  const _id = crypto.randomUUID();
  const added_date = received.toISOString();
  const fields = { ...enquiry, _id, added_date, mailStatus: 'sent', mailAttempts: 1 };
  await storeLead(type, { ...fields, ...leadFields({ hoursAgo, status, teamNote }, assignee, received) }, status ?? 'new');
}

/** Stores the enquiries; work in progress is assigned to the local Sales user when there is one, else to the Owner. */
export async function seedLeads(ownerEmail: string): Promise<void> {
  const assignee = (await adminExists('sales@example.com')) ? 'sales@example.com' : ownerEmail;
  for (const contact of contacts) await store('CONTACT', contact, assignee);
  for (const hire of hires) await store('HIRE', hire, assignee);
}
