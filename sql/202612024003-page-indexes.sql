-- 202612024003-page-indexes.sql: the orders the home page and the Atom feeds read in, as indexes

-- A list's Atom feed is its newest 30 messages (ORDER BY date DESC NULLS
-- LAST, id DESC): messages_date runs the other way for NULLs, so the feed
-- sorted the whole list (1.4 s at 100,000 messages); with this index it walks
-- the newest and stops at 30.  The home page's recent threads likewise.
CREATE INDEX messages_date_desc ON messages (date DESC NULLS LAST, id DESC);
CREATE INDEX threads_last ON threads (last_date DESC NULLS LAST, id DESC) WHERE message_count > 0;
