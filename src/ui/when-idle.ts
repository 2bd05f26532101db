/**
 * Work a page can do after it is up (the toaster, the install invitation, the dialog's code): one
 * piece per idle period of the main thread, in the order asked, the next one only after the last
 * one's promise settled. Started together, their module code and renders piled into one long task
 * right after the first render, which a slow phone spends not answering a tap (issue 18, TBT).
 */
type Job = () => unknown;

const queue: Job[] = [];
let running = false;

/** The browser's idle callback; a short timer where there is none (Safari before 18). */
const idle = (run: () => void) =>
  typeof requestIdleCallback === "function"
    ? requestIdleCallback(run, { timeout: 2000 })
    : setTimeout(run, 50);

function next() {
  const job = queue.shift();
  if (!job) {
    running = false;
    return;
  }
  let done: Promise<unknown>;
  try {
    done = Promise.resolve(job());
  } catch (error) {
    done = Promise.reject(error);
  }
  // A failed piece (a chunk offline) does not hold up the others; its owner handles the error.
  done.catch(() => {}).finally(() => idle(next));
}

/** Runs `job` when the main thread is idle, after the pieces asked before it. */
export function whenIdle(job: Job): void {
  queue.push(job);
  if (running) return;
  running = true;
  idle(next);
}
