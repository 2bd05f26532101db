/**
 * The sound files the games play (public/sounds/, made by scripts/make-sounds.sh): each is
 * fetched the first time a game needs it and kept by the service worker like every other asset.
 * `bytes` is checked against the file by a test, so the list cannot drift from what ships.
 */
export const soundFiles = {
  /** A wheel or bottle passing one slot. */
  tick: { url: "/sounds/tick.mp3", bytes: 522 },
  /** The wheel or bottle stopped: the result shows. */
  reveal: { url: "/sounds/reveal.mp3", bytes: 3004 },
  /** The end of a game: the podium. */
  fanfare: { url: "/sounds/fanfare.mp3", bytes: 6922 },
  /** One of a timer's last seconds. */
  beep: { url: "/sounds/beep.mp3", bytes: 914 },
} as const;

export type SoundFile = keyof typeof soundFiles;

/** Everything above, shipped + 10% (what a phone downloads for sound, at most). */
export const SOUND_BUDGET_BYTES = 12_500;
