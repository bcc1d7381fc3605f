import { z } from 'zod';

export const newsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  article_url: z.string(),
  source: z.string(),
  published_at: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsResponseSchema = z.array(newsItemSchema);
