/**
 * The home sections' icons, by position: the document holds the texts, the
 * code the drawings. An entry beyond its list's icons gets the fallback.
 */
import type { LucideIcon } from 'lucide-react';
import {
  Award,
  Blocks,
  BrainCircuit,
  Building2,
  ChartNoAxesCombined,
  Check,
  Cloud,
  CodeXml,
  Cpu,
  Database,
  FlaskConical,
  Glasses,
  Handshake,
  Headset,
  Layers,
  LifeBuoy,
  Lightbulb,
  MessagesSquare,
  Palette,
  RadioTower,
  Rocket,
  ServerCog,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Trophy,
  Users,
  Wrench,
} from 'lucide-react';

export const fallbackIcon: LucideIcon = Sparkles;

export const homeIcons = {
  expertise: [Award, Lightbulb, Check],
  process: [MessagesSquare, Wrench, LifeBuoy],
  /** The sixteen expertise areas, in the spec's order. */
  areas: [
    BrainCircuit,
    Blocks,
    Building2,
    Smartphone,
    ChartNoAxesCombined,
    ShieldCheck,
    ShoppingCart,
    RadioTower,
    Cpu,
    Database,
    ServerCog,
    Palette,
    Cloud,
    CodeXml,
    FlaskConical,
    Glasses,
  ],
  awards: [Trophy, Award, Sparkles],
  whyUs: [Layers, Headset, Lightbulb, Users],
  ventures: [Rocket, Handshake],
} satisfies Record<string, LucideIcon[]>;

/** The icon at a list's position, or the fallback beyond it. */
export const iconAt = (icons: readonly LucideIcon[], index: number): LucideIcon => icons[index] ?? fallbackIcon;

/** Cards with the icon of their position. */
export const withIcons = <T extends object>(cards: readonly T[], icons: readonly LucideIcon[]) =>
  cards.map((card, index) => ({ ...card, icon: iconAt(icons, index) }));
