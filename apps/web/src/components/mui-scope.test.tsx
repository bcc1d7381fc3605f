import { type CssVarsTheme, useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithMui } from './mui-scope';

function PrimaryColour({ label }: { label: string }) {
  const theme = useTheme<CssVarsTheme>();
  return <p>{`${label}: ${theme.colorSchemes.light?.palette.primary.main}`}</p>;
}

const Outer = lazyWithMui(async () => {
  const Inner = lazyWithMui(async () => PrimaryColour);
  return function OuterPart() {
    return (
      <>
        <PrimaryColour label="outer" />
        <Inner label="inner" />
      </>
    );
  };
});

describe('lazyWithMui', () => {
  it("gives a lazy MUI part the app's theme, and a part inside it the same provider", async () => {
    render(
      <Suspense fallback={null}>
        <Outer />
      </Suspense>,
    );
    expect(await screen.findByText('outer: #0b6e4f')).toBeInTheDocument();
    expect(await screen.findByText('inner: #0b6e4f')).toBeInTheDocument();
    // MUI's default theme would say #1976d2: the provider is ours.
  });
});
