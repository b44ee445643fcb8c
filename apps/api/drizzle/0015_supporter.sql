CREATE TABLE "annual_certificates" (
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "annual_certificates_user_id_year_pk" PRIMARY KEY("user_id","year")
);
--> statement-breakpoint
ALTER TABLE "annual_certificates" ADD CONSTRAINT "annual_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;