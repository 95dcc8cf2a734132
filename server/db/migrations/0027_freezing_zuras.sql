DROP INDEX "sports_bets_settled_idx";--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sports_bets_settled_idx" ON "sports_bets" USING btree ("settled_at") WHERE "sports_bets"."status" IN ('settled', 'cashed_out');