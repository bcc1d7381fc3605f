import { useNews } from '../api/get-news';
import { NewsGrid } from './news-grid';

export function NewsTab({ sportKey }: { sportKey: string }) {
  const news = useNews(sportKey);
  return <NewsGrid items={news.data ?? []} loading={news.isPending} />;
}
