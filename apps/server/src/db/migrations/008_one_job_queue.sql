-- One job queue (decision 035): a mail is a job of kind 'mail' in `job`, whose payload holds the
-- whole message and its Message-ID (fixed when the mail is built, so a repeat after a crash is
-- recognisably the same message). The mail outbox's rows move over; sent ones as done jobs.
INSERT INTO job (kind, payload, run_at, attempts, done_at, failed_at, last_error, created_at)
SELECT 'mail',
       jsonb_strip_nulls(jsonb_build_object(
         'to', to_address, 'subject', subject, 'text', text_body, 'html', html_body,
         'attachments', attachments, 'messageId', '<' || gen_random_uuid() || '@zakazi>')),
       next_attempt_at, attempts, sent_at, failed_at, last_error, created_at
  FROM mail_outbox
 ORDER BY id;

DROP TABLE mail_outbox;
