import Box from '@mui/material/Box';

/** The Takeline mark and wordmark. Inline SVG: no request, crisp at any size. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0b6e4f" />
        <path d="M14 20h36v8H36v24h-8V28H14z" fill="#fff" />
        <path d="M10 46h44" stroke="#f4b942" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: size * 0.6, letterSpacing: '-0.02em' }}
      >
        Takeline
      </Box>
    </Box>
  );
}
