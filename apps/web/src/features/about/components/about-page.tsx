import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  BADGES,
  BASEBALL_TOTALS_UNDER_FLOOR,
  CUSTOM_DISTANCE_DIVISOR,
  CUSTOM_WIDTH,
  DAILY_LOGIN_BONUS,
  LOGIN_STREAK_BONUS,
  LOGIN_STREAK_EVERY,
  MAX_STAKE,
  MIN_STAKE,
  moneylineWinXp,
  NEW_USER_CONFIDENCE_POINTS,
  NEW_USER_IP_POINTS,
  predictedIpReward,
  RANK_TIERS,
  TOTALS_UNDER_FLOOR,
  USER_STEP,
  WIN_STREAK_EVERY,
} from '@takeline/contract';
import type { ReactNode } from 'react';

/** docs/screens.md#ai-and-about: the anchor sections, in order. */
export const ABOUT_SECTIONS = [
  { id: 'about', title: 'About' },
  { id: 'community', title: 'Community' },
  { id: 'share-analyze', title: 'Share & Analyze' },
  { id: 'xp-ip', title: 'XP & IP' },
  { id: 'influence', title: 'Influence' },
  { id: 'showcase', title: 'Showcase' },
  { id: 'ai', title: 'AI' },
] as const;

type SectionId = (typeof ABOUT_SECTIONS)[number]['id'];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = ABOUT_SECTIONS.find((section) => section.id === id)?.title ?? id;
  return (
    <Box component="section" id={`about-${id}`} aria-labelledby={`about-${id}-title`}>
      <Typography id={`about-${id}-title`} variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1.5} sx={{ '& p': { m: 0 }, maxWidth: '75ch' }}>
        {children}
      </Stack>
    </Box>
  );
}

const P = ({ children }: { children: ReactNode }) => <Typography>{children}</Typography>;

const stakes = `${MIN_STAKE} to ${MAX_STAKE}`;
// Worked examples come from the same rule functions the server settles with.
const favouriteXp = moneylineWinXp(3, -150);
const underdogXp = moneylineWinXp(3, 130);
const customIp = predictedIpReward(2, 11.5, 8.5, 1);

