CREATE TABLE "room_boards" (
	"id" text PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"credential_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "room_boards" ADD CONSTRAINT "room_boards_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_boards_room_idx" ON "room_boards" USING btree ("room_id");