// Temporary page, replaced by the public-site work.
export function HiringPage() {
  return <h1>Hire Us</h1>;
}
