import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type SyntheticEvent } from "react";
import { BAN_KINDS, type BanKind } from "../../../shared/contract/moderation";
import { ApiError } from "../../lib/api";
import { useLocale } from "../../lib/useLocale";
import { FormAlert } from "../../ui/FormAlert";
import { Modal } from "../../ui/Modal";
import { banMutation } from "./api";
import { DialogActions } from "./DialogActions";
import { useAdminLabels } from "./labels";

/** How long a ban lasts, in days; 0 for «until lifted». */
const TERMS = [1, 7, 30, 365, 0] as const;

/**
 * A ban: of a user named beforehand (`fixed`: from their page, an ad or a report), or of any user id, phone or
 * address range typed in; a reason is required (it goes to the audit log).
 */
export function BanDialog({
  open,
  fixed,
  onClose,
}: {
  open: boolean;
  fixed?: { kind: BanKind; value: string; label: string };
  onClose: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useAdminLabels();
  const ids = { kind: useId(), value: useId(), reason: useId(), term: useId() };
  const ban = useMutation(banMutation(locale));
  const [kind, setKind] = useState<BanKind>(fixed?.kind ?? "user");
  const [value, setValue] = useState(fixed?.value ?? "");
  const [reason, setReason] = useState("");
  const [term, setTerm] = useState<number>(0);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const termLabel = (days: number) =>
    days === 0 ? t`Пока не снимут` : plural(days, { one: "# день", few: "# дня", many: "# дней", other: "# дня" });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    const what = (fixed?.value ?? value).trim();
    if (!what) return setFailure(t`Укажите, кого или что заблокировать.`);
    if (!reason.trim()) return setFailure(t`Укажите причину блокировки.`);
    ban.mutate(
      { kind: fixed?.kind ?? kind, value: what, reason: reason.trim(), ...(term ? { days: term } : {}) },
      {
        onSuccess: () => {
          setReason("");
          if (!fixed) setValue("");
          close();
        },
        onError: (error) => setFailure(error instanceof ApiError ? error.message : t`Не удалось. Попробуйте ещё раз.`),
      },
    );
  };
  const hint = { user: t`Номер пользователя`, phone: t`+1 212 465 0100`, ip: t`203.0.113.0/24 или 2001:db8::/32` };
  return (
    <Modal open={open} onClose={close} title={t`Заблокировать`} narrow closable={!ban.isPending}>
      <h2 className="modal__title">
        <Trans>Заблокировать</Trans>
      </h2>
      {fixed ? (
        <p className="admin-dialog__subject">
          {labels.ban[fixed.kind]}: {fixed.label || fixed.value} (№{fixed.value})
        </p>
      ) : null}
      <form className="admin-form" onSubmit={submit} noValidate>
        {fixed ? null : (
          <>
            <div className="field">
              <label className="field__label" htmlFor={ids.kind}>
                <Trans>Что блокируем</Trans>
              </label>
              <select
                id={ids.kind}
                className="input"
                value={kind}
                onChange={(event) => setKind(event.target.value as BanKind)}
              >
                {BAN_KINDS.map((item) => (
                  <option key={item} value={item}>
                    {labels.ban[item]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor={ids.value}>
                {labels.ban[kind]}
              </label>
              <input
                id={ids.value}
                className="input"
                maxLength={64}
                value={value}
                placeholder={hint[kind]}
                inputMode={kind === "user" ? "numeric" : "text"}
                aria-required="true"
                onChange={(event) => setValue(event.target.value)}
              />
            </div>
          </>
        )}
        <div className="field">
          <label className="field__label" htmlFor={ids.reason}>
            <Trans>Причина</Trans>
          </label>
          <input
            id={ids.reason}
            className="input"
            maxLength={500}
            value={reason}
            aria-required="true"
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.term}>
            <Trans>Срок</Trans>
          </label>
          <select
            id={ids.term}
            className="input"
            value={term}
            onChange={(event) => setTerm(Number(event.target.value))}
          >
            {TERMS.map((days) => (
              <option key={days} value={days}>
                {termLabel(days)}
              </option>
            ))}
          </select>
        </div>
        <FormAlert message={failure} />
        <DialogActions busy={ban.isPending} onCancel={close} danger>
          <Trans>Заблокировать</Trans>
        </DialogActions>
      </form>
    </Modal>
  );
}
