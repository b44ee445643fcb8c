ALTER TABLE "club_banks" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_banks" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "club_banks" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "club_banks" ADD COLUMN "changed_by" uuid;--> statement-breakpoint
ALTER TABLE "club_banks" ADD COLUMN "previous_iban_last4" text;--> statement-breakpoint
ALTER TABLE "club_banks" ADD CONSTRAINT "club_banks_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_banks" ADD CONSTRAINT "club_banks_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Accounts saved before: the change is dated by the last save, and the accounts of verified clubs, which runs
-- have been paying, count as confirmed (the others are confirmed when the operator verifies the club).
UPDATE "club_banks" SET "changed_at" = "updated_at";--> statement-breakpoint
UPDATE "club_banks" b SET "confirmed_at" = now() FROM "clubs" c WHERE c."id" = b."club_id" AND c."status" = 'verified';
