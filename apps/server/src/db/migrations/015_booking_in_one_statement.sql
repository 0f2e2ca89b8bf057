-- A booking in one round trip (issue 13, Performance; docs/decisions/046-booking-in-one-statement.md).
--
-- free_slot_rows: everything a free-slot call and a booking decide by, as one json object (the
-- statement schedule/queries.ts freeSlotRows sent until now, unchanged but for a full ORDER BY in
-- every list): the same input gives the same text, so book_slot can tell by its md5 whether
-- what the server decided on is still what the database holds. PL/pgSQL, so the statement is
-- planned once per connection (a LANGUAGE sql function would be planned on every call here).
CREATE FUNCTION free_slot_rows(p_entitet bigint, p_usluga bigint, p_zaposleni bigint, p_from date, p_to date)
RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    WITH perf AS (
      SELECT z.id FROM zaposleni z JOIN usluga_zaposleni uz ON uz.zaposleni_id = z.id
       WHERE z.entitet_id = p_entitet AND z.aktivan AND uz.usluga_id = p_usluga
         AND (p_zaposleni IS NULL OR z.id = p_zaposleni)
    )
    SELECT json_build_object(
      'business', (SELECT row_to_json(e) FROM (SELECT id, naziv, objavljen, owner_user_id, vremenska_zona, korak_minuta, minimalna_najava_minuta, horizont_dana, automatska_potvrda
                                                 FROM entitet WHERE id = p_entitet) e),
      'service', (SELECT row_to_json(u) FROM (SELECT id, entitet_id, trajanje_minuta, obrisana FROM usluga WHERE id = p_usluga) u),
      'employee_entitet_id', (SELECT entitet_id FROM zaposleni WHERE id = p_zaposleni),
      'performers', (SELECT coalesce(json_agg(id ORDER BY id), '[]') FROM perf),
      'weeks', (SELECT coalesce(json_agg(r ORDER BY r.zaposleni_id, r.dan, r.pocetak), '[]')
                  FROM (SELECT zaposleni_id, dan, pocetak, kraj FROM radno_vreme WHERE zaposleni_id IN (SELECT id FROM perf)) r),
      'breaks', (SELECT coalesce(json_agg(p ORDER BY p.zaposleni_id, p.dan, p.pocetak, p.kraj), '[]')
                   FROM (SELECT zaposleni_id, dan, pocetak, kraj FROM pauza WHERE zaposleni_id IN (SELECT id FROM perf)) p),
      'openSlots', (SELECT coalesce(json_agg(o ORDER BY o.zaposleni_id, o.datum, o.vreme), '[]')
                      FROM (SELECT zaposleni_id, datum, vreme FROM oslobodjeni_termin
                             WHERE zaposleni_id IN (SELECT id FROM perf) AND usluga_id = p_usluga AND datum BETWEEN p_from AND p_to) o),
      'daysOff', (SELECT coalesce(json_agg(d ORDER BY d.zaposleni_id, d.od, d."do"), '[]')
                    FROM (SELECT zaposleni_id, od, "do" FROM odsustvo WHERE zaposleni_id IN (SELECT id FROM perf) AND od <= p_to AND "do" >= p_from) d),
      'closures', (SELECT coalesce(json_agg(c ORDER BY c.od, c."do"), '[]')
                     FROM (SELECT od, "do" FROM zatvaranje WHERE entitet_id = p_entitet AND od <= p_to AND "do" >= p_from) c),
      'busy', (SELECT coalesce(json_agg(b ORDER BY b.zaposleni_id, b.start, b."end", b.id), '[]')
                 FROM (SELECT id, zaposleni_id, lower(termin) AS start, upper(termin) AS "end", status FROM zakazivanje
                        WHERE zaposleni_id IN (SELECT id FROM perf) AND status IN ('pending','confirmed')
                          AND termin && tstzrange((p_from - 2)::timestamp AT TIME ZONE 'UTC', (p_to + 3)::timestamp AT TIME ZONE 'UTC')
                       UNION ALL
                       SELECT NULL, zaposleni_id, lower(termin), upper(termin), NULL FROM blokada
                        WHERE zaposleni_id IN (SELECT id FROM perf)
                          AND termin && tstzrange((p_from - 2)::timestamp AT TIME ZONE 'UTC', (p_to + 3)::timestamp AT TIME ZONE 'UTC')) b)
    )
  );
