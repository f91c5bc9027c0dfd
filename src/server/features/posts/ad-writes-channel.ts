import { randomUUID } from "node:crypto";
import pg from "pg";
import { log } from "../../log";

const CHANNEL = "obyava_ad_writes";
const RECONNECT_MS = 1_000;

export interface AdWritesChannel {
  /** Tells the other processes that an ad was written here. */
  announce(): void;
  stop(): Promise<void>;
}

/**
 * Several API processes on one PostgreSQL (DATABASE_URL): each keeps short caches of ads and drawn pages,
 * cleared on its own writes. This tells the others too (LISTEN/NOTIFY), so an edit made through one process
 * is not served as it was by another for up to 30 s. A process that lost the connection clears its caches
 * when it is back (a write may have passed unheard).
 */
export function startAdWritesChannel(url: string, onOtherWrite: () => void): AdWritesChannel {
  // Our own announcements come back to us: this process's mark tells them apart.
  const self = randomUUID();
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const reconnectLater = () => {
    client = null;
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect(true);
    }, RECONNECT_MS);
    timer.unref();
  };

  async function connect(again: boolean): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on("error", (error) => {
      log.warn({ err: error }, "[posts] ad-writes channel lost its connection");
      reconnectLater();
    });
    next.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload !== self) onOtherWrite();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      if (again) onOtherWrite();
    } catch (error) {
      log.warn({ err: error }, "[posts] ad-writes channel could not connect");
      await next.end().catch(() => undefined);
      reconnectLater();
    }
  }
  void connect(false);

  return {
    announce() {
      client?.query("SELECT pg_notify($1, $2)", [CHANNEL, self]).catch((error: unknown) => {
        log.warn({ err: error }, "[posts] announcing an ad write failed");
      });
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
