CREATE TABLE "study_notes" (
	"user_id" text NOT NULL,
	"osis" text NOT NULL,
	"reference" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_notes_user_id_osis_pk" PRIMARY KEY("user_id","osis")
);
--> statement-breakpoint
ALTER TABLE "study_notes" ADD CONSTRAINT "study_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;