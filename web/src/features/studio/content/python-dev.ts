import { Bot, FileSearch, HeartPulse, Landmark, LineChart, Workflow } from 'lucide-react';
import {
  siApacheairflow,
  siCelery,
  siDjango,
  siDocker,
  siFastapi,
  siFlask,
  siNumpy,
  siPandas,
  siPostgresql,
  siPydantic,
  siPytest,
  siPython,
  siPytorch,
  siScikitlearn,
} from 'simple-icons';
import { studioBreadcrumb } from '../breadcrumb';
import type { ServiceContent } from './types';

export const content: ServiceContent = {
  type: 'python-dev',
  illustration: 'backend',
  title: 'Python Development',
  text: 'Python web platforms, data pipelines and machine-learning services, written by engineers who treat notebooks as a starting point, not a deliverable.',
  description:
    'Python development: Django and FastAPI back ends, data engineering with pandas and Airflow, ML model serving, automation scripts and Python 2 to 3 modernisation.',
  breadcrumb: studioBreadcrumb('python-dev'),
  details: {
    title: 'Python from prototype to production',
    text: 'Python lets a small team move quickly, and our job is to keep that speed once the product has users. We build web back ends with Django and FastAPI, data pipelines with pandas, Polars and Airflow, and model-serving APIs that wrap scikit-learn and PyTorch models with input validation, versioning and monitoring.',
    overview:
      'We often join after a data-science team has proven a model in a notebook: we package it, add tests and type hints, put it behind an API with latency budgets and set up retraining. We also build complete Django products with admin back offices.',
  },
  offerings: {
    heading: 'Python services',
    items: [
      { id: 'web', text: 'Web applications and admin back offices with Django and Django REST Framework' },
      { id: 'api', text: 'High-performance async APIs with FastAPI and Pydantic models' },
      { id: 'data', text: 'ETL and ELT pipelines orchestrated in Airflow with data-quality assertions' },
      { id: 'ml', text: 'Model packaging, serving and monitoring for scikit-learn and PyTorch models' },
      { id: 'automation', text: 'Automation of reports, document processing and back-office tasks' },
      { id: 'modernise', text: 'Upgrades of legacy Python 2 and Django 1.x code bases to supported versions' },
    ],
  },
  advantages: {
    heading: 'Why our Python teams deliver',
    items: [
      { id: 'typed', title: 'Typed and linted', text: 'Type hints checked by mypy and code formatted by Ruff on every commit.' },
      { id: 'tested', title: 'Tested with pytest', text: 'Fixtures for databases and external APIs so tests run in seconds, not minutes.' },
      { id: 'async', title: 'Async where it counts', text: 'FastAPI and Celery workers take long-running work off the request path.' },
      {
        id: 'data',
        title: 'Data literate',
        text: 'Engineers comfortable with statistics, SQL and the libraries your analysts already use.',
      },
    ],
  },
  technicalSkills: {
    title: 'Python skills',
    text: 'Web, data and machine-learning libraries our Python engineers use in production.',
    groups: [
      {
        id: 'web',
        title: 'Web',
        items: [
          { name: 'Python', icon: siPython },
          { name: 'Django', icon: siDjango },
          { name: 'FastAPI', icon: siFastapi },
          { name: 'Flask', icon: siFlask },
          { name: 'Pydantic', icon: siPydantic },
        ],
      },
      {
        id: 'data',
        title: 'Data',
        items: [
          { name: 'pandas', icon: siPandas },
          { name: 'NumPy', icon: siNumpy },
          { name: 'Apache Airflow', icon: siApacheairflow },
          { name: 'PostgreSQL', icon: siPostgresql },
        ],
      },
      {
        id: 'ml',
        title: 'Machine learning',
        items: [
          { name: 'scikit-learn', icon: siScikitlearn },
          { name: 'PyTorch', icon: siPytorch },
        ],
      },
      {
        id: 'ops',
        title: 'Quality and delivery',
        items: [
          { name: 'pytest', icon: siPytest },
          { name: 'Celery', icon: siCelery },
          { name: 'Docker', icon: siDocker },
        ],
      },
    ],
  },
  domainExpertise: {
    title: 'Python solutions we deliver',
    items: [
      { id: 'analytics', title: 'Analytics platforms', icon: LineChart },
      { id: 'ml', title: 'ML and AI services', icon: Bot },
      { id: 'docs', title: 'Document processing', icon: FileSearch },
      { id: 'automation', title: 'Workflow automation', icon: Workflow },
      { id: 'health', title: 'Clinical data', icon: HeartPulse },
      { id: 'finance', title: 'Risk and pricing models', icon: Landmark },
    ],
  },
  closing: {
    title: 'Turn your Python prototype into a product',
    text: 'We can review your code base or notebook this week and tell you what it takes to run it in production.',
  },
};
