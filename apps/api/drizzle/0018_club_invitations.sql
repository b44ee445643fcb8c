CREATE TABLE "club_admin_invitations" (
	"club_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_admin_invitations_club_id_email_pk" PRIMARY KEY("club_id","email")
);
--> statement-breakpoint
ALTER TABLE "club_admin_invitations" ADD CONSTRAINT "club_admin_invitations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_admin_invitations" ADD CONSTRAINT "club_admin_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_admin_invitations_email_idx" ON "club_admin_invitations" USING btree ("email");