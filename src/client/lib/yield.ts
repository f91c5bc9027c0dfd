/**
 * Lets the browser paint and answer taps before the next step of a long start-up: each step is then a
 * task of its own instead of one long task on a slow phone (a waiting tap waits for all of them).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
