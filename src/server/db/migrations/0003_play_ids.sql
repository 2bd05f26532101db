ALTER TABLE "play_events" ADD COLUMN "play_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "play_events_user_play_kind_idx" ON "play_events" USING btree ("user_id","play_id","kind");