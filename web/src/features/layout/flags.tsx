/** Small drawn flags for the footer phone numbers (no external images). */
import type { ReactNode } from 'react';

interface FlagProps {
  country: string;
  label: string;
}

/** What each flag draws over its white 24 x 16 field. */
const drawings: Record<string, ReactNode> = {
  US: (
    <>
      {[0, 2, 4, 6, 8, 10, 12].map((row) => (
        <rect key={row} y={(row * 16) / 13} width="24" height={16 / 13} fill="#b22234" />
      ))}
      <rect width="10.4" height={(7 * 16) / 13} fill="#3c3b6e" />
      {[1.6, 4.2, 6.8].map((y) => [1.4, 3.6, 5.8, 8].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="0.55" fill="#fff" />))}
    </>
  ),
  SG: (
    <>
      <rect width="24" height="8" fill="#ef3340" />
      <circle cx="5.6" cy="4" r="2.7" fill="#fff" />
      <circle cx="6.7" cy="4" r="2.5" fill="#ef3340" />
      {[
        [8.3, 2.3],
        [10, 3.4],
        [9.4, 5.3],
        [7.3, 5.3],
        [6.7, 3.4],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="0.55" fill="#fff" />
      ))}
    </>
  ),
  IN: (
    <>
      <rect width="24" height="5.34" fill="#ff9933" />
      <rect y="10.66" width="24" height="5.34" fill="#138808" />
      <circle cx="12" cy="8" r="2.2" fill="none" stroke="#000080" strokeWidth="0.5" />
      <circle cx="12" cy="8" r="0.5" fill="#000080" />
    </>
  ),
};

/** The flag of a phone number's country, labelled for assistive technology; nothing for a country without a drawing. */
export function Flag({ country, label }: FlagProps) {
  const drawing = drawings[country];
  if (!drawing) return null;
  return (
    <svg width="24" height="16" viewBox="0 0 24 16" role="img" aria-label={`${label} flag`} className="site-flag">
      <rect width="24" height="16" fill="#fff" />
      {drawing}
    </svg>
  );
}
