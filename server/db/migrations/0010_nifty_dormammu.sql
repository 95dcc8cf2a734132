ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_tx_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_accounts_id_fk";
--> statement-breakpoint
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "accounts_kept" BEFORE DELETE OR TRUNCATE OR UPDATE OF "id" ON "accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
