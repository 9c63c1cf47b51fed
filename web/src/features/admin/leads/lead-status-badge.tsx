import { leadStatusLabels, type LeadStatus } from '@contract/leads';
import '../shared/status-badge.css';
import './lead-status-badge.css';

/** A lead's status as the tables' badge: New, In progress, Replied, Closed, Spam. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`status-badge lead-badge--${status}`}>{leadStatusLabels[status]}</span>;
}
