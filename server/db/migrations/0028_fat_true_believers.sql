CREATE TABLE "mirror_signing_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mirror_signing_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_key" text NOT NULL,
	"state" text NOT NULL,
	"promoted_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mirror_signing_keys_state_check" CHECK ("mirror_signing_keys"."state" in ('next', 'current', 'previous', 'retired'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mirror_signing_keys_public_key_key" ON "mirror_signing_keys" USING btree ("public_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mirror_signing_keys_one_per_state" ON "mirror_signing_keys" USING btree ("state") WHERE "mirror_signing_keys"."state" <> 'retired';