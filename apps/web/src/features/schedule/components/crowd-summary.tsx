import type { CrowdSummaryMarket, GameWithLine, Market } from '@takeline/contract';
import type { CSSProperties } from 'react';
import { type CrowdTone, crowdLineText, crowdSegments, crowdSplitText } from '../model/crowd-split';

/*
 * Every schedule row draws three of these, and a live crowd event redraws one: plain elements
 * styled by the theme's CSS variables (styles/base.css), not emotion-styled boxes, whose
 * per-instance style work was a large share of the home page's first render (decisions 0166,
 * 0185). The widths go in `style`, never in new classes.
 */
const TONE_COLOUR: Record<CrowdTone, string> = {
  take: 'var(--tl-primary)',
  draw: 'var(--tl-secondary)',
  pass: 'var(--tl-grey)',
};

const SUMMARY: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 2 };
const BAR: CSSProperties = {
  display: 'flex',
  height: 6,
  borderRadius: 3,
  overflow: 'hidden',
  background: 'var(--tl-hover)',
  maxWidth: 220,
};

/**
 * docs/screens.md#crowd-on-the-schedule: the community's split of one market as a bar (with
 * the same in words), and for spread and totals the crowd's line beside the book's.
 */
export function CrowdSummary({
  game,
  market,
  crowd,
}: {
  game: GameWithLine;
  market: Market;
  crowd: CrowdSummaryMarket | null | undefined;
}) {
  const segments = crowdSegments(game, market, crowd);
  const lines = crowdLineText(game, market, crowd);
  if (segments.length === 0 || !crowd) {
    return (
      <span className="tl-caption" data-testid={`crowd-${market}`}>
        No crowd yet
      </span>
    );
  }
  const words = crowdSplitText(segments, crowd.picks);
  return (
    <div style={SUMMARY} data-testid={`crowd-${market}`}>
      <div aria-hidden style={BAR}>
        {segments.map((segment) => (
          <div
            key={segment.label}
            style={{
              width: `${segment.share * 100}%`,
              background: TONE_COLOUR[segment.tone],
              transition: 'width 300ms',
            }}
          />
        ))}
      </div>
      <span className="tl-caption">
        <span style={{ fontWeight: 600 }}>Crowd:</span> {words}
      </span>
      {lines && (
        <span className="tl-caption" data-testid={`crowd-line-${market}`}>
          Book {lines.book} ·{' '}
          <strong style={{ color: TONE_COLOUR.take }}>Crowd {lines.crowd}</strong>
        </span>
      )}
    </div>
  );
}
