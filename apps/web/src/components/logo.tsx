/** The Takeline mark and wordmark. Inline SVG: no request, crisp at any size. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <span className="tl-logo">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0b6e4f" />
        <path d="M14 20h36v8H36v24h-8V28H14z" fill="#fff" />
        <path d="M10 46h44" stroke="#f4b942" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <span className="tl-logo__word" style={{ fontSize: size * 0.6 }}>
        Takeline
      </span>
    </span>
  );
}
