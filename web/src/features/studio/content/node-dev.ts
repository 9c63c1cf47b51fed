import { Banknote, Gamepad2, HeartPulse, Radio, ShoppingCart, Truck } from 'lucide-react';
import {
  siApachekafka,
  siDocker,
  siExpress,
  siFastify,
  siGraphql,
  siJest,
  siMongodb,
  siNestjs,
  siNodedotjs,
  siOpentelemetry,
  siPostgresql,
  siRabbitmq,
  siRedis,
  siSocketdotio,
  siTypescript,
} from 'simple-icons';
import { studioBreadcrumb } from '../breadcrumb';
import type { ServiceContent } from './types';

export const content: ServiceContent = {
  type: 'node-dev',
  illustration: 'backend',
  title: 'Node.js Development',
  text: 'Node.js back ends for APIs, real-time products and event-driven services that handle thousands of concurrent connections on modest hardware.',
  description:
    'Node.js development: REST and GraphQL APIs, NestJS microservices, real-time WebSocket services, serverless functions and Node.js performance tuning.',
  breadcrumb: studioBreadcrumb('node-dev'),
  details: {
    title: 'Non-blocking back ends, built for production',
    text: 'Node.js is at its best when a service spends most of its time waiting on networks and databases: API gateways, chat, notifications, integrations. We write it in strict TypeScript with NestJS or Fastify, validate every input at the edge, and ship with structured logs, traces and health checks so on-call engineers can see what is happening.',
    overview:
      'We take on green-field services, break monoliths into services along business boundaries, and rescue Node.js applications that leak memory or stall under load. Load tests with k6 run before each major release and the results are shared with you.',
  },
  offerings: {
    heading: 'Node.js services',
    items: [
      { id: 'api', text: 'REST and GraphQL APIs with OpenAPI documentation and contract tests' },
      { id: 'micro', text: 'Microservices on NestJS communicating over Kafka, RabbitMQ or gRPC' },
      { id: 'realtime', text: 'Real-time features with Socket.IO and Redis pub/sub: chat, presence, live tracking' },
      { id: 'serverless', text: 'Serverless functions on AWS Lambda and Azure Functions with cold-start budgets' },
      { id: 'integration', text: 'Integration services for payment gateways, CRMs, ERPs and healthcare HL7/FHIR feeds' },
    ],
  },
  advantages: {
    heading: 'Why Node.js for your back end',
    items: [
      {
        id: 'concurrency',
        title: 'High concurrency',
        text: 'The event loop serves thousands of open connections per instance, which keeps hosting bills low.',
      },
      {
        id: 'one-language',
        title: 'One language',
        text: 'TypeScript on both sides lets front-end and back-end engineers review each other\u2019s code.',
      },
      {
        id: 'ecosystem',
        title: 'Mature ecosystem',
        text: 'Well-maintained drivers and SDKs exist for nearly every database, queue and cloud service.',
      },
      { id: 'observability', title: 'Observable', text: 'OpenTelemetry traces follow a request across every service it touches.' },
    ],
  },
  technicalSkills: {
    title: 'Node.js expertise',
    text: 'Frameworks, data stores and messaging we use in Node.js projects.',
    groups: [
      {
        id: 'runtime',
        title: 'Runtime and frameworks',
        items: [
          { name: 'Node.js', icon: siNodedotjs },
          { name: 'TypeScript', icon: siTypescript },
          { name: 'NestJS', icon: siNestjs },
          { name: 'Fastify', icon: siFastify },
          { name: 'Express', icon: siExpress },
        ],
      },
      {
        id: 'data',
        title: 'Data',
        items: [
          { name: 'PostgreSQL', icon: siPostgresql },
          { name: 'MongoDB', icon: siMongodb },
          { name: 'Redis', icon: siRedis },
        ],
      },
      {
        id: 'messaging',
        title: 'Messaging and real time',
        items: [
          { name: 'Apache Kafka', icon: siApachekafka },
          { name: 'RabbitMQ', icon: siRabbitmq },
          { name: 'Socket.IO', icon: siSocketdotio },
          { name: 'GraphQL', icon: siGraphql },
        ],
      },
      {
        id: 'ops',
        title: 'Quality and operations',
        items: [
          { name: 'Jest', icon: siJest },
          { name: 'Docker', icon: siDocker },
          { name: 'OpenTelemetry', icon: siOpentelemetry },
        ],
      },
    ],
  },
  domainExpertise: {
    title: 'Node.js in our clients\u2019 industries',
    items: [
      { id: 'fintech', title: 'Payments', icon: Banknote },
      { id: 'health', title: 'Telehealth', icon: HeartPulse },
      { id: 'logistics', title: 'Fleet tracking', icon: Truck },
      { id: 'commerce', title: 'E-commerce', icon: ShoppingCart },
      { id: 'media', title: 'Live media', icon: Radio },
      { id: 'gaming', title: 'Gaming', icon: Gamepad2 },
    ],
  },
  closing: {
    title: 'Scale your back end with Node.js engineers',
    text: 'From one senior developer to a full platform team, onboarded within 3 days.',
  },
};
