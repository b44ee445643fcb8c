DROP INDEX "sandbox_intents_attempt_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_intents_attempt_unique" ON "sandbox_intents" USING btree ("attempt_id");