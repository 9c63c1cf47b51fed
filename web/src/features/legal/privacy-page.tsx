// Temporary page, replaced by the public-site work.
export function PrivacyPage() {
  return <h1>Privacy</h1>;
}
