import { Building2, Factory, Pill, ShoppingCart, Truck, Zap } from 'lucide-react';
import { siDialogflow, siRasa, siSap, siTelegram, siUipath, siWhatsapp } from 'simple-icons';
import { studioBreadcrumb } from '../breadcrumb';
import type { ServiceContent } from './types';

export const content: ServiceContent = {
  type: 'SAP',
  illustration: 'enterprise',
  title: 'SAP Services',
  text: 'SAP S/4HANA implementations, migrations from ECC, Fiori apps and intelligent automation that connect your ERP to the people and systems around it.',
  description:
    'SAP services: S/4HANA implementation and ECC migration, SAP BTP and Fiori development, ABAP modernisation, SAP integration and conversational bots on top of SAP.',
  breadcrumb: studioBreadcrumb('SAP'),
  details: {
    title: 'Prepare for 2027 without stopping the business',
    text: 'Mainstream maintenance for SAP ECC ends in 2027, and most companies we meet have years of custom ABAP that must come along or be retired. We run a readiness check, clean the core by moving extensions to SAP Business Technology Platform, and choose with you between a greenfield, brownfield or selective data transition to S/4HANA.',
    overview:
      'Our SAP consultants cover finance (FI/CO), logistics (MM, SD, PP), warehouse management and technical work (ABAP, Fiori, integration). Programmes run on SAP Activate: prepare, explore, realise, deploy and run, with hypercare after go-live.',
    showHireUs: false,
  },
  offerings: {
    heading: 'SAP services',
    items: [
      { id: 's4', text: 'S/4HANA greenfield implementations and brownfield ECC conversions' },
      { id: 'btp', text: 'Side-by-side extensions on SAP BTP with CAP, keeping the ERP core clean' },
      { id: 'fiori', text: 'SAP Fiori and UI5 apps that replace complex transactions with task-focused screens' },
      { id: 'abap', text: 'ABAP modernisation: custom code analysis, remediation and RAP-based development' },
      { id: 'integration', text: 'Integration with CRMs, e-commerce and banks through SAP Integration Suite' },
      { id: 'ams', text: 'Application management services with SLA-based SAP support' },
    ],
  },
  advantages: {
    heading: 'Why run SAP projects with us',
    items: [
      {
        id: 'functional',
        title: 'Functional and technical together',
        text: 'Module consultants and developers in one team, so a process change and its code land together.',
      },
      { id: 'clean', title: 'Clean core', text: 'Extensions outside the ERP core keep future SAP upgrades short and cheap.' },
      { id: 'data', title: 'Rehearsed data migration', text: 'Mock conversions with reconciliation before the real cut-over weekend.' },
    ],
  },
  domainExpertise: {
    title: 'Industries where we run SAP',
    items: [
      { id: 'manufacturing', title: 'Discrete manufacturing', icon: Factory },
      { id: 'pharma', title: 'Pharmaceuticals', icon: Pill },
      { id: 'retail', title: 'Retail and consumer goods', icon: ShoppingCart },
      { id: 'logistics', title: 'Logistics', icon: Truck },
      { id: 'utilities', title: 'Utilities', icon: Zap },
      { id: 'public', title: 'Public sector', icon: Building2 },
    ],
  },
  toolsAndTechnologies: {
    title: 'SAP technologies',
    items: [
      { name: 'SAP S/4HANA', icon: siSap },
      { name: 'SAP BTP' },
      { name: 'SAP Fiori' },
      { name: 'SAPUI5' },
      { name: 'ABAP' },
      { name: 'SAP Integration Suite' },
      { name: 'SAP Analytics Cloud' },
    ],
  },
  botPlatforms: {
    title: 'Bot platforms we connect to SAP',
    text: 'Conversational assistants let employees and customers check orders, approve purchase requisitions or request leave from chat, with SAP as the system of record behind them.',
    items: [
      {
        id: 'joule',
        text: 'SAP\u2019s own AI copilot and SAP Build Process Automation for bots that live inside the SAP estate.',
        logo: { name: 'SAP Build', icon: siSap },
      },
      {
        id: 'dialogflow',
        text: 'Google Dialogflow CX agents for multilingual customer service on web and voice channels.',
        logo: { name: 'Dialogflow', icon: siDialogflow },
      },
      {
        id: 'rasa',
        text: 'Rasa for self-hosted assistants when data must stay inside your own network.',
        logo: { name: 'Rasa', icon: siRasa },
      },
      {
        id: 'teams',
        text: 'Microsoft Teams bots for approvals and status checks where your employees already work.',
        logo: { name: 'Microsoft Teams' },
      },
      {
        id: 'whatsapp',
        text: 'WhatsApp Business bots for order tracking and delivery updates to customers.',
        logo: { name: 'WhatsApp', icon: siWhatsapp },
      },
      {
        id: 'telegram',
        text: 'Telegram bots for field teams and distributors who need quick stock and price look-ups.',
        logo: { name: 'Telegram', icon: siTelegram },
      },
      {
        id: 'uipath',
        text: 'UiPath robots that carry out the SAP transactions a conversation triggers.',
        logo: { name: 'UiPath', icon: siUipath },
      },
    ],
  },
  closing: {
    title: 'Start your S/4HANA readiness check',
    text: 'In three weeks we analyse your custom code, data and processes and recommend a transition path with a budget range.',
    showHireUs: false,
  },
};
