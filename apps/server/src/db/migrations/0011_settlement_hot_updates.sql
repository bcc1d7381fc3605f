-- Hand-written (decision 0170): a settlement rewrites every pending sentiment of an event
-- (outcome, xp_points, ip_points, settled_at), and no index covers those columns, so each new row
-- version can stay on its page as a heap-only tuple (no entry in any of the four indexes) when the
-- page has room for it. Pages filled to half leave that room: a page's sentiments can all be
-- settled in place. Existing pages keep their layout until rewritten; new ones follow this.
ALTER TABLE "sentiments" SET (fillfactor = 50);
