import { Banknote, Cloud, Cpu, Network, Radio, ShieldCheck } from 'lucide-react';
import {
  siApachekafka,
  siDocker,
  siGin,
  siGo,
  siGooglecloud,
  siGrafana,
  siKubernetes,
  siNatsdotio,
  siPostgresql,
  siPrometheus,
  siRedis,
} from 'simple-icons';
import { studioBreadcrumb } from '../breadcrumb';
import type { ServiceContent } from './types';

export const content: ServiceContent = {
  type: 'golang-dev',
  illustration: 'backend',
  title: 'Golang Development',
  text: 'Go services for the parts of your platform where latency, memory and reliability matter most: gateways, pipelines, schedulers and cloud-native tooling.',
  description:
    'Golang development: high-throughput microservices, gRPC APIs, Kubernetes operators, CLI tools and migrations of hot paths from other languages to Go.',
  breadcrumb: studioBreadcrumb('golang-dev'),
  details: {
    title: 'Small binaries, predictable latency',
    text: 'Go compiles to a single static binary that starts in milliseconds and runs in a container a few megabytes in size. We use it for services that must answer in single-digit milliseconds at the 99th percentile, for concurrent pipelines built on goroutines and channels, and for the operators and CLIs that run your Kubernetes platform.',
    overview:
      'A common engagement is rewriting one hot path, such as a pricing engine, an ingestion endpoint or an authorisation service, from an interpreted language into Go, with a shadow-traffic comparison before cut-over. We also staff long-running platform teams.',
  },
  offerings: {
    heading: 'Go services we build',
    items: [
      { id: 'grpc', text: 'gRPC and REST microservices with protobuf contracts and generated clients' },
      { id: 'gateway', text: 'API gateways, rate limiters and authorisation services at the network edge' },
      { id: 'pipelines', text: 'Concurrent data ingestion and stream processing over Kafka and NATS' },
      { id: 'operators', text: 'Kubernetes operators and controllers with the controller-runtime library' },
      { id: 'cli', text: 'Developer CLIs and internal tooling distributed as single binaries' },
    ],
  },
  advantages: {
    heading: 'Why Go',
    items: [
      {
        id: 'perf',
        title: 'Low, steady latency',
        text: 'Compiled code and a low-pause garbage collector keep tail latency flat under load.',
      },
      { id: 'footprint', title: 'Small footprint', text: 'Services often run in 20 to 50 MB of memory, so more of them fit on each node.' },
      {
        id: 'simplicity',
        title: 'Readable code',
        text: 'A small language with one formatting style makes code reviews quick and onboarding short.',
      },
    ],
  },
  technicalSkills: {
    title: 'Go engineering skills',
    text: 'Libraries and platforms our Go engineers work with.',
    groups: [
      {
        id: 'lang',
        title: 'Language and frameworks',
        items: [{ name: 'Go', icon: siGo }, { name: 'Gin', icon: siGin }, { name: 'gRPC' }, { name: 'Protocol Buffers' }],
      },
      {
        id: 'data',
        title: 'Data and messaging',
        items: [
          { name: 'PostgreSQL', icon: siPostgresql },
          { name: 'Redis', icon: siRedis },
          { name: 'Apache Kafka', icon: siApachekafka },
          { name: 'NATS', icon: siNatsdotio },
        ],
      },
      {
        id: 'platform',
        title: 'Platform',
        items: [
          { name: 'Docker', icon: siDocker },
          { name: 'Kubernetes', icon: siKubernetes },
          { name: 'Google Cloud', icon: siGooglecloud },
        ],
      },
      {
        id: 'observe',
        title: 'Observability',
        items: [
          { name: 'Prometheus', icon: siPrometheus },
          { name: 'Grafana', icon: siGrafana },
        ],
      },
    ],
  },
  domainExpertise: {
    title: 'Where we run Go in production',
    items: [
      { id: 'fintech', title: 'Trading and payments', icon: Banknote },
      { id: 'telecom', title: 'Telecom', icon: Radio },
      { id: 'security', title: 'Security platforms', icon: ShieldCheck },
      { id: 'iot', title: 'IoT back ends', icon: Cpu },
      { id: 'cloud', title: 'Cloud infrastructure', icon: Cloud },
      { id: 'network', title: 'Networking', icon: Network },
    ],
  },
  closing: {
    title: 'Need a faster service?',
    text: 'Tell us which endpoint is holding you back; we will propose a Go design and a safe cut-over plan.',
  },
};
