/** The document title of a screen, "Profile · Takeline" (React hoists <title> into the head). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · Takeline`}</title>;
}
