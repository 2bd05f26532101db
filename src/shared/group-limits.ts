// Group limits the app needs up front, without zod.
export const GROUP_NAME_MAX = 40;
export const PLAYER_NAME_MAX = 30;
/** A group is a roda: one name alone is not worth saving. */
export const GROUP_MIN_PLAYERS = 2;
export const MAX_GROUPS_PER_USER = 50;
