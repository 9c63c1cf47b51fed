// Temporary page, replaced by the public-site work.
export function SuccessStoriesPage() {
  return <h1>Success stories</h1>;
}
