// Temporary page, replaced by the public-site work.
export function AboutPage() {
  return <h1>About</h1>;
}
