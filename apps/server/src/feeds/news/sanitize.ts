import { decodeHTML } from 'entities';

const TAG = /<\/?[a-z!?][^>]*>/gi;
/** Elements whose content is code or chrome, never article text. */
const DROP_WITH_CONTENT =
  /<(script|style|iframe|object|embed|noscript|template)\b[\s\S]*?(<\/\1\s*>|$)/gi;

/**
 * Plain text from a feed's HTML snippet: no tags, no script or style
 * content, entities decoded, whitespace collapsed. Feeds sometimes escape
 * their HTML twice, so text that still looks like markup after decoding is
 * stripped again.
 */
export function htmlToText(html: string): string {
  let text = html;
  for (let pass = 0; pass < 3; pass += 1) {
    text = text
      .replace(DROP_WITH_CONTENT, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(TAG, ' ');
    const decoded = decodeHTML(text);
    const settled = decoded === text || !/<\/?[a-z!?][^>]*>/i.test(decoded);
    text = decoded;
    if (settled) break;
  }
  return (
    text
      .replace(TAG, ' ')
      .replace(/\s+/g, ' ')
      // Other control characters have no business in a headline.
      .replace(/\p{Cc}/gu, '')
      .trim()
  );
}

/** Cuts at a word boundary and marks the cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * An absolute http(s) URL, or null. Everything else (javascript:, data:,
 * mailto:, garbage) is dropped, so no link or image on the site can run code.
 * Relative links are resolved against the feed's own URL.
 */
export function safeHttpUrl(raw: unknown, base?: string): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = decodeHTML(raw).trim();
  if (!trimmed) return null;
  try {
    const url = base ? new URL(trimmed, base) : new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The first <img src> of an HTML snippet, if it is http(s). */
export function firstImageIn(html: string | undefined, base?: string): string | null {
  if (!html) return null;
  const match = /<img\b[^>]*\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(html);
  return match ? safeHttpUrl(match[1] ?? match[2] ?? match[3], base) : null;
}
