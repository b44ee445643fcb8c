ALTER TABLE "sandbox_intents" DROP CONSTRAINT "sandbox_intents_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "sandbox_twint_transactions" DROP CONSTRAINT "sandbox_twint_transactions_product_id_products_id_fk";
