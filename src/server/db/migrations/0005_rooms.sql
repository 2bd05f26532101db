CREATE TABLE "room_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"game_id" text NOT NULL,
	"state" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"settings" jsonb,
	"seats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"host_seat_id" text,
	"creator_seat_id" text,
	"board_credential_hash" text NOT NULL,
	"sweep_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_live_code_idx" ON "rooms" USING btree ("code") WHERE "rooms"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "rooms_updated_at_idx" ON "rooms" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "rooms_sweep_at_idx" ON "rooms" USING btree ("sweep_at");