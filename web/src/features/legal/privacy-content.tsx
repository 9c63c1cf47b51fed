/** The text of the Privacy Policy and Terms of Service page: the two parts and their numbered sections. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { site } from '../../config/site';

/** Spec §2, §9: the policy date and the age limit are fixed. */
export const policyDate = '27th July 23';
export const minimumAge = 16;

interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

const mail = <a href={`mailto:${site.businessEmail}`}>{site.businessEmail}</a>;
const officeList = site.offices
  .map((office) => (office.city === office.country ? office.city : `${office.city}, ${office.country}`))
  .join('; ');

const privacySections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {site.name} ("we", "us") provides software engineering, cloud and dedicated development services to businesses. This policy
          explains what personal data we collect through this website, why we collect it and what choices you have. We are the controller of
          the data described here.
        </p>
        <p>
          We have offices in {officeList}. You can reach the team responsible for privacy at {mail}.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We only collect what you choose to send us and the minimum technical data needed to run the site securely:</p>
        <ul>
          <li>
            <strong>Contact form:</strong> your full name, e-mail address, contact number, your message and your confirmation that you agree
            to this policy.
          </li>
          <li>
            <strong>Hiring enquiry form:</strong> your full name, country, e-mail address, contact number, the skills you are looking for,
            the hiring model you prefer (monthly, fixed or to be decided) and any note you add.
          </li>
          <li>
            <strong>Newsletter:</strong> your e-mail address, if you subscribe.
          </li>
          <li>
            <strong>Job applications:</strong> whatever you include when you apply by e-mail from our Careers page, typically your CV and
            contact details.
          </li>
          <li>
            <strong>Technical data:</strong> our servers record the IP address, browser type, requested page and time of each request. We
            use these logs to keep the site available and to detect abuse, not to profile visitors.
          </li>
        </ul>
        <p>We do not ask for, and ask you not to send, special categories of data such as health, religious or biometric information.</p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <>
        <ul>
          <li>To answer your message or enquiry and, where you ask for it, to prepare a proposal or introduce candidate engineers.</li>
          <li>To send the newsletter you subscribed to. Every issue has an unsubscribe link.</li>
          <li>To assess job applications for the role you applied for.</li>
          <li>To secure the website, prevent spam and fraud, and meet our legal obligations.</li>
        </ul>
        <p>
          We rely on your request (steps before a contract), your consent (newsletter), our legitimate interest in running a secure business
          website, and legal obligations, as applicable. We do not use your data for automated decisions that affect you, and we never sell
          it.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing and disclosure',
    body: (
      <>
        <p>
          Your information is seen by the people at {site.shortName} who need it to reply to you. Outside the company we share it only with:
        </p>
        <ul>
          <li>
            Our hosting, storage and e-mail delivery providers, who process it on our instructions under written data-processing terms.
          </li>
          <li>Professional advisers, such as auditors and lawyers, under a duty of confidentiality.</li>
          <li>Authorities, when the law requires it, or to protect the rights and safety of our clients, staff or the public.</li>
          <li>A buyer or successor, if our business is reorganised or sold, who must honour this policy.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    body: (
      <p>
        Our teams work across India, the USA and Singapore, and our providers may store data in other countries. When personal data leaves
        the country where it was collected, we use safeguards recognised by the applicable law, such as standard contractual clauses, and
        give access only to the teams handling your request.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          Contact messages and hiring enquiries: 24 months after our last exchange, unless they lead to a contract, which has its own
          retention period.
        </li>
        <li>Newsletter address: until you unsubscribe.</li>
        <li>Job applications: 12 months, so we can consider you for similar roles, unless you ask us to delete them sooner.</li>
        <li>Server logs: 90 days.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Data is encrypted in transit (HTTPS) and at rest. Access to submissions is limited to named administrators behind authenticated
        sign-in, and every change to published content is made through an access-controlled back office. No system is perfectly secure; if a
        breach affects your data, we will tell you and the relevant authority as the law requires.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and similar technologies',
    body: (
      <>
        <p>
          This website sets no tracking, analytics or advertising cookies, and we do not use third-party trackers. Administrators who sign
          in to the back office hold a session token in their browser's session storage, which is cleared when they log out or close the
          tab. While they edit, the back office keeps their unsaved text in the browser's local storage on their own device, so that a
          reload or an ended session loses no work; it is removed when they save or discard it, and a draft older than 14 days is never
          restored.
        </p>
        <p>
          Videos on our home page are loaded from an external video platform only after you press play. From that moment the platform's own
          privacy policy and cookies apply to the video.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          Depending on where you live, you may ask us to give you a copy of your data, correct it, delete it, restrict or object to its use,
          or transfer it to another provider. You can withdraw consent to the newsletter at any time. Write to {mail}; we reply within 30
          days and may ask you to confirm your identity first.
        </p>
        <p>If you are not satisfied with our answer, you may complain to the data-protection authority of your country.</p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Our website and services are for businesses and are not directed to children under {minimumAge}. We do not knowingly collect
        personal data from anyone under {minimumAge}. If you believe a child under {minimumAge} has sent us information, contact {mail} and
        we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We update this page when our practices change and show the date of the latest version at the top. Material changes are also
        announced on our home page.
      </p>
    ),
  },
];

const termsSections: LegalSection[] = [
  {
    id: 'using-the-site',
    title: 'Using this website',
    body: (
      <p>
        By using this website you accept these terms. You may browse and share our pages for lawful purposes. You must not try to break or
        overload the site, access areas you are not authorised to use, send malicious code, or submit forms with false or automated
        information.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        The text, graphics, logos and code of this website belong to {site.name} or its licensors. Technology names and logos shown on our
        pages belong to their owners and are used only to describe the skills we offer. You may quote short extracts with attribution; any
        other reuse needs our written permission.
      </p>
    ),
  },
  {
    id: 'enquiries-and-proposals',
    title: 'Enquiries and proposals',
    body: (
      <p>
        Sending a contact or hiring enquiry does not create a contract. Prices, team sizes and timelines become binding only when both
        parties sign a statement of work or service agreement, which then takes precedence over these terms.
      </p>
    ),
  },
  {
    id: 'content-accuracy',
    title: 'Accuracy of content',
    body: (
      <p>
        We keep the figures, case studies and service descriptions on this site accurate and up to date, but they are general information,
        not professional advice or a guarantee of results for your project. News, press releases and event pages reflect the facts at the
        date of publication.
      </p>
    ),
  },
  {
    id: 'third-party-links',
    title: 'Links to other websites',
    body: (
      <p>
        Our pages link to our blog, social networks and news sources. We are not responsible for the content or privacy practices of those
        sites.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        The website is provided "as is". To the extent the law allows, we are not liable for indirect or consequential loss arising from its
        use or from temporary unavailability. Nothing in these terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about this policy or these terms go to {mail}, or use our <Link to="/contact">contact form</Link>. Please include
        "Privacy" in the subject so your message reaches the right person quickly.
      </p>
    ),
  },
];

export const legalParts = [
  { id: 'privacy-policy', title: 'Privacy policy', sections: privacySections },
  { id: 'terms-of-service', title: 'Terms of service', sections: termsSections },
] as const;
