ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
-- Backfill from what existed before: the newest open session and the newest play.
UPDATE "users" SET "last_active_at" = (
	SELECT max(t.at) FROM (
		SELECT max("updated_at") AS at FROM "sessions" WHERE "sessions"."user_id" = "users"."id"
		UNION ALL
		SELECT max("at") FROM "play_events" WHERE "play_events"."user_id" = "users"."id"
	) t
);
