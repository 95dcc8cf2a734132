CREATE TABLE "attribution_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attribution_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" integer,
	"fingerprint" text,
	"adv_id" text,
	"pr_hash" text,
	"ip" text NOT NULL,
	"country_code" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"blocked_countries" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_rules" (
	"path" text PRIMARY KEY NOT NULL,
	"redirect_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utm_promos" (
	"utm_source" text NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attribution_events" ADD CONSTRAINT "attribution_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribution_events_fingerprint_idx" ON "attribution_events" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "attribution_events_adv_id_idx" ON "attribution_events" USING btree ("adv_id");--> statement-breakpoint
CREATE INDEX "attribution_events_pr_hash_idx" ON "attribution_events" USING btree ("pr_hash");--> statement-breakpoint
CREATE INDEX "attribution_events_user_idx" ON "attribution_events" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "utm_promos_source_campaign_key" ON "utm_promos" USING btree ("utm_source","utm_campaign");