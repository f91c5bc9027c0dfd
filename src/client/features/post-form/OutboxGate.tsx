import { Suspense, useEffect, useState } from "react";
import { useLatch } from "../../lib/useLatch";
import { useOnline } from "../../lib/useOnline";
import { onOutboxChange, queued } from "../../api/outbox";
import { lazyPart } from "../../lib/lazy-part";

// The sender and its form code load only when something waits to be sent.
const OutboxSync = lazyPart(() => import("./OutboxSync").then((module) => module.OutboxSync));

/**
 * Mounts the outbox sender once the outbox holds submits made offline and the browser is online
 * (it sends at once when mounted); pages with nothing to send never load it.
 */
export function OutboxGate() {
  const online = useOnline();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    let live = true;
    const check = () => {
      queued()
        .then((items) => {
          if (live) setWaiting(items.some((item) => item.error === undefined));
        })
        .catch(() => undefined);
    };
    check();
    const stop = onOutboxChange(check);
    return () => {
      live = false;
      stop();
    };
  }, []);
  // Kept once mounted: it announces what it sent after the outbox is empty again.
  const started = useLatch(waiting && online);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <OutboxSync />
    </Suspense>
  );
}
