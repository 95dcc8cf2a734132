CREATE TABLE "mirror_probes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mirror_probes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mirror_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ms" integer,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mirrors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mirrors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mirrors_state_check" CHECK ("mirrors"."state" in ('active', 'blocked', 'disabled'))
);
--> statement-breakpoint
ALTER TABLE "mirror_probes" ADD CONSTRAINT "mirror_probes_mirror_id_mirrors_id_fk" FOREIGN KEY ("mirror_id") REFERENCES "public"."mirrors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirror_probes" ADD CONSTRAINT "mirror_probes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mirror_probes_mirror_created_idx" ON "mirror_probes" USING btree ("mirror_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mirrors_domain_key" ON "mirrors" USING btree ("domain");