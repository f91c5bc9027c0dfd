import { Trans } from "@lingui/react/macro";
import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Icon } from "../../ui/Icon";
import { formatSince } from "./time";
import { useOnline } from "../../lib/useOnline";

/** When the data on screen was fetched: the oldest of the queries the page shows. */
function useShownDataTime(active: boolean): number | null {
  const queryClient = useQueryClient();
  const [time, setTime] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    const read = () => {
      const times = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.getObserversCount() > 0 && query.state.dataUpdatedAt > 0)
        .map((query) => query.state.dataUpdatedAt);
      setTime(times.length ? Math.min(...times) : null);
    };
    read();
    const unsubscribe = queryClient.getQueryCache().subscribe(read);
    const timer = window.setInterval(read, 30_000);
    return () => {
      unsubscribe();
      window.clearInterval(timer);
    };
  }, [active, queryClient]);
  return time;
}

/** No network: what is shown comes from this browser's cache, and may be old. */
export function OfflineBanner() {
  const online = useOnline();
  const { i18n } = useLingui();
  const time = useShownDataTime(!online);
  if (online) return null;
  const since = time === null ? null : formatSince(time, i18n.locale);
  return (
    <div className="offline-banner" role="status">
      <Icon name="offline" size={18} />
      <span>
        {since === null ? (
          <Trans>Нет сети. Показано то, что сохранено на этом устройстве.</Trans>
        ) : (
          <Trans>Нет сети. Данные могут быть устаревшими: обновлены {since}.</Trans>
        )}
      </span>
    </div>
  );
}
