-- People: page views of businesses (statistics), and the indexes the ratings, favorites and
-- super-admin lists read by.

-- Page views per business and calendar day in the business's own time zone. One row per day,
-- incremented by an upsert, so counting a view is one index write and the 30-day chart reads
-- at most 30 rows.
CREATE TABLE pregled_entiteta (
  entitet_id bigint  NOT NULL REFERENCES entitet(id) ON DELETE CASCADE,
  dan        date    NOT NULL,
  broj       integer NOT NULL DEFAULT 0 CHECK (broj >= 0),
  PRIMARY KEY (entitet_id, dan)
);

-- GET /api/Profil/utisci: a user's ratings, newest first.
CREATE INDEX utisak_user_idx ON utisak (user_id, created_at DESC);

-- Favorites newest first per user (the primary key is (user_id, entitet_id)).
CREATE INDEX favorit_user_created_idx ON favorit (user_id, created_at DESC);

-- Super-admin search over accounts: name and email, case- and diacritic-insensitive like the
-- business search (search_key, 002_catalogue.sql), by substring (trigram index). The expression
-- is repeated verbatim in modules/admin/queries.ts so the planner can use the index.
CREATE INDEX users_search_trgm_idx ON users
  USING gin (search_key(ime || ' ' || coalesce(prezime, '') || ' ' || coalesce(email::text, '')) gin_trgm_ops)
  WHERE deleted_at IS NULL;
CREATE INDEX users_created_idx ON users (created_at DESC, id DESC) WHERE deleted_at IS NULL;
