CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"preview" text NOT NULL,
	"scripture" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "last_generations" (
	"user_id" text NOT NULL,
	"tool" text NOT NULL,
	"request" jsonb NOT NULL,
	"response" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "last_generations_user_id_tool_pk" PRIMARY KEY("user_id","tool")
);
--> statement-breakpoint
CREATE TABLE "usage_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_generations" ADD CONSTRAINT "last_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_user_created_idx" ON "content_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "content_items_user_type_idx" ON "content_items" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "usage_counters_expires_idx" ON "usage_counters" USING btree ("expires_at");