import { useEffect, useState } from "react";
import { onOutboxChange, queued, type QueuedSubmission } from "./outbox";

/** The submits waiting for a connection, kept current as they are queued and sent. */
export function useOutbox(): QueuedSubmission[] {
  const [items, setItems] = useState<QueuedSubmission[]>([]);
  useEffect(() => {
    let alive = true;
    const load = () => void queued().then((list) => alive && setItems(list));
    load();
    const stop = onOutboxChange(load);
    return () => {
      alive = false;
      stop();
    };
  }, []);
  return items;
}
