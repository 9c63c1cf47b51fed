import { Factory, HandCoins, HeartPulse, Store, Truck, Wrench } from 'lucide-react';
import { studioBreadcrumb } from '../breadcrumb';
import type { ServiceContent } from './types';

export const content: ServiceContent = {
  type: 'dynamic365',
  illustration: 'enterprise',
  title: 'Microsoft Dynamics 365',
  text: 'Implementation, customisation and support of Dynamics 365 for sales, service, finance and operations, connected to the rest of your Microsoft estate.',
  description:
    'Microsoft Dynamics 365 services: Sales, Customer Service, Field Service, Finance and Supply Chain implementations, Power Platform extensions and CRM or ERP migrations.',
  breadcrumb: studioBreadcrumb('dynamic365'),
  details: {
    title: 'Dynamics 365 that fits how you actually work',
    text: 'Out of the box, Dynamics 365 covers most of a business process; the value is in fitting the remaining part without breaking upgrades. We configure first, extend with Power Automate and Power Apps second, and write C# plug-ins or X++ only when nothing else will do, so your twice-yearly Microsoft updates install cleanly.',
    overview:
      'Implementations follow Microsoft\u2019s Success by Design phases: a fit-gap workshop, iterative build sprints with weekly demos, data migration rehearsals, user acceptance testing and a supported go-live. After launch we offer a support retainer with agreed response times.',
  },
  offerings: {
    heading: 'Dynamics 365 services',
    items: [
      { id: 'impl', text: 'End-to-end implementation of Dynamics 365 CE and Finance and Operations apps' },
      { id: 'custom', text: 'Custom entities, business rules, plug-ins and model-driven app forms' },
      { id: 'power', text: 'Power Apps, Power Automate flows and Power BI reports on Dataverse' },
      { id: 'integration', text: 'Integration with Outlook, Teams, SharePoint, e-commerce and legacy ERPs through Azure Logic Apps' },
      { id: 'support', text: 'Post-go-live support, release-wave testing and administrator training' },
    ],
  },
  advantages: {
    heading: 'Benefits our clients see',
    items: [
      {
        id: 'single',
        title: 'One customer record',
        text: 'Sales, service and finance work from the same account history instead of three spreadsheets.',
      },
      {
        id: 'automation',
        title: 'Less manual entry',
        text: 'Approvals, case routing and invoice matching run as flows rather than e-mail chains.',
      },
      {
        id: 'insight',
        title: 'Live reporting',
        text: 'Power BI dashboards built on Dataverse show pipeline and margin without a month-end export.',
      },
    ],
  },
  display: {
    title: 'Dynamics 365 apps we implement',
    items: [
      { id: 'sales', title: 'Sales', text: 'Lead scoring, opportunity pipelines, quotes and forecasting linked to Outlook and Teams.' },
      {
        id: 'service',
        title: 'Customer Service',
        text: 'Omnichannel case management, SLAs, knowledge base and customer self-service portals.',
      },
      {
        id: 'field',
        title: 'Field Service',
        text: 'Work orders, technician scheduling, mobile inspections and asset maintenance history.',
      },
      {
        id: 'finance',
        title: 'Finance',
        text: 'General ledger, accounts payable and receivable, budgeting and multi-entity consolidation.',
      },
      { id: 'scm', title: 'Supply Chain Management', text: 'Inventory, warehouse, procurement and production planning across sites.' },
      {
        id: 'bc',
        title: 'Business Central',
        text: 'An all-in-one ERP for growing companies moving up from entry-level accounting software.',
      },
    ],
  },
  migration: {
    title: 'Moving to Dynamics 365 without losing history',
    text: 'We migrate from Dynamics CRM on-premise, Dynamics AX and NAV, Salesforce and older ERPs. Data is profiled, cleaned and mapped first; then we run at least two full rehearsal loads with reconciliation reports, so the final cut-over happens over a weekend with balances and open records verified before users log in on Monday.',
  },
  domainExpertise: {
    title: 'Industries we configure Dynamics 365 for',
    items: [
      { id: 'manufacturing', title: 'Manufacturing', icon: Factory },
      { id: 'distribution', title: 'Distribution', icon: Truck },
      { id: 'retail', title: 'Retail', icon: Store },
      { id: 'services', title: 'Professional services', icon: HandCoins },
      { id: 'field', title: 'Field maintenance', icon: Wrench },
      { id: 'health', title: 'Healthcare providers', icon: HeartPulse },
    ],
  },
  toolsAndTechnologies: {
    title: 'The Microsoft platform we build on',
    items: [
      { name: 'Dynamics 365' },
      { name: 'Power Apps' },
      { name: 'Power Automate' },
      { name: 'Power BI' },
      { name: 'Dataverse' },
      { name: 'Azure Logic Apps' },
      { name: 'C# .NET' },
      { name: 'X++' },
    ],
  },
  closing: {
    title: 'Plan your Dynamics 365 project with certified consultants',
    text: 'Start with a fit-gap workshop: in five days you get a scope, a phased plan and a fixed estimate for the first release.',
  },
};
