import { PhoneList } from '../../components/phone-list';
import { HiringForm } from './hiring-form';
import './hiring-form-slot.css';

/** The hiring enquiry section: intro column plus the form column. */
export function HiringFormSlot() {
  return (
    <section className="section hire-form" id="hire-enquiry" aria-labelledby="hire-form-title">
      <div className="container split hire-form__inner">
        <div className="hire-form__intro">
          <span className="kicker">Hiring enquiry</span>
          <h2 id="hire-form-title">Tell us about the team you need</h2>
          <p>A short note is enough to start: we reply with engineer profiles that match it.</p>
          <ul className="hire-form__checklist">
            <li>The skills you need, e.g. React, Python, DevOps or SAP</li>
            <li>Fixed price, monthly, or not decided yet</li>
            <li>How many engineers, and when they should start</li>
          </ul>
          <p>Prefer to talk first? Write to us or call the office closest to you.</p>
          <PhoneList block="hire-form" label="Other ways to reach our hiring desk" mailSubject="Hiring enquiry" />
        </div>
        <div className="hire-form__column card">
          <h3 id="hire-form-column-title" className="hire-form__column-title">
            Send us your requirements
          </h3>
          <HiringForm labelledBy="hire-form-column-title" />
        </div>
      </div>
    </section>
  );
}
