// Temporary page, replaced by the public-site work.
export function HomePage() {
  return <h1>Home</h1>;
}
