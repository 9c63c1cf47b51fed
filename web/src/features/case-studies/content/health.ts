import { siDocker, siNodedotjs, siPostgresql, siReact, siRedis, siTerraform, siTypescript, siWebrtc } from 'simple-icons';
import type { CaseStudy } from './types';

export const study: CaseStudy = {
  dept: 'health',
  illustration: 'health',
  sector: 'HEALTH CARE',
  title: 'A virtual-care platform for a US telehealth provider',
  subtitle: 'Video visits, e-prescriptions and remote patient monitoring in one HIPAA-compliant product, built in seven months.',
  description:
    'Case study: how we built a HIPAA-compliant telehealth platform with video visits, scheduling, e-prescribing and remote monitoring for a US provider.',
  facts: [
    { label: 'Client', value: 'Multi-state telehealth provider, USA' },
    { label: 'Team', value: '11 engineers, designer, QA' },
    { label: 'Duration', value: '7 months to launch' },
  ],
  overview: {
    title: 'Overview',
    paragraphs: [
      'The client ran primary-care and behavioural-health visits for employers and health plans across several US states. Its first product stitched together a consumer video tool, a separate scheduling system and faxed prescriptions, and clinicians spent the first minutes of every visit finding the right patient record.',
      'They asked us for one platform that patients could use from a phone, that clinicians could run a full day of visits in, and that their compliance team could sign off under HIPAA.',
    ],
  },
  outcomes: [
    { value: '38%', label: 'fewer no-shows after automated SMS reminders and one-tap joining' },
    { value: '4 min', label: 'saved per visit by opening the chart and video in one screen' },
    { value: '99.95%', label: 'platform availability over the first year' },
  ],
  whatWeDid: {
    title: 'What we did',
    items: [
      {
        id: 'discovery',
        title: 'Mapped the clinical day',
        text: 'Shadowed clinicians and schedulers for two weeks and redesigned the visit flow around the patient queue, not around separate tools.',
      },
      {
        id: 'build',
        title: 'Built the platform',
        text: 'A React web app for clinicians, a React Native app for patients and Node.js services exchanging data with EHRs over FHIR R4.',
      },
      {
        id: 'compliance',
        title: 'Designed for HIPAA',
        text: 'Encryption in transit and at rest, audit logs for every record access, role-based permissions and signed business associate agreements with every vendor.',
      },
      {
        id: 'run',
        title: 'Launched and operated',
        text: 'Rolled out state by state, then took over 24/7 support and monthly releases after go-live.',
      },
    ],
  },
  functionality: {
    title: 'Functionality',
    items: [
      'Online booking with clinician availability across time zones and state licences',
      'Browser and app video visits with waiting room, screen share and interpreter join',
      'Electronic prescribing sent straight to the patient\u2019s chosen pharmacy',
      'Remote monitoring of blood pressure and glucose from Bluetooth devices with alert thresholds',
      'Visit notes with templates, coded diagnoses and automatic sync to the EHR',
      'Insurance eligibility checks and co-pay collection before the visit',
    ],
  },
  technology: {
    title: 'Technology used',
    items: [
      { name: 'React', icon: siReact },
      { name: 'React Native', icon: siReact },
      { name: 'TypeScript', icon: siTypescript },
      { name: 'Node.js', icon: siNodedotjs },
      { name: 'FHIR R4' },
      { name: 'WebRTC', icon: siWebrtc },
      { name: 'PostgreSQL', icon: siPostgresql },
      { name: 'Redis', icon: siRedis },
      { name: 'Twilio' },
      { name: 'Docker', icon: siDocker },
      { name: 'Terraform', icon: siTerraform },
      { name: 'AWS' },
    ],
  },
};
