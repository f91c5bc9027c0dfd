import { Trans } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

/** A query's three states on a page: loading, its error in the user's language (from the API), its data. */
export function QueryView<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) {
    return (
      <p role="status">
        <Trans>Загрузка…</Trans>
      </p>
    );
  }
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  return <>{children(query.data)}</>;
}