END $$;

-- book_slot: a customer's booking after the server decided it on free_slot_rows (booking/claim.ts
-- bookAtOnce), in one transaction and the lock order of schedule/queries.ts:
--   1. the Idempotency-Key (a concurrent retry with the same key waits here, holding nothing);
--      a stored key answers at once: 'key-reused' for another request body, 'replay' with the
--      first booking's id;
--   2. the business row FOR SHARE, 3. the employee row FOR NO KEY UPDATE (bookings of one
--      employee pass one at a time, as in claimSlot);
--   then free_slot_rows again, under the locks: unless its md5 is the one the server decided on
--   and the start is still at least the minimum notice ahead (p_valid_until), SQLSTATE ZK001
--   with the rows in DETAIL and their md5 in HINT, and everything rolls back (the server decides
--   again on those rows);
--   then the booking (its id taken by the server beforehand, so the mails could name it), its
--   first history row, the key's booking, and the jobs (mails, reminder, completion, expiry).
-- The exclusion constraint stays the last word (23P01).
CREATE FUNCTION book_slot(
  p_id bigint, p_entitet bigint, p_usluga bigint, p_zaposleni bigint, p_datum date, p_user bigint,
  p_key text, p_request_hash text, p_rows_hash text, p_valid_until timestamptz,
  p_start timestamptz, p_end timestamptz, p_status text, p_napomena text, p_istice timestamptz, p_jobs json)
RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  v_earlier record;
  v_rows json;
  v_booking record;
BEGIN
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_key (user_id, key, request_hash) VALUES (p_user, p_key, p_request_hash)
      ON CONFLICT (user_id, key) DO NOTHING;
    IF NOT FOUND THEN
      SELECT request_hash, zakazivanje_id INTO v_earlier FROM idempotency_key WHERE user_id = p_user AND key = p_key;
      IF v_earlier.request_hash <> p_request_hash THEN
        RETURN json_build_object('outcome', 'key-reused');
      END IF;
      IF v_earlier.zakazivanje_id IS NOT NULL THEN
        RETURN json_build_object('outcome', 'replay', 'id', v_earlier.zakazivanje_id);
      END IF;
    END IF;
  END IF;

  PERFORM 1 FROM entitet WHERE id = p_entitet FOR SHARE;
  PERFORM 1 FROM zaposleni WHERE id = p_zaposleni FOR NO KEY UPDATE;
  -- A statement after the locks: a new snapshot, with every booking committed before them.
  v_rows := free_slot_rows(p_entitet, p_usluga, p_zaposleni, p_datum, p_datum);
  IF p_rows_hash IS NULL OR md5(v_rows::text) <> p_rows_hash OR clock_timestamp() > p_valid_until THEN
    RAISE EXCEPTION 'the schedule changed since the booking was decided'
      USING ERRCODE = 'ZK001', DETAIL = v_rows::text, HINT = md5(v_rows::text);
  END IF;

  INSERT INTO zakazivanje (id, entitet_id, usluga_id, zaposleni_id, user_id, termin, cena, valuta, status, napomena, istice)
    OVERRIDING SYSTEM VALUE
  SELECT p_id, u.entitet_id, u.id, p_zaposleni, p_user, tstzrange(p_start, p_end), u.cena, u.valuta, p_status, p_napomena, p_istice
    FROM usluga u WHERE u.id = p_usluga
  RETURNING created_at, cena, valuta INTO v_booking;
  INSERT INTO zakazivanje_promena (zakazivanje_id, status, razlog, user_id) VALUES (p_id, p_status, NULL, p_user);
  IF p_key IS NOT NULL THEN
    UPDATE idempotency_key SET zakazivanje_id = p_id WHERE user_id = p_user AND key = p_key;
  END IF;
  INSERT INTO job (kind, payload, run_at, dedup_key)
  SELECT j.kind, j.payload, coalesce(j.run_at, now()), j.dedup_key
    FROM json_to_recordset(p_jobs) AS j(kind text, payload jsonb, run_at timestamptz, dedup_key text);
  RETURN json_build_object('outcome', 'created', 'created_at', v_booking.created_at, 'cena', v_booking.cena, 'valuta', v_booking.valuta);
END $$;
