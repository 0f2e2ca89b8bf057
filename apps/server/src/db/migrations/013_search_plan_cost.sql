-- Search planning cost (issue 10, docs/decisions/040-search-words.md "Measurements"): 004 raised the
-- statistics target of naziv_key to 1000 so LIKE '%…%' estimates could tell a fragment of 5% of the
-- names from one of 0.01%. The planner tests every LIKE of a statement against all those sampled
-- values: 1.6–6 ms of planning for one relevance tier with three name conditions, against
-- 0.3–0.6 ms at the default target, and a search sends three to six statements. The tiers and counts
-- now test only the conditions they need (list-queries.ts Side), so the estimates that pick a plan
-- are a category range, a name prefix range or a trigram bitmap, which the default sample serves:
-- EXPLAIN (ANALYZE) of the benchmark's queries on 100,000 businesses chose the same plans at both.
ALTER TABLE entitet ALTER COLUMN naziv_key SET STATISTICS -1;
ANALYZE entitet;
