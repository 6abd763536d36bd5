CREATE TABLE "billing_accounts" (
	"domain_id" bigint PRIMARY KEY NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_balance_not_negative" CHECK ("billing_accounts"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "billing_charge_items" (
	"transaction_id" bigint NOT NULL,
	"domain_id" bigint NOT NULL,
	"service" text NOT NULL,
	"units" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"pacific_date" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"partner" text NOT NULL,
	"source" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"order_id" text,
	"sealed_request" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"provider_payment_id" text,
	"brand" text,
	"last4" text,
	"message" text,
	"transaction_id" bigint,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"requested_cents" bigint NOT NULL,
	"processing_fee_cents" bigint NOT NULL,
	"refund_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"provider_refund_id" text,
	"message" text,
	"transaction_id" bigint NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"global_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"domain_id" bigint NOT NULL,
	"transaction_time" timestamp with time zone DEFAULT now() NOT NULL,
	"transaction_type" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"running_total_cents" bigint NOT NULL,
	"description" text,
	"user_id" bigint,
	"payment_id" bigint,
	CONSTRAINT "billing_transactions_running_total_not_negative" CHECK ("billing_transactions"."running_total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_charge_items" ADD CONSTRAINT "billing_charge_items_transaction_id_billing_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."billing_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_refunds" ADD CONSTRAINT "billing_refunds_payment_id_billing_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."billing_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_charge_items_season_idx" ON "billing_charge_items" USING btree ("domain_id","pacific_date");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payments_key_idx" ON "billing_payments" USING btree ("domain_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_refunds_key_idx" ON "billing_refunds" USING btree ("payment_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "billing_transactions_domain_idx" ON "billing_transactions" USING btree ("domain_id","id");