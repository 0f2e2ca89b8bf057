-- Rate limits shared by every server process on this database (docs/decisions/036-shared-rate-limits.md).
-- One row per counted subject (route or purpose + address, user or email): a fixed window that
-- starts with the subject's first hit. A hit is one upsert (http/rate-limits/counters.ts).
--
-- UNLOGGED: a hit writes no WAL, so its commit waits for no disk flush (measured in the decision
-- record). What that gives up: after a crash of PostgreSQL the table comes back empty (every
-- window starts over, at most an hour of a limit forgotten), and a streaming replica has no copy
-- (after a failover the limits start over the same way). Neither weakens a limit for long.
-- fillfactor 70 leaves room on each page so an increment can be a HOT update (no index write).
CREATE UNLOGGED TABLE rate_limit_counter (
  key            text        PRIMARY KEY,
  hits           integer     NOT NULL CHECK (hits > 0),
  window_ends_at timestamptz NOT NULL
) WITH (fillfactor = 70);

-- auth_throttle_event (003_identity.sql) is no longer written; it stays until a later release so
-- a server of the previous version, running beside this one during a rolling deploy, still works.
