CREATE INDEX "ledger_transactions_user_other_idx" ON "ledger_transactions" USING btree ("user_id","created_at","id") WHERE "ledger_transactions"."kind" IN ('bonus_grant', 'bonus_activate', 'bonus_convert', 'bonus_forfeit', 'adjustment');--> statement-breakpoint
CREATE INDEX "invoices_user_time_idx" ON "invoices" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_user_time_idx" ON "payouts" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "game_bets_user_time_idx" ON "game_bets" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "game_bets_user_game_time_idx" ON "game_bets" USING btree ("user_id","game","created_at","id");