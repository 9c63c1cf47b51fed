import { Users } from 'lucide-react';
import { Reveal } from '../../components/reveal';
import { PageSection } from '../../components/page-section';
import { aboutDirectors, aboutTeamLead } from './about-content';
import './leadership.css';

/** Leadership: the directors' cards and the team lead's claim. */
export function LeadershipSection() {
  return (
    <PageSection
      className="section section--muted"
      id="about-leadership"
      kicker="Leadership"
      title="The people accountable for your delivery"
      lead="Our board members each bring 16+ years of enterprise delivery, and they stay close to the work."
    >
      <div className="grid grid--2">
        {aboutDirectors.map((director, index) => (
          <Reveal key={director.name} index={index} as="article" className="card about-person">
            <div className="about-person__head">
              <Avatar initials={director.initials} />
              <div>
                <h3 className="about-person__name">{director.name}</h3>
                <p className="about-person__role">{director.role}</p>
              </div>
              <span className="about-person__years">{director.experience}</span>
            </div>
            <p>{director.bio}</p>
            <ul className="tag-row about-person__focus" aria-label={`${director.name}'s focus areas`}>
              {director.focus.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Reveal>
        ))}
      </div>
      <Reveal className="about-lead">
        <Avatar initials={aboutTeamLead.initials} small />
        <div>
          <p className="about-lead__claim">
            <Users size={20} aria-hidden="true" /> {aboutTeamLead.name}, {aboutTeamLead.role}: a team of {aboutTeamLead.claim}
          </p>
          <p className="about-lead__text">{aboutTeamLead.text}</p>
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
