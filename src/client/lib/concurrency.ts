/**
 * Wraps an async function so at most `limit` calls run at once; the others wait their turn
 * (route preloads: MAX_CONCURRENT_PRELOADS).
 */
export function limitConcurrency<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
  limit: number,
): (...args: A) => Promise<R> {
  let active = 0;
  const queue: Array<() => void> = [];
  const next = () => {
    active--;
    queue.shift()?.();
  };
  return (...args: A) =>
    new Promise<R>((resolve, reject) => {
      const start = () => {
        active++;
        run(...args)
          .then(resolve, reject)
          .finally(next);
      };
      if (active < limit) start();
      else queue.push(start);
    });
}
