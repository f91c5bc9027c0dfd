import { useCallback, useEffect, useState } from "react";

/** Seconds left until a deadline, ticking once a second; restart() sets a new one. */
export function useCountdown(seconds: number): [number, (from?: number) => void] {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  const restart = useCallback(
    (from = seconds) => {
      setNow(Date.now());
      setDeadline(Date.now() + from * 1000);
    },
    [seconds],
  );
  const left = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return [left, restart];
}

/** A message that disappears after `ms` (a failed send or check shows its error for 3 s). */
export function useFlash(ms: number): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(() => setMessage(null), ms);
    return () => window.clearTimeout(timer);
  }, [message, ms]);
  return [message, setMessage];
}
