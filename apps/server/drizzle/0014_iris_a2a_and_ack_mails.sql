CREATE TABLE "acknowledgement_mails" (
	"transmission_id" bigint NOT NULL,
	"domain_id" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acknowledgement_mails_transmission_id_domain_id_pk" PRIMARY KEY("transmission_id","domain_id")
);
--> statement-breakpoint
CREATE TABLE "iris_a2a_transmissions" (
	"transmission_id" bigint PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"sending_since" timestamp with time zone,
	"received_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acknowledgement_mails" ADD CONSTRAINT "acknowledgement_mails_transmission_id_agency_transmissions_id_fk" FOREIGN KEY ("transmission_id") REFERENCES "public"."agency_transmissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acknowledgement_mails" ADD CONSTRAINT "acknowledgement_mails_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iris_a2a_transmissions" ADD CONSTRAINT "iris_a2a_transmissions_transmission_id_agency_transmissions_id_fk" FOREIGN KEY ("transmission_id") REFERENCES "public"."agency_transmissions"("id") ON DELETE cascade ON UPDATE no action;