// Temporary page, replaced by the public-site work.
export function StudioPage() {
  return <h1>Studio</h1>;
}
