-- Moves the foundation's cached wallets onto ledger accounts (with an opening adjustment for any non-zero money,
-- so every account still equals the sum of its entries) and seeds the sandbox deposit methods per currency.
INSERT INTO "accounts" ("user_id", "currency", "kind")
SELECT w."user_id", w."currency", k."kind"
FROM "wallets" w CROSS JOIN (VALUES ('cash'), ('bonus'), ('bonus_pending'), ('payout_hold')) AS k("kind");
--> statement-breakpoint
INSERT INTO "accounts" ("currency", "kind", "shard")
SELECT DISTINCT w."currency", 'adjustments', 0 FROM "wallets" w
WHERE w."balance_minor" <> 0 OR w."bonus_minor" <> 0 OR w."bonus_balance_minor" <> 0;
--> statement-breakpoint
INSERT INTO "ledger_transactions" ("kind", "user_id", "currency", "amount_minor", "idempotency_key", "reference")
SELECT 'adjustment', w."user_id", w."currency", w."balance_minor" + w."bonus_minor" + w."bonus_balance_minor",
  'migration:wallets:' || w."currency", 'migration:wallets'
FROM "wallets" w
WHERE w."balance_minor" <> 0 OR w."bonus_minor" <> 0 OR w."bonus_balance_minor" <> 0;
--> statement-breakpoint
INSERT INTO "ledger_entries" ("tx_id", "account_id", "amount_minor")
SELECT t."id", a."id",
  CASE a."kind" WHEN 'cash' THEN w."balance_minor" WHEN 'bonus' THEN w."bonus_balance_minor" ELSE w."bonus_minor" END
FROM "wallets" w
JOIN "ledger_transactions" t ON t."user_id" = w."user_id" AND t."idempotency_key" = 'migration:wallets:' || w."currency"
JOIN "accounts" a ON a."user_id" = w."user_id" AND a."currency" = w."currency"
  AND a."kind" IN ('cash', 'bonus', 'bonus_pending')
WHERE CASE a."kind" WHEN 'cash' THEN w."balance_minor" WHEN 'bonus' THEN w."bonus_balance_minor" ELSE w."bonus_minor" END <> 0;
--> statement-breakpoint
INSERT INTO "ledger_entries" ("tx_id", "account_id", "amount_minor")
SELECT t."id", a."id", -t."amount_minor"
FROM "ledger_transactions" t
JOIN "accounts" a ON a."user_id" IS NULL AND a."currency" = t."currency" AND a."kind" = 'adjustments' AND a."shard" = 0
WHERE t."reference" = 'migration:wallets';
--> statement-breakpoint
UPDATE "accounts" a SET "balance_minor" = s."sum"
FROM (SELECT "account_id", sum("amount_minor") AS "sum" FROM "ledger_entries" GROUP BY "account_id") s
WHERE s."account_id" = a."id";
--> statement-breakpoint
INSERT INTO "payment_methods" ("hash", "currency", "kind", "name_en", "min_minor", "max_minor", "default_minor", "exchange_currency", "sort")
SELECT md5('sandbox:' || c."currency" || ':' || m."kind"), c."currency", m."kind", m."name_en",
  CASE WHEN c."currency" IN ('USD', 'EUR') AND m."kind" <> 'crypto' THEN 100 ELSE NULL END,
  CASE WHEN c."currency" IN ('USD', 'EUR') AND m."kind" <> 'crypto' THEN 500000 ELSE NULL END,
  CASE WHEN c."currency" IN ('USD', 'EUR') AND m."kind" <> 'crypto' THEN 1000 ELSE NULL END,
  CASE WHEN m."kind" = 'crypto' THEN 'USDT' ELSE NULL END,
  m."sort"
FROM (VALUES ('RUB'), ('USD'), ('KZT'), ('INR'), ('EUR')) AS c("currency")
CROSS JOIN (VALUES ('card', 'Bank card', 1), ('p2p_card', 'Card transfer', 2), ('p2p_phone', 'Transfer by phone number', 3),
  ('crypto', 'USDT (TRC-20)', 4)) AS m("kind", "name_en", "sort")
WHERE m."kind" NOT IN ('p2p_card', 'p2p_phone') OR c."currency" IN ('RUB', 'KZT');
