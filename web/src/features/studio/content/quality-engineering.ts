import {
  siApachejmeter,
  siAppium,
  siCucumber,
  siCypress,
  siGithubactions,
  siJenkins,
  siJirasoftware,
  siK6,
  siOwasp,
  siPostman,
  siSelenium,
  siTestrail,
} from 'simple-icons';
import { studioBreadcrumb } from '../breadcrumb';
import type { ServiceContent } from './types';

export const content: ServiceContent = {
  type: 'quality-engineering',
  illustration: 'quality',
  title: 'Quality Engineering',
  text: 'Quality built into every sprint: test strategy, automation and performance and security testing that catch defects while they are still cheap to fix.',
  description:
    'Quality engineering services: test strategy, functional and regression testing, test automation with Selenium, Cypress, Playwright and Appium, performance, security and accessibility testing.',
  breadcrumb: studioBreadcrumb('quality-engineering'),
  details: {
    title: 'Testing that speeds delivery up',
    text: 'Quality engineering is more than a test phase at the end. Our engineers review requirements for testability, agree acceptance criteria before development starts, automate the regression suite so it runs on every pull request, and report defect trends so the team fixes causes, not symptoms.',
    overview:
      'We offer embedded QA engineers in your squads, an independent testing team for releases and audits, and automation projects that convert a manual regression suite into a pipeline stage. Most clients start with a two-week test maturity assessment.',
  },
  offerings: {
    heading: 'Quality engineering services',
    items: [
      { id: 'strategy', text: 'Test strategy and test plans mapped to business risk' },
      { id: 'functional', text: 'Functional, exploratory and user-acceptance testing across browsers and devices' },
      { id: 'regression', text: 'Automated regression suites for web, mobile and APIs' },
      { id: 'coe', text: 'Setting up a testing centre of excellence with shared frameworks and metrics' },
    ],
  },
  advantages: {
    heading: 'Why invest in quality engineering',
    items: [
      { id: 'escape', title: 'Fewer escaped defects', text: 'Issues are caught in the pull request, not reported by customers.' },
      {
        id: 'cycle',
        title: 'Shorter release cycles',
        text: 'A regression suite that took a week by hand runs in under an hour in the pipeline.',
      },
      {
        id: 'confidence',
        title: 'Confident releases',
        text: 'Release decisions rest on test coverage and trend data instead of gut feeling.',
      },
    ],
  },
  qualityTestingServices: {
    title: 'Testing services we provide',
    items: [
      { id: 'functional', text: 'Functional testing' },
      { id: 'api', text: 'API and contract testing' },
      { id: 'performance', text: 'Performance and load testing' },
      { id: 'security', text: 'Security and penetration testing' },
      { id: 'accessibility', text: 'Accessibility testing (WCAG 2.2)' },
      { id: 'mobile', text: 'Mobile app testing on real devices' },
      { id: 'compat', text: 'Cross-browser compatibility testing' },
      { id: 'data', text: 'Data migration and ETL testing' },
    ],
  },
  testAutomation: {
    title: 'Test Automation',
    text: 'We automate the tests that run most often and break least often first, and keep the suite fast and stable enough that developers trust a red build.',
    items: [
      {
        id: 'framework',
        title: 'Framework design',
        text: 'Page-object and screenplay patterns, shared fixtures and test data builders that keep suites maintainable.',
      },
      {
        id: 'pipeline',
        title: 'Pipeline integration',
        text: 'Smoke tests on every commit, full regression nightly, results published to the pull request.',
      },
      {
        id: 'flaky',
        title: 'Flaky-test control',
        text: 'Tests that fail intermittently are quarantined, tracked and fixed, never silently retried forever.',
      },
    ],
  },
  technologyStack: {
    title: 'Technology Stack',
    groups: [
      {
        id: 'ui',
        title: 'Web and mobile automation',
        items: [
          { name: 'Selenium', icon: siSelenium },
          { name: 'Cypress', icon: siCypress },
          { name: 'Playwright' },
          { name: 'Appium', icon: siAppium },
          { name: 'Cucumber', icon: siCucumber },
        ],
      },
      {
        id: 'api',
        title: 'API, performance and security',
        items: [
          { name: 'Postman', icon: siPostman },
          { name: 'Apache JMeter', icon: siApachejmeter },
          { name: 'k6', icon: siK6 },
          { name: 'OWASP ZAP', icon: siOwasp },
        ],
      },
      {
        id: 'mgmt',
        title: 'Management and CI',
        items: [
          { name: 'Jira', icon: siJirasoftware },
          { name: 'TestRail', icon: siTestrail },
          { name: 'Jenkins', icon: siJenkins },
          { name: 'GitHub Actions', icon: siGithubactions },
        ],
      },
    ],
  },
  qualityProcess: {
    title: 'Quality Testing Process',
    steps: [
      {
        id: 'analyse',
        title: 'Requirement analysis',
        text: 'We review stories for testability and write acceptance criteria with the product owner.',
      },
      { id: 'plan', title: 'Test planning', text: 'Scope, risks, environments, data and entry and exit criteria agreed in one page.' },
      { id: 'design', title: 'Test design', text: 'Test cases and automation scripts written alongside development, not after it.' },
      { id: 'execute', title: 'Execution', text: 'Automated and exploratory runs with defects logged, reproduced and prioritised.' },
      {
        id: 'report',
        title: 'Reporting and closure',
        text: 'Coverage, defect trends and a clear go or no-go recommendation for the release.',
      },
    ],
  },
  closing: {
    title: 'Make your next release a calm one',
    text: 'Ask for a test maturity assessment and get a ranked list of the automation that will save you the most time.',
  },
};
