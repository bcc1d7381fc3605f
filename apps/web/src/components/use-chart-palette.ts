import { type CssVarsTheme, type Palette, useColorScheme, useTheme } from '@mui/material/styles';

/**
 * The palette of the colour scheme in use (light or dark), as real colour
 * values. Charts draw SVG attributes, which cannot follow the theme's CSS
 * variables the way MUI components do, so they re-render with these.
 */
export function useChartPalette(): Palette {
  const theme = useTheme<CssVarsTheme>();
  const { colorScheme } = useColorScheme();
  const scheme = theme.colorSchemes?.[colorScheme ?? 'light'];
  return (
    (scheme?.palette as Palette | undefined) ?? (theme as unknown as { palette: Palette }).palette
  );
}
