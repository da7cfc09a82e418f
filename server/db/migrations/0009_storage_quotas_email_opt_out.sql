CREATE TABLE "content_email_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_email_recipients" (
	"email" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_email_recipients_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "content_items" ALTER COLUMN "content" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "content_items" drop column "search_words";--> statement-breakpoint
-- A writing tool's text is kept once, in data.result; the content column held a second copy.
-- A scripture check is stored as its translation; the verses are looked up again when read.
UPDATE "content_items" SET "data" = jsonb_set("data", '{scriptureCheck}', jsonb_build_object('translation', coalesce("data" -> 'scriptureCheck' -> 'translation', '"web"'::jsonb))) WHERE jsonb_typeof("data" -> 'scriptureCheck') = 'object';--> statement-breakpoint
UPDATE "content_items" SET "content" = '' WHERE "type" <> 'image' AND jsonb_typeof("data" -> 'result') = 'object';--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "title" || ' ' || "content") || jsonb_to_tsvector('simple'::regconfig, case when "type" = 'image' then '{}'::jsonb else coalesce("data" -> 'result', '{}'::jsonb) end, '["string"]'::jsonb)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "content_items_search_words_idx" ON "content_items" USING gin ("search_words");--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "stored_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "content_items" SET "stored_bytes" = octet_length("title") + octet_length("preview") + octet_length("scripture") + octet_length("content") + octet_length("data"::text);--> statement-breakpoint
ALTER TABLE "content_email_deliveries" ADD CONSTRAINT "content_email_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_email_deliveries_user_sent_idx" ON "content_email_deliveries" USING btree ("user_id","sent_at");