ALTER TABLE "clubs" ADD COLUMN "embed_origins" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "embed_origin" text;--> statement-breakpoint
ALTER TABLE "twint_payments" ADD COLUMN "embed_origin" text;