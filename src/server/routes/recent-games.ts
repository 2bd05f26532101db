import { sql } from "drizzle-orm";
import { RECENT_GAMES_LIMIT } from "../../shared/constants";
import { profiles } from "../db/schema";

/**
 * The game ids of `entries` (newest first) put before the stored ones, each game once (its latest
 * play), at most RECENT_GAMES_LIMIT: 'Jogados recentemente' never repeats a game.
 */
export const recentGamesWith = (entries: string) => sql`(
  select coalesce(jsonb_agg(y.e order by y.n), '[]'::jsonb) from (
    select x.e, x.n from (
      select t.e, t.n, row_number() over (partition by t.e->>'gameId' order by t.n) as r
      from jsonb_array_elements(
        ${entries}::jsonb
        || case when jsonb_typeof(${profiles.recentGames}) = 'array'
             then ${profiles.recentGames} else '[]'::jsonb end
      ) with ordinality as t(e, n)
    ) x where x.r = 1 order by x.n limit ${RECENT_GAMES_LIMIT}
  ) y
)`;
