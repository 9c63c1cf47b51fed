import type { ReactNode } from 'react';
import { IsoBlock, Mesh, Window, Phone, Bars } from './studio-illustration-parts';
import './studio-illustration.css';

/** Which abstract hero drawing a service page uses. */
export type IllustrationKind = 'web' | 'design' | 'backend' | 'data' | 'enterprise' | 'chain' | 'cloud' | 'quality' | 'support' | 'mobile';

/** Every hero drawing the studio and case-study pages use. */
export type ArtKind = IllustrationKind | 'health' | 'security' | 'learning' | 'people' | 'commerce';

const drawings: Record<ArtKind, () => ReactNode> = {
  web: () => (
    <>
      <Window x={70} y={60} w={300} h={210}>
        <rect className="art-fill-accent" x={90} y={104} width={120} height={14} rx={7} />
        <rect className="art-line" x={90} y={130} width={180} height={8} rx={4} />
        <rect className="art-line" x={90} y={146} width={150} height={8} rx={4} />
        <rect className="art-card" x={90} y={172} width={80} height={76} rx={8} />
        <rect className="art-card" x={182} y={172} width={80} height={76} rx={8} />
        <rect className="art-card art-card--accent" x={274} y={172} width={76} height={76} rx={8} />
      </Window>
      <g className="art-code" transform="translate(330 230)">
        <rect x={0} y={0} width={120} height={80} rx={12} />
        <path d="M30 26 L16 40 L30 54 M90 26 L104 40 L90 54 M68 22 L52 58" />
      </g>
    </>
  ),
  design: () => (
    <>
      <rect className="art-panel" x={60} y={50} width={280} height={230} rx={14} />
      <g className="art-grid">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <line key={`v${i}`} x1={100 + i * 40} y1={70} x2={100 + i * 40} y2={260} />
        ))}
      </g>
      <path className="art-curve" d="M90 230 C 150 90, 230 260, 310 100" />
      <circle className="art-handle" cx={90} cy={230} r={7} />
      <circle className="art-handle" cx={310} cy={100} r={7} />
      <circle className="art-fill-accent" cx={390} cy={110} r={26} />
      <circle className="art-fill-violet" cx={410} cy={180} r={26} />
      <circle className="art-fill-warm" cx={390} cy={250} r={26} />
    </>
  ),
  backend: () => (
    <>
      <IsoBlock x={240} y={70} w={110} h={36} tone="a" />
      <IsoBlock x={240} y={140} w={110} h={36} tone="b" />
      <IsoBlock x={240} y={210} w={110} h={36} tone="c" />
      <circle className="art-fill-warm" cx={208} cy={272} r={4} />
      <circle className="art-fill-warm" cx={208} cy={202} r={4} />
      <circle className="art-fill-warm" cx={208} cy={132} r={4} />
      <path className="art-flow" d="M60 140 H120 M360 180 H440 M60 250 H120" />
    </>
  ),
  data: () => (
    <>
      <g className="art-links">
        <path d="M120 120 L240 170 L370 110 M240 170 L180 270 M240 170 L330 260 M120 120 L180 270 M370 110 L330 260" />
      </g>
      <circle className="art-fill-accent" cx={240} cy={170} r={34} />
      <circle className="art-fill-violet" cx={120} cy={120} r={20} />
      <circle className="art-fill-violet" cx={370} cy={110} r={24} />
      <circle className="art-fill-warm" cx={180} cy={270} r={18} />
      <circle className="art-fill-accent-soft" cx={330} cy={260} r={22} />
      <Bars x={380} y={330} values={[30, 52, 40, 70]} />
    </>
  ),
  enterprise: () => (
    <>
      <Window x={60} y={50} w={340} h={240}>
        <rect className="art-card" x={80} y={96} width={140} height={80} rx={8} />
        <rect className="art-card" x={232} y={96} width={148} height={80} rx={8} />
        <Bars x={92} y={166} values={[26, 44, 34, 58, 48]} />
        <circle className="art-ring" cx={306} cy={136} r={24} />
        <path className="art-ring-arc" d="M306 112 A24 24 0 0 1 328 146" />
        <rect className="art-line" x={80} y={196} width={300} height={10} rx={5} />
        <rect className="art-line" x={80} y={216} width={240} height={10} rx={5} />
        <rect className="art-line" x={80} y={236} width={270} height={10} rx={5} />
      </Window>
      <IsoBlock x={420} y={230} w={36} h={24} tone="b" />
    </>
  ),
  chain: () => (
    <>
      <IsoBlock x={110} y={150} w={56} h={40} tone="a" />
      <IsoBlock x={240} y={110} w={56} h={40} tone="b" />
      <IsoBlock x={370} y={150} w={56} h={40} tone="c" />
      <path className="art-chain" d="M150 190 Q 190 150 205 160 M280 160 Q 300 150 330 190" />
      <rect className="art-fill-warm" x={226} y={250} width={28} height={28} rx={6} />
      <path className="art-check" d="M233 264 l5 5 l10 -10" />
    </>
  ),
  cloud: () => (
    <>
      <path className="art-cloud" d="M140 190 a60 60 0 0 1 70 -80 a80 80 0 0 1 150 30 a50 50 0 0 1 0 100 H150 a50 50 0 0 1 -10 -50 z" />
      <path className="art-flow" d="M190 240 V300 M260 240 V300 M330 240 V300" />
      <IsoBlock x={190} y={290} w={26} h={14} tone="a" />
      <IsoBlock x={260} y={290} w={26} h={14} tone="b" />
      <IsoBlock x={330} y={290} w={26} h={14} tone="c" />
      <circle className="art-fill-warm" cx={300} cy={160} r={10} />
    </>
  ),
  quality: () => (
    <>
      <path className="art-shield" d="M240 50 L340 90 V170 C340 230 300 270 240 300 C180 270 140 230 140 170 V90 Z" />
      <path className="art-check art-check--large" d="M195 170 l30 30 l60 -62" />
      <polyline className="art-trend" points="40,320 110,290 170,300 250,250 330,260 440,200" />
      <circle className="art-fill-warm" cx={440} cy={200} r={7} />
    </>
  ),
  support: () => (
    <>
      <circle className="art-ring" cx={240} cy={180} r={110} />
      <path className="art-ring-arc art-ring-arc--wide" d="M240 70 A110 110 0 1 1 130 180" />
      <polyline className="art-pulse" points="150,180 200,180 220,130 250,230 270,160 290,180 330,180" />
      <circle className="art-fill-warm" cx={130} cy={180} r={8} />
    </>
  ),
  mobile: () => (
    <>
      <Phone x={120} y={70}>
        <rect className="art-fill-accent" x={140} y={104} width={70} height={12} rx={6} />
        <rect className="art-card" x={140} y={128} width={70} height={60} rx={8} />
        <rect className="art-line" x={140} y={200} width={70} height={8} rx={4} />
        <rect className="art-line" x={140} y={216} width={50} height={8} rx={4} />
      </Phone>
      <Phone x={260} y={110}>
        <circle className="art-ring" cx={315} cy={200} r={30} />
        <path className="art-ring-arc" d="M315 170 A30 30 0 0 1 344 208" />
        <rect className="art-fill-violet" x={282} y={250} width={66} height={12} rx={6} />
      </Phone>
    </>
  ),
  health: () => (
    <>
      <Window x={60} y={60} w={320} h={220}>
        <polyline className="art-pulse" points="80,180 140,180 160,130 190,230 215,150 235,180 360,180" />
      </Window>
      <rect className="art-fill-warm" x={380} y={210} width={70} height={70} rx={16} />
      <path className="art-cross" d="M415 226 V264 M396 245 H434" />
    </>
  ),
  security: () => (
    <>
      <rect className="art-panel" x={110} y={60} width={180} height={230} rx={12} />
      <rect className="art-line" x={134} y={96} width={130} height={10} rx={5} />
      <rect className="art-line" x={134} y={118} width={100} height={10} rx={5} />
      <rect className="art-line" x={134} y={140} width={120} height={10} rx={5} />
      <rect className="art-fill-accent" x={250} y={170} width={130} height={100} rx={14} />
      <path className="art-shackle" d="M280 170 V140 a35 35 0 0 1 70 0 V170" />
      <circle className="art-keyhole" cx={315} cy={212} r={10} />
      <Mesh />
    </>
  ),
  learning: () => (
    <>
      <Window x={60} y={60} w={300} h={200}>
        <circle className="art-fill-accent" cx={210} cy={160} r={34} />
        <path className="art-play" d="M200 144 L226 160 L200 176 Z" />
      </Window>
      <path className="art-cap" d="M380 210 L440 185 L500 210 L440 235 Z" transform="translate(-60 0)" />
      <rect className="art-fill-warm" x={100} y={282} width={220} height={12} rx={6} />
      <rect className="art-fill-accent" x={100} y={282} width={140} height={12} rx={6} />
    </>
  ),
  people: () => (
    <>
      <g className="art-links">
        <path d="M240 170 L130 110 M240 170 L360 110 M240 170 L140 260 M240 170 L350 260" />
      </g>
      {[
        [240, 170, 40, 'accent'],
        [130, 110, 26, 'violet'],
        [360, 110, 26, 'violet'],
        [140, 260, 24, 'warm'],
        [350, 260, 24, 'accent-soft'],
      ].map(([cx, cy, r, tone]) => (
        <g key={`${cx}-${cy}`}>
          <circle className={`art-fill-${tone}`} cx={cx} cy={cy} r={r} />
          <circle className="art-person" cx={cx} cy={Number(cy) - Number(r) / 4} r={Number(r) / 3} />
        </g>
      ))}
    </>
  ),
  commerce: () => (
    <>
      <IsoBlock x={150} y={170} w={60} h={50} tone="b" />
      <IsoBlock x={290} y={120} w={60} h={50} tone="a" />
      <IsoBlock x={360} y={220} w={40} h={34} tone="c" />
      <path className="art-cart" d="M60 80 H90 L120 200 H230 L250 120 H104" />
      <circle className="art-fill-warm" cx={135} cy={222} r={10} />
      <circle className="art-fill-warm" cx={215} cy={222} r={10} />
    </>
  ),
};

/** The abstract hero drawing for a service family or case study; decorative. */
export function StudioIllustration({ kind }: { kind: ArtKind }) {
  return (
    <svg className="studio-art" viewBox="0 0 480 360" width="480" height="360" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`studio-art-glow-${kind}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="studio-art__stop-a" />
          <stop offset="1" className="studio-art__stop-b" />
        </linearGradient>
      </defs>
      <ellipse cx={260} cy={190} rx={220} ry={160} fill={`url(#studio-art-glow-${kind})`} opacity={0.35} />
      {kind !== 'security' && <Mesh />}
      {drawings[kind]()}
    </svg>
  );
}
