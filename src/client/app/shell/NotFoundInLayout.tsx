import { lazy, Suspense } from "react";
import { DefaultLayout } from "./DefaultLayout";

// A 404 is rare and the server draws it whole: its words load with it, not with every first visit.
const NotFoundPage = lazy(() => import("./NotFoundPage"));

export function NotFoundInLayout() {
  return (
    <DefaultLayout>
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    </DefaultLayout>
  );
}