/** The info page: the real rules of the game, in plain words, with numbers from the contract. */
export function AboutPage() {
  return (
    <Stack spacing={4}>
      <Box component="nav" aria-label="About sections">
        <Stack
          component="ul"
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
        >
          {ABOUT_SECTIONS.map((section) => (
            <li key={section.id}>
              <Link href={`#about-${section.id}`}>{section.title}</Link>
            </li>
          ))}
        </Stack>
      </Box>

      <Section id="about">
        <P>
          Takeline is a free community for sports fans. Sportsbooks publish lines for MLB, NFL and
          MLS games; you say what you think of each one. <strong>Take</strong> agrees with the line;{' '}
          <strong>Pass</strong> disagrees, and on spreads and totals you can move the line to where
          you think it belongs. No real money is ever collected or paid out: you play with points,
          and the best calls climb the leaderboard.
        </P>
        <P>
          Every new member starts with {NEW_USER_CONFIDENCE_POINTS} confidence points and{' '}
          {NEW_USER_IP_POINTS} influence points (IP). Your first login each day (UTC) adds{' '}
          {DAILY_LOGIN_BONUS} confidence point, and each time your run of daily logins reaches a
          multiple of {LOGIN_STREAK_EVERY} days you get {LOGIN_STREAK_BONUS} more as a streak bonus.
        </P>
      </Section>

      <Section id="community">
        <P>
          Everyone sees the same lines and answers the same questions, so the community&apos;s
          sentiment on a game is a real signal. Each game has its own statistics page: how many
          people took or passed each market, how the custom values leaned, and who won.
        </P>
        <P>
          The leaderboard ranks members by ranking score, which is XP plus IP. Equal scores share a
          position, and the earlier member is listed first. Profiles are private until you make
          yours public in your profile settings.
        </P>
      </Section>

      <Section id="share-analyze">
        <P>
          <strong>Moneyline: &quot;Will the favourite win?&quot;</strong> The favourite is the side
          with the lower price (-150 beats +130; on equal prices, the home team). Take backs the
          favourite, Pass backs the underdog. In soccer you pick Home, Draw or Away instead. You
          stake {stakes} confidence points, never more than you hold.
        </P>
        <P>
          <strong>Spread: &quot;Will the favourite win by N?&quot;</strong> Take says the favourite
          covers. Pass says it will not, and you may move the line up to {CUSTOM_WIDTH} points in
          steps of {USER_STEP}: passing at +3.5 says the favourite is really a 3.5-point underdog.
        </P>
        <P>
          <strong>Totals: &quot;Over or under?&quot;</strong> Take is the over and may raise the
          line by up to {CUSTOM_WIDTH}; Pass is the under and may lower it by up to {CUSTOM_WIDTH},
          but never below {TOTALS_UNDER_FLOOR} ({BASEBALL_TOTALS_UNDER_FLOOR} in baseball).
        </P>
        <P>
          A moved line is always a harder claim, so it is never a free win. A custom value stakes{' '}
          {stakes} influence points. You get one sentiment per market per game, until the game
          starts. If the sportsbook moves the line while you decide, we show you the new line and
          you choose again.
        </P>
      </Section>

      <Section id="xp-ip">
        <P>
          <strong>XP</strong> (experience) comes from winning. A moneyline win earns your stake
          times the price&apos;s profit: 3 points on a -150 favourite earn {favouriteXp} XP, on a
          +130 underdog {underdogXp} XP (always at least 1). A spread or totals win without a stake
          earns 1 XP.
        </P>
        <P>
          <strong>IP</strong> (influence) comes from moving lines and being right. A custom value
          multiplies your IP stake by 1 + distance / {CUSTOM_DISTANCE_DIVISOR}, times your
          rank&apos;s IP bonus: 2 IP on an over moved from 8.5 to 11.5 pays {customIp} IP if it
          wins, plus the same in XP and your stake back.
        </P>
        <P>
          A win returns your stake; a loss keeps it. A push (an exact hit, or a cancelled game)
          returns the stake and earns nothing. A tied game in a sport without draws is a push for
          every pick on it, moneyline, spread and totals alike; in soccer a tie is the Draw result.
          Each time your run of wins in a row reaches a multiple of {WIN_STREAK_EVERY}, you get a
          bonus of 1 IP times your IP bonus (a push leaves the run as it is; a loss starts it
          again).
        </P>
      </Section>

      <Section id="influence">
        <P>
          XP sets your rank tier, and higher tiers carry more influence: their IP bonus multiplies
          every IP reward.
        </P>
        <Paper variant="outlined" sx={{ overflowX: 'auto', maxWidth: 480 }}>
          <Table size="small" aria-label="Rank tiers">
            <TableHead>
              <TableRow>
                <TableCell>Rank tier</TableCell>
                <TableCell align="right">XP</TableCell>
                <TableCell align="right">IP bonus</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {RANK_TIERS.map((tier) => (
                <TableRow key={tier.name}>
                  <TableCell>{tier.name}</TableCell>
                  <TableCell align="right">
                    {tier.maxXp === null ? `${tier.minXp}+` : `${tier.minXp}–${tier.maxXp}`}
                  </TableCell>
                  <TableCell align="right">×{tier.ipBonus}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      </Section>

      <Section id="showcase">
        <P>
          Your profile shows your rank, your XP bar toward the next tier, your login streaks and
          your record by sport and market. Badges mark your progress:{' '}
          {BADGES.map((badge) => `${badge.name} (over ${badge.aboveXp} XP)`).join(', ')}. Make your
          profile public to show it off, and follow anyone&apos;s ranking trend from the
          leaderboard.
        </P>
      </Section>

      <Section id="ai">
        <P>
          Our AI will correlate the community&apos;s sentiment with sports data to predict where the
          odds should be. The AI tab is coming soon.
        </P>
      </Section>
    </Stack>
  );
}
