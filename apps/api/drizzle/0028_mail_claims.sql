-- A delivery run claims the mails it takes for a few minutes (mail/service.ts claimBatch) instead of holding a
-- transaction while their documents render and the transport sends them; the rendered PDFs are no longer
-- written into the outbox row (docs/DECISIONS.md 2026-11-27, "Documents are rendered as the mail is sent").
ALTER TABLE "email_outbox" ADD COLUMN "claimed_until" timestamp with time zone;
