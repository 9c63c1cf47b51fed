// Temporary page, replaced by the public-site work.
export function CaseStudyPage() {
  return <h1>Case study</h1>;
}
