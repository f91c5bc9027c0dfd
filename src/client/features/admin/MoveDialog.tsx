import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState, type SyntheticEvent } from "react";
import { ApiError } from "../../lib/api";
import { useLocale } from "../../lib/useLocale";
import { FormAlert } from "../../ui/FormAlert";
import { Modal } from "../../ui/Modal";
import { DialogActions } from "./DialogActions";
import { sectionsQuery } from "../../api/sections";
import { moveMutation } from "./api";
import { DRIVER_JOB_SECTIONS } from "../../../shared/sections";

/** Sections filled by one form: an ad may move between them (the API has the last word). */
const FAMILIES: readonly (readonly string[])[] = [DRIVER_JOB_SECTIONS];
const familyOf = (section: string): readonly string[] =>
  FAMILIES.find((family) => family.includes(section)) ?? [section];

/** Moving an ad to another category of its section (or of a section filled by the same form). */
export function MoveDialog({
  open,
  postId,
  section,
  categoryId,
  onClose,
  onDone,
}: {
  open: boolean;
  postId: number;
  section: string;
  categoryId: number | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const selectId = useId();
  const reasonId = useId();
  const sections = useQuery({ ...sectionsQuery(locale), enabled: open });
  const move = useMutation(moveMutation(locale));
  const [chosen, setChosen] = useState<number | null>(null);
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const family = familyOf(section);
  const groups = (sections.data?.data ?? []).filter((item) => family.includes(item.slug));
  const target = chosen ?? categoryId;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    if (target === null || target === categoryId) return setFailure(t`Выберите другую категорию.`);
    const why = reason.trim();
    move.mutate(
      { id: postId, category_id: target, ...(why ? { reason: why } : {}) },
      {
        onSuccess: () => {
          onDone();
          onClose();
        },
        onError: (error) => setFailure(error instanceof ApiError ? error.message : t`Не удалось. Попробуйте ещё раз.`),
      },
    );
  };
  return (
    <Modal open={open} onClose={onClose} title={t`Сменить категорию`} narrow closable={!move.isPending}>
      <h2 className="modal__title">
        <Trans>Сменить категорию</Trans>
      </h2>
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            <Trans>Категория</Trans>
          </label>
          <select
            id={selectId}
            className="input"
            value={target ?? ""}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            <option value="" disabled>
              {t`Выберите категорию`}
            </option>
            {groups.map((group) => (
              <optgroup key={group.slug} label={group.name}>
                {group.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={reasonId}>
            <Trans>Причина (для журнала)</Trans>
          </label>
          <input
            id={reasonId}
            className="input"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <FormAlert message={failure} />
        <DialogActions busy={move.isPending} onCancel={onClose}>
          <Trans>Перенести</Trans>
        </DialogActions>
      </form>
    </Modal>
  );
}
