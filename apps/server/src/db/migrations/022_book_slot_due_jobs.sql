-- book_slot also answers with the ids of the jobs it enqueued that are due at once (the booking's
-- mails), so the server's job worker claims them by primary key instead of scanning the due index
-- (docs/decisions/055-claiming-a-booking-s-mails-by-id.md). Otherwise as in migration 015. Code
-- that does not read due_jobs (a server of the version before) works on unchanged.
CREATE OR REPLACE FUNCTION book_slot(
  p_id bigint, p_entitet bigint, p_usluga bigint, p_zaposleni bigint, p_datum date, p_user bigint,
  p_key text, p_request_hash text, p_rows_hash text, p_valid_until timestamptz,
  p_start timestamptz, p_end timestamptz, p_status text, p_napomena text, p_istice timestamptz, p_jobs json)
RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  v_earlier record;
  v_rows json;
  v_booking record;
  v_due bigint[];
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
  WITH inserted AS (
    INSERT INTO job (kind, payload, run_at, dedup_key)
    SELECT j.kind, j.payload, coalesce(j.run_at, now()), j.dedup_key
      FROM json_to_recordset(p_jobs) AS j(kind text, payload jsonb, run_at timestamptz, dedup_key text)
    RETURNING id, run_at)
  SELECT coalesce(array_agg(id ORDER BY id) FILTER (WHERE run_at <= now()), '{}') INTO v_due FROM inserted;
  RETURN json_build_object('outcome', 'created', 'created_at', v_booking.created_at, 'cena', v_booking.cena, 'valuta', v_booking.valuta,
                           'due_jobs', v_due);
END $$;
