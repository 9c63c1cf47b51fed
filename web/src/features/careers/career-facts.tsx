import { Briefcase, CalendarClock, ClipboardList, Clock, MapPin } from 'lucide-react';
import type { CareerPost } from '@contract/entities';
import { employmentTypes } from '@contract/job-closing';
import { formatDate } from '../../lib/format';

/** A job's facts: location, experience, interview process, employment type and its closing day (the last day to apply). */
export function CareerFacts({ job, closed = false }: { job: CareerPost; closed?: boolean }) {
  return (
    <ul className="careers-card__facts">
      <li>
        <MapPin size={16} aria-hidden="true" />
        <span className="visually-hidden">Location: </span>
        {job.careerLocation}
      </li>
      <li>
        <Briefcase size={16} aria-hidden="true" />
        <span className="visually-hidden">Experience: </span>
        {job.careerExperienceYr}
      </li>
      <li>
        <ClipboardList size={16} aria-hidden="true" />
        <span className="visually-hidden">Interview process: </span>
        {job.careerInterviewProcess}
      </li>
      {job.employmentType && (
        <li>
          <Clock size={16} aria-hidden="true" />
          <span className="visually-hidden">Employment type: </span>
          {employmentTypes[job.employmentType]}
        </li>
      )}
      {job.closingDate && (
        <li>
          <CalendarClock size={16} aria-hidden="true" />
          {closed ? 'Closed after' : 'Apply by'} <time dateTime={job.closingDate}>{formatDate(job.closingDate)}</time>
        </li>
      )}
    </ul>
  );
}
