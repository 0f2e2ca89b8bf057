import { sql } from 'kysely';
import { preparedAs, type Db } from '../../db/database.ts';
import type { KnownWord } from './spelling.ts';

/** Candidates read for each word: far more than ever lie within two edits of one word. */
const NEAR_LIMIT = 50;

export type SpellingCheck = {
  /** the word as a search key */
  word: string;
  /** what the search matches it by as a substring (search-query.ts matchText) */
  match: string;
  /** the lowest trigram similarity a word near enough can have (spelling.ts similarityFloor) */
  floor: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * For each word, in one statement: whether some published business matches it as typed (a word of
 * a name or service, rec_pretrage of migration 032, or a city, entitet_grad, contains it), and, for
 * a word none matches, the known words near it: rec_pretrage's by its trigram index, the cities'
 * words beside them (a few hundred rows). A word that matches is the common case (the check runs
 * before every list with such a word, query-correction.ts), so its neighbours are not looked for.
 * The trigram operator's threshold is the lowest floor, for this statement's transaction only;
 * each word then keeps the candidates at least its own floor similar.
 * Prepared, one statement per number of words: planning it cost more than running it for a word
 * that matches. Each word is a VALUES row, not an element of arrays, so that PostgreSQL estimates
 * the rows of its generic plan right and uses that plan (decision 067, second amendment).
 */
export async function spellingCandidates(db: Db, checks: SpellingCheck[]): Promise<Array<{ known: boolean; near: KnownWord[] }>> {
  if (checks.length === 0) return [];
  const threshold = Math.min(...checks.map((c) => c.floor));
  const { rows } = await sql<{ i: number; known: boolean; near: [string, number][] }>`${sql.raw(preparedAs(`spelling-candidates-${checks.length}`))}
    SELECT w.i::int AS i, k.known,
           CASE WHEN k.known THEN '[]'::json ELSE (SELECT coalesce(json_agg(json_build_array(c.rec, c.broj)), '[]'::json) FROM (
              (SELECT v.rec, v.broj FROM rec_pretrage v
                WHERE s.t IS NOT NULL AND v.rec % w.word AND similarity(v.rec, w.word) >= w.floor
                ORDER BY similarity(v.rec, w.word) DESC, v.broj DESC, v.rec
                LIMIT ${sql.lit(NEAR_LIMIT)})
              UNION ALL
              (SELECT c.rec, sum(g.broj)::int AS broj FROM entitet_grad g, unnest(string_to_array(g.grad_key, ' ')) c(rec)
                WHERE g.broj > 0 AND similarity(c.rec, w.word) >= w.floor
                GROUP BY c.rec)) c) END AS near
      FROM (SELECT set_config('pg_trgm.similarity_threshold', ${String(threshold)}::text, true) AS t) s
     CROSS JOIN (VALUES ${sql.join(checks.map((c, i) => sql`(${c.word}::text, ${`%${escapeLike(c.match)}%`}::text, ${c.floor}::float4, ${sql.lit(i + 1)})`))})
           AS w(word, pattern, floor, i)
     -- OFFSET 0 keeps the subquery whole, so known is computed once and not again inside the CASE.
     CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM rec_pretrage v WHERE v.rec LIKE w.pattern)
                                OR EXISTS (SELECT 1 FROM entitet_grad g WHERE g.broj > 0 AND g.grad_key LIKE w.pattern) AS known
                         OFFSET 0) k
     ORDER BY w.i`.execute(db);
  return rows.map((r) => ({ known: r.known, near: r.near.map(([rec, broj]) => ({ rec, broj })) }));
}
