/** The brand's accent-to-accent-2 gradient for an illustration's `<defs>`; diagonal unless `vertical`. */
export function AccentGradient({ id, vertical = false }: { id: string; vertical?: boolean }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2={vertical ? '0' : '1'} y2="1">
      <stop offset="0" stopColor="var(--color-accent)" />
      <stop offset="1" stopColor="var(--color-accent-2)" />
    </linearGradient>
  );
}
