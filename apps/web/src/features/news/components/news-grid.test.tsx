import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsGrid } from './news-grid';

const item = {
  id: 1,
  title: 'Yankees edge Red Sox',
  description: 'A walk-off single in the ninth.',
  image_url: 'https://img.example.com/a.png',
  article_url: 'https://news.example.com/a',
  source: 'Example Sports',
  published_at: '2030-04-03T02:00:00Z',
};

describe('NewsGrid', () => {
  it('shows 6 skeleton cards while loading', () => {
    render(<NewsGrid items={[]} loading />);
    expect(screen.getAllByTestId('news-skeleton')).toHaveLength(6);
  });

  it('shows a card with title, description, source, time and a new-tab Read More link', () => {
    render(<NewsGrid items={[item]} loading={false} />);
    // Directly under the page's h1: no skipped heading level.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Yankees edge Red Sox' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A walk-off single in the ninth.')).toBeInTheDocument();
    expect(screen.getByText(/Example Sports/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Read More →/ });
    expect(link).toHaveTextContent('Read More →');
    expect(link).toHaveAttribute('href', 'https://news.example.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows "No Image" when the image is missing or fails', () => {
    const { container } = render(
      <NewsGrid items={[item, { ...item, id: 2, image_url: null }]} loading={false} />,
    );
    expect(screen.getAllByText('No Image')).toHaveLength(1);
    const img = container.querySelector('img');
    if (img) fireEvent.error(img);
    expect(screen.getAllByText('No Image')).toHaveLength(2);
  });
});
