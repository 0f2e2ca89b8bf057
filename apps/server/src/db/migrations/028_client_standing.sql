-- Clients who don't show up (issue 28, item 5; booking/client-standing.ts).
-- A business may block a client's online bookings. klijent is the client's key in the clients
-- list, as in klijent_napomena ('u' || user id for an account); only an account books online,
-- so only such a key is ever stored.
CREATE TABLE klijent_blokada (
  entitet_id bigint NOT NULL REFERENCES entitet(id) ON DELETE CASCADE,
  klijent    text NOT NULL CHECK (klijent ~ '^u[0-9]+$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entitet_id, klijent)
);

-- The business's rules for its clients: a row only once it changed one (absent: all off).
CREATE TABLE klijent_pravila (
  entitet_id              bigint PRIMARY KEY REFERENCES entitet(id) ON DELETE CASCADE,
  zahtev_posle_nedolazaka boolean NOT NULL DEFAULT false,
  updated_at              timestamptz NOT NULL DEFAULT now()
);
