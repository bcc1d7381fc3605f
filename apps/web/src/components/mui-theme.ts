import { createTheme } from '@mui/material/styles';

/** Visitors who ask their system for less motion get dialogs and tabs without animation. */
const prefersReducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const noMotion = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

/** Light and dark schemes; the provider follows the system setting. */
export const theme = createTheme({
  ...(prefersReducedMotion ? { transitions: noMotion } : {}),
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#0b6e4f' },
        secondary: { main: '#9a6400' },
        background: { default: '#f6f8f7' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#5fd3a6' },
        secondary: { main: '#f4b942' },
        background: { default: '#0f1513', paper: '#161e1b' },
      },
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: { styleOverrides: { html: { scrollbarGutter: 'stable' } } },
    // Sentence-case labels read faster than capitals, and match the screens' wording
    // (docs/screens.md#exact-texts).
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
    },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiToggleButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  },
});
