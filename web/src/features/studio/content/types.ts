import type { LucideIcon } from 'lucide-react';
import type { StudioTech } from '../../../config/navigation';
import type { IllustrationKind } from '../../../components/studio-illustration';
import type { TechLogo } from '../../../components/tech-logo';

/**
 * The content of one service page (spec §3 "Service page content"). A section is
 * shown only when its entry is present. `showHireUs: false` hides the Hire Us
 * button of that section (spec §2: hidden in some sections on eight pages).
 */

interface HireUsFlag {
  /** Defaults to true. */
  showHireUs?: boolean;
}

export interface IconItem {
  id: string;
  title: string;
  icon: LucideIcon;
}

export interface TextTile {
  id: string;
  title: string;
  text: string;
}

export interface ServiceContent {
  type: StudioTech;
  illustration: IllustrationKind;
  /** Page title (the h1) and hero text. */
  title: string;
  text: string;
  /** Meta description for the document head. */
  description: string;
  /** e.g. ['STUDIO', 'WEB DEVELOPMENT', 'ANGULAR'], derived from the navigation. */
  breadcrumb: readonly string[];
  details?: HireUsFlag & { title: string; text: string; overview: string };
  offerings?: { heading: string; items: { id: string; text: string }[] };
  advantages?: { heading: string; items: { id: string; title?: string; text: string }[] };
  technicalSkills?: HireUsFlag & {
    title: string;
    text: string;
    groups: { id: string; title: string; items: TechLogo[] }[];
  };
  /** Domain expertise or industries served, shown as icon tiles. */
  domainExpertise?: { title: string; items: IconItem[] };
  toolsAndTechnologies?: { title: string; items: TechLogo[] };
  qualityTestingServices?: { title: string; items: { id: string; text: string }[] };
  /** Dynamics 365: the display grid of apps and the migration text. */
  display?: { title: string; items: TextTile[] };
  migration?: { title: string; text: string };
  /** Hadoop: the extra service tiles. */
  hadoopTiles?: { title: string; items: TextTile[] };
  /** Cloud pages: detail blocks; a block with a logo shows it (Kubernetes). */
  cloudDetails?: { title: string; items: { id: string; title: string; overview: string; logo?: TechLogo }[] };
  /** Quality engineering closes with these three sections. */
  testAutomation?: { title: string; text: string; items: TextTile[] };
  technologyStack?: { title: string; groups: { id: string; title: string; items: TechLogo[] }[] };
  qualityProcess?: { title: string; steps: TextTile[] };
  /** SAP closes with the bot platforms. */
  botPlatforms?: { title: string; text: string; items: { id: string; text: string; logo: TechLogo }[] };
  /** The closing band; its Hire Us button goes to /hiring. */
  closing: HireUsFlag & { title: string; text: string };
}
