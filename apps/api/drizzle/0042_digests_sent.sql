CREATE TABLE "digests_sent" (
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"day" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "digests_sent_kind_recipient_day_pk" PRIMARY KEY("kind","recipient","day")
);
