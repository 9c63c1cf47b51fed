import { applicationStageLabels, type ApplicationStage } from '@contract/applications';
import '../shared/status-badge.css';
import './applications.css';

/** An application's stage as the tables' badge: Applied, Screening, Interview, Offer, Hired, Rejected. */
export function ApplicationStageBadge({ stage }: { stage: ApplicationStage }) {
  return <span className={`status-badge stage-badge--${stage}`}>{applicationStageLabels[stage]}</span>;
}
