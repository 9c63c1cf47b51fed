import { Banknote, GraduationCap, HeartPulse, Radio, ShoppingCart, Truck } from 'lucide-react';
import { siCloudflare, siDocker, siGooglecloud, siKubernetes, siPostgresql, siServerless, siTerraform, siVercel } from 'simple-icons';
import { studioBreadcrumb } from '../breadcrumb';
import type { ServiceContent } from './types';

export const content: ServiceContent = {
  type: 'cloud-dev',
  illustration: 'cloud',
  title: 'Cloud Development',
  text: 'Cloud-native applications on AWS, Azure and Google Cloud, designed so they scale with demand and cost nothing when nobody is using them.',
  description:
    'Cloud development: cloud-native and serverless applications, migrations from data centres to AWS, Azure and Google Cloud, containers, managed data services and cost optimisation.',
  breadcrumb: studioBreadcrumb('cloud-dev'),
  details: {
    title: 'Applications designed for the cloud, not just moved to it',
    text: 'Lifting a virtual machine into the cloud rarely lowers cost. We redesign the parts that benefit: stateless services in containers or functions, managed databases with automated backups, queues between components that used to call each other directly, and object storage with lifecycle rules. Everything is described in Terraform so environments can be rebuilt in minutes.',
    overview:
      'Engagements range from a single serverless product to a data-centre exit over several quarters. Migrations follow the 6 Rs: for each workload we agree whether to rehost, replatform, refactor, repurchase, retire or retain, and we move them in waves with rollback plans.',
  },
  offerings: {
    heading: 'Cloud development services',
    items: [
      { id: 'native', text: 'Cloud-native applications on containers, Kubernetes and serverless functions' },
      { id: 'migration', text: 'Application and database migration from on-premise data centres' },
      { id: 'multi', text: 'Multi-region architectures with failover for high-availability systems' },
      { id: 'data', text: 'Managed data services: Aurora, Cosmos DB, BigQuery, DynamoDB and object storage' },
      { id: 'cost', text: 'FinOps reviews: rightsizing, savings plans and tagging for cost per team' },
    ],
  },
  advantages: {
    heading: 'Why build cloud-native',
    items: [
      { id: 'elastic', text: 'Capacity follows traffic, so seasonal peaks no longer need year-round hardware.' },
      { id: 'resilience', text: 'Managed services spread across availability zones survive the loss of a data centre.' },
      { id: 'speed', text: 'New environments for testing or a new market come up from code in under an hour.' },
      { id: 'security', text: 'Identity-based access, encryption by default and audit trails for every API call.' },
    ],
  },
  cloudDetails: {
    title: 'Cloud platforms and building blocks',
    items: [
      {
        id: 'aws',
        title: 'Amazon Web Services',
        overview:
          'Lambda, ECS and EKS for compute; API Gateway, SQS and EventBridge for integration; DynamoDB and Aurora for data, all provisioned through Terraform or the AWS CDK.',
        logo: { name: 'AWS' },
      },
      {
        id: 'azure',
        title: 'Microsoft Azure',
        overview:
          'App Service, Azure Functions and AKS for applications, with Entra ID single sign-on and Cosmos DB for globally distributed data.',
        logo: { name: 'Microsoft Azure' },
      },
      {
        id: 'gcp',
        title: 'Google Cloud',
        overview:
          'Cloud Run and GKE for containers, Pub/Sub for events and BigQuery for analytics workloads that need to scan billions of rows.',
        logo: { name: 'Google Cloud', icon: siGooglecloud },
      },
      {
        id: 'k8s',
        title: 'Kubernetes',
        overview:
          'Portable container platforms on EKS, AKS or GKE with Helm charts, autoscaling and namespaces per team, so workloads can move between clouds.',
        logo: { name: 'Kubernetes', icon: siKubernetes },
      },
    ],
  },
  toolsAndTechnologies: {
    title: 'Cloud development toolset',
    items: [
      { name: 'Terraform', icon: siTerraform },
      { name: 'AWS CDK' },
      { name: 'Docker', icon: siDocker },
      { name: 'Kubernetes', icon: siKubernetes },
      { name: 'Serverless Framework', icon: siServerless },
      { name: 'PostgreSQL', icon: siPostgresql },
      { name: 'Cloudflare', icon: siCloudflare },
      { name: 'Vercel', icon: siVercel },
    ],
  },
  domainExpertise: {
    title: 'Cloud workloads by industry',
    items: [
      { id: 'health', title: 'HIPAA-ready health apps', icon: HeartPulse },
      { id: 'fintech', title: 'Fintech platforms', icon: Banknote },
      { id: 'retail', title: 'Peak-season retail', icon: ShoppingCart },
      { id: 'edtech', title: 'Online learning', icon: GraduationCap },
      { id: 'media', title: 'Video delivery', icon: Radio },
      { id: 'logistics', title: 'Logistics tracking', icon: Truck },
    ],
  },
  closing: {
    title: 'Plan your move to the cloud',
    text: 'We start with a two-week assessment of your workloads and give you a migration plan with a monthly cost estimate.',
  },
};
