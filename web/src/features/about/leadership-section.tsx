import { Users } from 'lucide-react';
import { Reveal } from '../../components/reveal';
import { PageSection } from '../../components/page-section';
import type { AboutPage } from '@contract/entities';
import { focusAreas, initialsOf } from './about-text';
import './leadership.css';

/** Leadership: the directors' cards and the team lead's claim. */
export function LeadershipSection({ about }: { about: AboutPage }) {
  return (
    <PageSection
      className="section section--muted"
      id="about-leadership"
      kicker={about.leadershipKicker}
      title={about.leadershipTitle}
      lead={about.leadershipLead}
    >
      <div className="grid grid--2">
        {about.directors.map((director, index) => (
          <Reveal key={director.name} index={index} as="article" className="card about-person">
            <div className="about-person__head">
              <Avatar initials={initialsOf(director.name)} />
              <div>
                <h3 className="about-person__name">{director.name}</h3>
                <p className="about-person__role">{director.role}</p>
              </div>
              <span className="about-person__years">{director.experience}</span>
            </div>
            <p>{director.bio}</p>
            <ul className="tag-row about-person__focus" aria-label={`${director.name}'s focus areas`}>
              {focusAreas(director.focus).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Reveal>
        ))}
      </div>
      <Reveal className="about-lead">
        <Avatar initials={initialsOf(about.teamLeadName)} small />
        <div>
          <p className="about-lead__claim">
            <Users size={20} aria-hidden="true" /> {about.teamLeadName}, {about.teamLeadRole}: a team of {about.teamLeadClaim}
          </p>
          <p className="about-lead__text">{about.teamLeadText}</p>
        </div>
      </Reveal>
    </PageSection>
  );
}

function Avatar({ initials, small = false }: { initials: string; small?: boolean }) {
  return (
    <span className={`disc about-avatar ${small ? 'about-avatar--small' : ''}`} aria-hidden="true">
      {initials}
    </span>
  );
}
