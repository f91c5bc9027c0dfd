import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type SyntheticEvent } from "react";
import { useLocale } from "../../../lib/useLocale";
import { Button } from "../../../ui/Button";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { Field } from "../../../ui/Field";
import { FormAlert } from "../../../ui/FormAlert";
import { addBannedWordMutation, bannedWordsQuery, removeBannedWordMutation } from "./api";
import { fieldErrorOf, ReadState, TabHeader, useFailureText } from "./common";
import "../../../ui/forms.css";
import "./admin-content.css";

/** The console's «Стоп-слова»: words an ad may not hold, added and removed by moderators. */
export function BannedWordsTab() {
  const { t } = useLingui();
  const locale = useLocale();
  const failure = useFailureText();
  const words = useQuery(bannedWordsQuery(locale));
  const add = useMutation(addBannedWordMutation(locale));
  const remove = useMutation(removeBannedWordMutation(locale));
  const [word, setWord] = useState("");
  const [filter, setFilter] = useState("");
  const [removing, setRemoving] = useState<{ id: number; word: string } | null>(null);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate({ word }, { onSuccess: () => setWord("") });
  };
  const needle = filter.trim().toLowerCase();
  const shown = (words.data?.data ?? []).filter((row) => !needle || row.word.includes(needle));
  const total = words.data?.data.length ?? 0;

  return (
    <section className="admin-content" aria-labelledby="admin-words-title">
      <TabHeader title={<span id="admin-words-title">{t`Стоп-слова`}</span>}>
        <Trans>
          Объявление с таким словом уходит на проверку. Регистр, похожие латинские и русские буквы и формы слова
          учитываются сами.
        </Trans>
      </TabHeader>
      <form className="admin-content__inline-form" onSubmit={submit} noValidate>
        <Field label={t`Новое слово или фраза`} required error={fieldErrorOf(add.error, "word")}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={word}
              maxLength={60}
              autoComplete="off"
              onChange={(event) => setWord(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="primary" loading={add.isPending}>
          <Trans>Добавить</Trans>
        </Button>
      </form>
      <FormAlert message={add.error && !fieldErrorOf(add.error, "word") ? failure(add.error) : null} />
      {add.isSuccess ? (
        <p className="admin-content__saved" role="status">
          <Trans>Слово «{add.data.data.word}» добавлено.</Trans>
        </p>
      ) : null}
      <ReadState error={words.error} loading={words.isPending} />
      {words.data ? (
        <>
          <div className="admin-content__toolbar">
            <Field label={t`Найти в списке`}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="search"
                  value={filter}
                  onChange={(event) => setFilter(event.target.value)}
                />
              )}
            </Field>
            <p className="admin-content__muted" aria-live="polite">
              <Plural
                value={total}
                one="# слово в списке"
                few="# слова в списке"
                many="# слов в списке"
                other="# слова в списке"
              />
            </p>
          </div>
          {shown.length === 0 ? (
            <p className="admin-content__muted">
              <Trans>Ничего не найдено.</Trans>
            </p>
          ) : (
            <ul className="admin-words">
              {shown.map((row) => (
                <li key={row.id} className="admin-words__item">
                  <span className="admin-words__word">{row.word}</span>
                  <button
                    type="button"
                    className="admin-words__remove"
                    onClick={() => setRemoving(row)}
                    aria-label={t`Удалить слово «${row.word}»`}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t`Удалить слово «${removing?.word ?? ""}»?`}
        confirmLabel={t`Удалить`}
        danger
        onConfirm={() => (removing ? remove.mutateAsync(removing.id) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      >
        <Trans>Новые объявления с этим словом больше не будут задерживаться.</Trans>
      </ConfirmDialog>
    </section>
  );
}
