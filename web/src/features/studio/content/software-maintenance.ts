import { Bug, Clock, Gauge, Headset, RefreshCw, ShieldCheck } from 'lucide-react';
import { siDatadog, siJirasoftware, siOpsgenie, siPagerduty, siSentry, siStatuspage } from 'simple-icons';
import { studioBreadcrumb } from '../breadcrumb';
import type { ServiceContent } from './types';

export const content: ServiceContent = {
  type: 'software-maintenance',
  illustration: 'support',
  title: 'Software Support & Maintenance',
  text: 'We keep the software your business depends on patched, monitored and improving, with response times written into the contract and 24/7 cover when you need it.',
  description:
    'Software support and maintenance: L1-L3 application support, 24/7 monitoring, bug fixing, security patching, framework upgrades and performance improvements under clear SLAs.',
  breadcrumb: studioBreadcrumb('software-maintenance'),
  details: {
    title: 'Support that knows your system',
    text: 'Good maintenance starts with knowledge transfer. In the first four weeks we document your architecture, deployments and known issues, shadow your current team and set up monitoring. From then on a named team handles incidents, fixes defects, applies security patches and upgrades frameworks before they reach end of life.',
    overview:
      'Support is offered in tiers: business hours or 24/7, with priority-1 response from 15 minutes. Every month you receive a report with tickets resolved, SLA performance, recurring issues and recommendations, and unused hours can go to small improvements.',
    showHireUs: false,
  },
  offerings: {
    heading: 'Maintenance services',
    items: [
      { id: 'l1l3', text: 'L1 to L3 application support with an agreed escalation path' },
      { id: 'monitoring', text: '24/7 monitoring and alerting for applications, APIs and databases' },
      { id: 'bugs', text: 'Corrective maintenance: root-cause analysis and permanent fixes, not workarounds' },
      { id: 'patching', text: 'Security patching and dependency updates on a monthly cycle' },
      { id: 'upgrades', text: 'Framework, runtime and database upgrades before end of support' },
      { id: 'perf', text: 'Performance tuning of slow pages, queries and batch jobs' },
    ],
  },
  advantages: {
    heading: 'Why outsource support to us',
    items: [
      { id: 'sla', title: 'Guaranteed response', text: 'Contractual response and resolution times per priority, reported monthly.' },
      { id: 'focus', title: 'Your team builds', text: 'Your in-house engineers work on the roadmap while we handle the tickets.' },
      {
        id: 'continuity',
        title: 'No single point of failure',
        text: 'Knowledge lives in runbooks and a team, not in one developer\u2019s head.',
      },
    ],
  },
  domainExpertise: {
    title: 'What our support covers',
    items: [
      { id: 'helpdesk', title: 'Service desk', icon: Headset },
      { id: 'bugs', title: 'Bug fixing', icon: Bug },
      { id: 'security', title: 'Security patching', icon: ShieldCheck },
      { id: 'upgrades', title: 'Upgrades', icon: RefreshCw },
      { id: 'performance', title: 'Performance', icon: Gauge },
      { id: 'always', title: '24/7 cover', icon: Clock },
    ],
  },
  toolsAndTechnologies: {
    title: 'Support tooling',
    items: [
      { name: 'Jira Service Management', icon: siJirasoftware },
      { name: 'PagerDuty', icon: siPagerduty },
      { name: 'Opsgenie', icon: siOpsgenie },
      { name: 'Sentry', icon: siSentry },
      { name: 'Datadog', icon: siDatadog },
      { name: 'Statuspage', icon: siStatuspage },
      { name: 'ServiceNow' },
    ],
  },
  closing: {
    title: 'Hand over your support with a proper transition',
    text: 'We will propose an SLA and a four-week knowledge-transfer plan after one call about your system.',
  },
};
