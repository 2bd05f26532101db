import { prefetchResults } from "../src/games/kit/lazy-results";
import { preloadDialog } from "../src/ui/dialog";

// In the browser a page's dialogs are fetched a second after it renders (src/ui/dialog.tsx); a
// screen test opens them at once, so the chunk is here first (dialog.test.tsx covers the wait).
await preloadDialog();
// Likewise a game's results, fetched while it runs (lazy-results.test.tsx covers the wait).
await prefetchResults();
