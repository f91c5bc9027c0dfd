import { Trans } from "@lingui/react/macro";
import { type ErrorComponentProps } from "@tanstack/react-router";
import { ApiError } from "../../lib/api";
import { DefaultLayout } from "./DefaultLayout";

/** Any other error: its status code, its message and a way home. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const status = error instanceof ApiError ? error.status : 500;
  return (
    <DefaultLayout>
      <section className="not-found" aria-labelledby="error-title">
        <p className="not-found__code" aria-hidden="true">
          {status}
        </p>
        <h1 id="error-title">
          <Trans>Что-то пошло не так</Trans>
        </h1>
        <p className="not-found__path">{error instanceof Error ? error.message : String(error)}</p>
        <div className="not-found__actions">
          <a href="/" className="button button--primary">
            <Trans>На главную</Trans>
          </a>
        </div>
      </section>
    </DefaultLayout>
  );
}
