import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { NewsItem } from '@takeline/contract';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format';

export const NEWS_SKELETON_COUNT = 6;
const IMAGE_HEIGHT = 160;
const SKELETON_KEYS = Array.from(
  { length: NEWS_SKELETON_COUNT },
  (_, index) => `skeleton-${index}`,
);

/** Below this width an image is a badge or logo: shown whole, not cropped and blown up. */
const SMALL_IMAGE_PX = 320;

function NewsImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  const [small, setSmall] = useState(false);
  if (!src || failed) {
    return (
      <Box
        sx={{
          height: IMAGE_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        No Image
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      onLoad={(event) => setSmall(event.currentTarget.naturalWidth < SMALL_IMAGE_PX)}
      sx={{
        display: 'block',
        width: '100%',
        height: IMAGE_HEIGHT,
        objectFit: small ? 'contain' : 'cover',
        p: small ? 2 : 0,
        bgcolor: 'action.hover',
      }}
    />
  );
}

function NewsCard({ item }: { item: NewsItem }) {
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <NewsImage src={item.image_url} />
      <CardContent sx={{ flex: 1 }}>
        {/* The page's h1 is the welcome line and the tab has no heading of its own: cards are h2. */}
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
          {item.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 4,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {item.description}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {item.source} ·{' '}
          <time dateTime={item.published_at}>{formatDateTime(item.published_at)}</time>
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Link
          href={item.article_url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Read More → ${item.title} (opens in a new tab)`}
        >
          Read More →
        </Link>
      </CardActions>
    </Card>
  );
}

const cell = { xs: 12, sm: 6, md: 4 } as const;

/** docs/screens.md#news-feed: cards, with 6 skeleton cards while loading. */
export function NewsGrid({ items, loading }: { items: readonly NewsItem[]; loading: boolean }) {
  if (loading) {
    return (
      <Grid container spacing={2} role="status" aria-busy="true" aria-label="Loading news">
        {SKELETON_KEYS.map((key) => (
          <Grid key={key} size={cell} data-testid="news-skeleton">
            <Skeleton variant="rounded" height={IMAGE_HEIGHT} />
            <Skeleton width="90%" sx={{ mt: 1 }} />
            <Skeleton width="70%" />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        No news for this sport right now.
      </Typography>
    );
  }
  return (
    <Grid container spacing={2}>
      {items.map((item) => (
        <Grid key={item.id} size={cell}>
          <NewsCard item={item} />
        </Grid>
      ))}
    </Grid>
  );
}
