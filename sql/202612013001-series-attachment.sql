-- 202612013001-series-attachment.sql: a series read from a text attachment names it

-- The file name of the text attachment (a benchmark log) whose text the
-- series was read from (attachments.filename, as the importer's
-- "[attachment: NAME (TYPE)]" line in messages.body gives it); NULL when it
-- was read from the message's own text.
ALTER TABLE series ADD COLUMN attachment text;
