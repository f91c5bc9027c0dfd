import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../../../lib/api";
import { useLocale } from "../../../lib/useLocale";
import { Field } from "../../../ui/Field";
import { adminMeQuery } from "./api";

/**
 * Whether the signed-in member of the team may change what only admins change. Until the console says who they
 * are (or if it cannot), the forms stay open: the server refuses a moderator in their language anyway.
 */
export function useCanEdit(): boolean {
  const me = useQuery(adminMeQuery(useLocale()));
  return me.data?.data.role !== "moderator";
}

/** A failed call as the team reads it: the server's words in their language, or a plain «try again». */
export function useFailureText(): (error: unknown) => string {
  const { t } = useLingui();
  return (error) =>
    error instanceof ApiError ? error.message : t`Не удалось. Проверьте подключение и попробуйте ещё раз.`;
}

/** The first field error of a 422 for one field, already in the caller's language. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldErrors[field]?.[0] : undefined;
}

/** A tab's heading and what it is for. */
export function TabHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header className="admin-content__header">
      <h2 className="admin-content__title">{title}</h2>
      {children ? <p className="admin-content__lead">{children}</p> : null}
    </header>
  );
}

/** Said to a moderator above what only an admin may change. */
export function AdminOnlyNote() {
  return (
    <p className="admin-content__note" role="note">
      <Trans>Изменять это может только администратор. Вы видите текущие значения.</Trans>
    </p>
  );
}

/** What a tab shows while it loads or when its read fails. */
export function ReadState({ error, loading }: { error: unknown; loading: boolean }) {
  const failure = useFailureText();
  if (error)
    return (
      <p className="admin-content__error" role="alert">
        {failure(error)}
      </p>
    );
  if (loading)
    return (
      <p className="admin-content__muted" role="status">
        <Trans>Загрузка…</Trans>
      </p>
    );
  return null;
}

/** A whole number the team sets (a threshold, a rate, a menu position), with its label, hint and server error. */
export function NumberField(props: {
  label: string;
  hint?: string;
  error: string | undefined;
  value: string;
  min: number;
  max: number;
  readOnly?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={props.label} hint={props.hint} required error={props.error}>
      {(control) => (
        <input
          {...control}
          className="input"
          type="number"
          inputMode="numeric"
          min={props.min}
          max={props.max}
          step={1}
          value={props.value}
          readOnly={props.readOnly}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
