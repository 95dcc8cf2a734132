DROP INDEX "provider_rounds_user_idx";--> statement-breakpoint
CREATE INDEX "crash_bets_user_time_idx" ON "crash_bets" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "live_bets_user_time_idx" ON "live_bets" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "room_entries_user_time_idx" ON "room_entries" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "provider_rounds_user_time_idx" ON "provider_rounds" USING btree ("user_id","created_at","id");