import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { PaginationMeta } from "../../../shared/contract/common";
import { Pagination } from "../../ui/Pagination";
import { QueryView } from "../../ui/QueryView";

/** A page of the console's list: loading and failure as QueryView says them, what an empty one says, its pages. */
export function PagedList<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<{ data: T[]; meta: PaginationMeta }>;
  empty: ReactNode;
  children: (item: T) => ReactNode;
}) {
  return (
    <QueryView query={query}>
      {(answer) =>
        answer.data.length === 0 ? (
          <p className="admin-empty">{empty}</p>
        ) : (
          <>
            <ul className="admin-list">{answer.data.map(children)}</ul>
            <Pagination page={answer.meta.page} lastPage={answer.meta.last_page} />
          </>
        )
      }
    </QueryView>
  );
}
