import { Activity, GitBranch, Lock, Rocket, ServerCog, Timer } from 'lucide-react';
import {
  siAnsible,
  siArgo,
  siDatadog,
  siDocker,
  siGithubactions,
  siGitlab,
  siGrafana,
  siHelm,
  siJenkins,
  siKubernetes,
  siPrometheus,
  siTerraform,
  siVault,
} from 'simple-icons';
import { studioBreadcrumb } from '../breadcrumb';
import type { ServiceContent } from './types';

export const content: ServiceContent = {
  type: 'cloud-devops',
  illustration: 'cloud',
  title: 'Cloud DevOps',
  text: 'Pipelines, platforms and on-call practices that let your developers ship several times a day without waking anyone up at night.',
  description:
    'Cloud DevOps services: CI/CD pipelines, infrastructure as code, Kubernetes platforms, GitOps, observability, incident response and DevSecOps.',
  breadcrumb: studioBreadcrumb('cloud-devops'),
  details: {
    title: 'From a manual release day to continuous delivery',
    text: 'We measure where you are with the four DORA metrics (deployment frequency, lead time for changes, change failure rate and time to restore) and then remove the bottlenecks one by one: automated builds and tests, infrastructure as code, GitOps deployments, feature flags and dashboards that show the health of every service.',
    overview:
      'DevOps engineers join your teams for three to twelve months, build the platform with them and leave behind runbooks and trained people. We also run managed platforms with a 24/7 on-call rota for clients who prefer not to staff one.',
    showHireUs: false,
  },
  offerings: {
    heading: 'DevOps services',
    items: [
      { id: 'cicd', text: 'CI/CD pipelines in GitHub Actions, GitLab CI or Jenkins with test and security gates' },
      { id: 'iac', text: 'Infrastructure as code with Terraform and Ansible, reviewed like application code' },
      { id: 'gitops', text: 'GitOps delivery to Kubernetes with Argo CD and Helm, with progressive rollouts' },
      { id: 'observe', text: 'Observability: metrics, logs and traces with Prometheus, Grafana and Datadog' },
      { id: 'secops', text: 'DevSecOps: secret management with Vault, image scanning and policy as code' },
      { id: 'sre', text: 'Site reliability practices: SLOs, error budgets, incident reviews and on-call' },
    ],
  },
  advantages: {
    heading: 'Results our DevOps work delivers',
    items: [
      {
        id: 'frequency',
        title: 'More frequent releases',
        text: 'Teams move from monthly release trains to deploying on every merged pull request.',
      },
      {
        id: 'recovery',
        title: 'Faster recovery',
        text: 'Automated rollbacks and clear alerts bring time to restore down from hours to minutes.',
      },
      {
        id: 'parity',
        title: 'Identical environments',
        text: 'Test, staging and production are built from the same code, so "works on staging" means something.',
      },
    ],
  },
  cloudDetails: {
    title: 'Platform building blocks',
    items: [
      {
        id: 'k8s',
        title: 'Kubernetes platforms',
        overview:
          'Production clusters with autoscaling, network policies, ingress, cert-manager and per-team namespaces, upgraded on a schedule rather than in an emergency.',
        logo: { name: 'Kubernetes', icon: siKubernetes },
      },
      {
        id: 'pipelines',
        title: 'Delivery pipelines',
        overview: 'Reusable pipeline templates so a new service gets build, test, scan and deploy stages on its first commit.',
      },
      {
        id: 'iac',
        title: 'Infrastructure as code',
        overview: 'Terraform modules for networks, databases and clusters with plan output posted to every pull request for review.',
      },
      {
        id: 'monitoring',
        title: 'Monitoring and alerting',
        overview: 'Service-level objectives with alerts on burn rate, so on-call engineers are paged for user impact, not noise.',
      },
    ],
  },
  domainExpertise: {
    title: 'DevOps capabilities',
    items: [
      { id: 'ci', title: 'Continuous integration', icon: GitBranch },
      { id: 'cd', title: 'Continuous delivery', icon: Rocket },
      { id: 'platform', title: 'Platform engineering', icon: ServerCog },
      { id: 'observe', title: 'Observability', icon: Activity },
      { id: 'security', title: 'DevSecOps', icon: Lock },
      { id: 'sre', title: 'Site reliability', icon: Timer },
    ],
  },
  toolsAndTechnologies: {
    title: 'DevOps toolchain',
    items: [
      { name: 'Docker', icon: siDocker },
      { name: 'Kubernetes', icon: siKubernetes },
      { name: 'Helm', icon: siHelm },
      { name: 'Argo CD', icon: siArgo },
      { name: 'Terraform', icon: siTerraform },
      { name: 'Ansible', icon: siAnsible },
      { name: 'GitHub Actions', icon: siGithubactions },
      { name: 'GitLab CI', icon: siGitlab },
      { name: 'Jenkins', icon: siJenkins },
      { name: 'Prometheus', icon: siPrometheus },
      { name: 'Grafana', icon: siGrafana },
      { name: 'Datadog', icon: siDatadog },
      { name: 'HashiCorp Vault', icon: siVault },
    ],
  },
  closing: {
    title: 'Find out where your delivery pipeline loses time',
    text: 'A one-week DevOps assessment measures your DORA metrics and ends with a 90-day improvement plan.',
  },
};
