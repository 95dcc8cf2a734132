CREATE TABLE "leaderboard_entries" (
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"user_id" integer NOT NULL,
	"wagered_minor" bigint NOT NULL,
	"best_win_minor" bigint NOT NULL,
	CONSTRAINT "leaderboard_entries_period_currency_user_id_pk" PRIMARY KEY("period","currency","user_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_refreshes" (
	"period" text PRIMARY KEY NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_acceptances" (
	"user_id" integer NOT NULL,
	"document" text NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_acceptances_user_id_document_pk" PRIMARY KEY("user_id","document")
);
--> statement-breakpoint
CREATE TABLE "policy_versions" (
	"document" text NOT NULL,
	"version" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_versions_document_version_locale_pk" PRIMARY KEY("document","version","locale")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_entries" ADD CONSTRAINT "leaderboard_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD CONSTRAINT "policy_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;