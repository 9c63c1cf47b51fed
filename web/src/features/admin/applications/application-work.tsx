/** The stage and the assignee of an application, each saved as soon as it is chosen. */
import { type Application, applicationStageLabels, applicationStages } from '@contract/applications';
import { unassigned } from '@contract/leads';
import { routes } from '@contract/routes';
import { mayCall } from '../../../lib/session';
import { dataOrThrow, useAdminRead } from '../shared/admin-read';
import { ApplicationChoice } from './application-choice';

const stageOptions = applicationStages.map((stage) => ({ value: stage, label: applicationStageLabels[stage] }));

interface Props {
  application: Application;
  onSaved: (application: Application) => Promise<unknown>;
  reload: () => void;
}

/** Owners and Recruiters to assign from; an assignee no longer among them stays choosable, so the control never shows a wrong name. */
function useAssigneeOptions(current: string | undefined) {
  const { data } = useAdminRead(mayCall(routes.listRecruiters) ? 'listRecruiters' : null, async (call) =>
    dataOrThrow(await call(routes.listRecruiters)),
  );
  const team = (data ?? []).map((person) => person.email);
  const emails = current && !team.includes(current) ? [current, ...team] : team;
  return [{ value: unassigned, label: 'Unassigned' }, ...emails.map((email) => ({ value: email, label: email }))];
}

export function ApplicationWork({ application, onSaved, reload }: Props) {
  const assignees = useAssigneeOptions(application.assignee);
  return (
    <>
      <ApplicationChoice
        application={application}
        field="stage"
        label="Stage"
        value={application.stage}
        options={stageOptions}
        onSaved={onSaved}
        reload={reload}
      />
      <ApplicationChoice
        application={application}
        field="assignee"
        label="Assigned to"
        value={application.assignee ?? unassigned}
        options={assignees}
        onSaved={onSaved}
        reload={reload}
      />
    </>
  );
}
