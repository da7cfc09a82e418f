DROP INDEX "content_items_words_idx";--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "title" || ' ' || "preview" || ' ' || "content")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "content_items_search_words_idx" ON "content_items" USING gin ("search_words");