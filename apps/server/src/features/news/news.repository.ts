import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryRows } from '../../db/database';
import { newsItems } from '../../db/schema';
import type { NewsItemInput } from '../../feeds/news/news-feed';

/**
 * Stores items once per (sport, dedupe key). A story seen again updates its
 * text, link or image only if they changed, and keeps its first publication
 * time, so a second fetch of the same feed changes nothing.
 */
export async function upsertNewsItems(
  db: Executor,
  sportKey: string,
  items: readonly NewsItemInput[],
): Promise<{ inserted: number; updated: number }> {
  if (items.length === 0) return { inserted: 0, updated: 0 };
  const values = sql.join(
    items.map(
      (item) =>
        sql`(${sportKey}, ${item.dedupeKey}, ${item.title}, ${item.description}, ${item.imageUrl}, ${item.articleUrl}, ${item.source}, ${item.publishedAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<{ inserted: boolean }>(
    db,
    sql`insert into news_items (sport_key, dedupe_key, title, description, image_url, article_url, source, published_at)
        values ${values}
        on conflict (sport_key, dedupe_key) do update set
          title = excluded.title,
          description = excluded.description,
          image_url = excluded.image_url,
          article_url = excluded.article_url,
          source = excluded.source
        where (news_items.title, news_items.description, news_items.image_url, news_items.article_url, news_items.source)
          is distinct from (excluded.title, excluded.description, excluded.image_url, excluded.article_url, excluded.source)
        returning (xmax = 0) as inserted`,
  );
  const inserted = rows.filter((row) => row.inserted).length;
  return { inserted, updated: rows.length - inserted };
}

export async function findNews(db: Executor, sportKey: string, limit: number) {
  return db
    .select()
    .from(newsItems)
    .where(eq(newsItems.sportKey, sportKey))
    .orderBy(desc(newsItems.publishedAt), desc(newsItems.id))
    .limit(limit);
}

/** Keeps the newest `keep` items of a sport; returns how many older ones were removed. */
export async function pruneNews(db: Executor, sportKey: string, keep: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from news_items
        where sport_key = ${sportKey}
          and id not in (
            select id from news_items where sport_key = ${sportKey}
            order by published_at desc, id desc limit ${keep})
        returning id`,
  );
  return rows.length;
}
