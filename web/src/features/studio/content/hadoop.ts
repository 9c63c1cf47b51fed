import { Banknote, HeartPulse, Radio, ShoppingCart, Truck, Zap } from 'lucide-react';
import {
  siApacheairflow,
  siApachehadoop,
  siApachehbase,
  siApachehive,
  siApachekafka,
  siApachenifi,
  siApachespark,
  siCloudera,
  siDatabricks,
  siPresto,
  siScala,
  siTrino,
} from 'simple-icons';
import { studioBreadcrumb } from '../breadcrumb';
import type { ServiceContent } from './types';

export const content: ServiceContent = {
  type: 'hadoop',
  illustration: 'data',
  title: 'Big Data & Hadoop',
  text: 'Data platforms that turn terabytes of raw events into reports, features and decisions, on Hadoop clusters you run today or the lakehouse you are moving to.',
  description:
    'Hadoop and big data services: cluster design and tuning, Spark and Hive pipelines, Kafka ingestion, data lake governance and Hadoop-to-cloud lakehouse migrations.',
  breadcrumb: studioBreadcrumb('hadoop'),
  details: {
    title: 'From raw events to trusted tables',
    text: 'Our data engineers design ingestion with Kafka and NiFi, process with Spark and Hive, store in HDFS or cloud object storage in Parquet and Iceberg formats, and orchestrate every job in Airflow with data-quality checks between steps. The result is a lake that analysts trust because every table has an owner, a schema and a freshness guarantee.',
    overview:
      'Clients come to us with one of three needs: a new platform, an existing Cloudera or Hortonworks cluster that is slow or expensive, or a migration off on-premise Hadoop to Databricks, EMR or BigQuery. Each starts with a workload inventory and a cost model.',
    showHireUs: false,
  },
  offerings: {
    heading: 'Big data services',
    items: [
      { id: 'design', text: 'Cluster sizing, HDFS layout and YARN queue design for mixed batch and interactive work' },
      { id: 'pipelines', text: 'Batch and streaming pipelines in Spark, Spark Structured Streaming and Hive' },
      { id: 'ingest', text: 'Change-data-capture and event ingestion with Kafka, NiFi and Debezium' },
      { id: 'tuning', text: 'Performance tuning of slow Spark and Hive jobs: partitioning, file compaction, join strategies' },
      { id: 'governance', text: 'Data catalogue, lineage and access policies with Apache Atlas and Ranger' },
    ],
  },
  advantages: {
    heading: 'What a well-run data platform gives you',
    items: [
      { id: 'cost', text: 'Storage and compute costs that are tracked per team and per pipeline, not guessed.' },
      { id: 'fresh', text: 'Dashboards refreshed hourly or in near real time instead of the next morning.' },
      { id: 'trust', text: 'Automated checks that stop bad data before it reaches a report.' },
    ],
  },
  technicalSkills: {
    title: 'Hadoop ecosystem skills',
    text: 'The components our data engineers operate and build on.',
    groups: [
      {
        id: 'storage',
        title: 'Storage and compute',
        items: [
          { name: 'Apache Hadoop', icon: siApachehadoop },
          { name: 'Apache Spark', icon: siApachespark },
          { name: 'Apache Hive', icon: siApachehive },
          { name: 'Apache HBase', icon: siApachehbase },
        ],
      },
      {
        id: 'ingest',
        title: 'Ingestion',
        items: [{ name: 'Apache Kafka', icon: siApachekafka }, { name: 'Apache NiFi', icon: siApachenifi }, { name: 'Sqoop' }],
      },
      {
        id: 'query',
        title: 'Query and orchestration',
        items: [
          { name: 'Trino', icon: siTrino },
          { name: 'Presto', icon: siPresto },
          { name: 'Apache Airflow', icon: siApacheairflow },
          { name: 'Scala', icon: siScala },
        ],
      },
      {
        id: 'platforms',
        title: 'Platforms',
        items: [{ name: 'Cloudera', icon: siCloudera }, { name: 'Databricks', icon: siDatabricks }, { name: 'Amazon EMR' }],
      },
    ],
  },
  hadoopTiles: {
    title: 'More ways we help with Hadoop',
    items: [
      {
        id: 'migration',
        title: 'Hadoop to lakehouse migration',
        text: 'Move Hive tables and Spark jobs to Databricks, EMR or BigQuery in waves, with row-count and checksum reconciliation for every table.',
      },
      {
        id: 'admin',
        title: 'Managed cluster administration',
        text: 'Upgrades, Kerberos, capacity planning and 24/7 monitoring of production clusters by a named team.',
      },
      {
        id: 'ml',
        title: 'Feature pipelines for ML',
        text: 'Reusable feature tables computed in Spark and served to training and online inference.',
      },
      {
        id: 'security',
        title: 'Security hardening',
        text: 'Kerberos, Ranger policies, encryption at rest and audit logging aligned with SOC 2 and HIPAA controls.',
      },
      {
        id: 'cost',
        title: 'Cost reduction',
        text: 'Compaction, tiered storage and right-sized queues that typically cut cluster spend by a fifth or more.',
      },
      {
        id: 'training',
        title: 'Team enablement',
        text: 'Hands-on workshops so your analysts and engineers can run the platform after we leave.',
      },
    ],
  },
  domainExpertise: {
    title: 'Data platforms by industry',
    items: [
      { id: 'telecom', title: 'Telecom usage analytics', icon: Radio },
      { id: 'retail', title: 'Retail demand forecasting', icon: ShoppingCart },
      { id: 'banking', title: 'Fraud detection', icon: Banknote },
      { id: 'health', title: 'Claims analytics', icon: HeartPulse },
      { id: 'energy', title: 'Smart-meter data', icon: Zap },
      { id: 'logistics', title: 'Route optimisation', icon: Truck },
    ],
  },
  closing: {
    title: 'Get more from your data platform',
    text: 'Start with a two-week platform review: we measure job run times, costs and data quality and give you a ranked plan.',
    showHireUs: false,
  },
};
