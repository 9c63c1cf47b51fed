// Temporary page, replaced by the public-site work.
export function ContactPage() {
  return <h1>Contact</h1>;
}
