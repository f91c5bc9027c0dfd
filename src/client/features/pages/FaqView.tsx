import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useDeferredValue, useId, useMemo, useState } from "react";
import type { Block } from "../../../shared/contract/info-pages";
import { faqOf, searchable, textOfBlocks } from "../../../shared/faq";
import { Button } from "../../ui/Button";
import { BlockList } from "../../ui/Blocks";

/** Each question with the text a search looks in: the question, its answer and its group's name. */
function useIndexed(blocks: readonly Block[]) {
  return useMemo(() => {
    const faq = faqOf(blocks);
    const groups = faq.groups.map((group) => ({
      ...group,
      questions: group.questions.map((question) => ({
        ...question,
        haystack: searchable(`${group.title}\n${question.question}\n${textOfBlocks(question.answer)}`),
      })),
    }));
    return { intro: faq.intro, groups };
  }, [blocks]);
}

/**
 * A FAQ document as groups of questions that open one by one (details/summary: keyboard and screen readers
 * know them without script), with a search field that keeps only the questions holding every typed word.
 * A question named by the address's #anchor opens on its own (the browser opens a details holding the target).
 */
export function FaqView({ blocks }: { blocks: readonly Block[] }) {
  const { t } = useLingui();
  const fieldId = useId();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const { intro, groups } = useIndexed(blocks);
  const words = searchable(deferred).split(" ").filter(Boolean);
  const searching = words.length > 0;
  const shown = groups
    .map((group) => ({
      ...group,
      questions: group.questions.filter((question) => words.every((word) => question.haystack.includes(word))),
    }))
    .filter((group) => group.questions.length > 0);
  const count = shown.reduce((sum, group) => sum + group.questions.length, 0);
  const total = groups.reduce((sum, group) => sum + group.questions.length, 0);

  return (
    <div className="faq">
      <BlockList blocks={intro} />
      <search className="faq__search" role="search">
        <label htmlFor={fieldId} className="faq__search-label">
          <Trans>Поиск по вопросам</Trans>
        </label>
        <input
          id={fieldId}
          type="search"
          className="faq__search-input"
          value={query}
          maxLength={100}
          autoComplete="off"
          placeholder={t`Например: код, продлить, возврат`}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className="faq__count" role="status" aria-live="polite">
          {searching ? (
            <Plural
              value={count}
              one="Найден # вопрос"
              few="Найдено # вопроса"
              many="Найдено # вопросов"
              other="Найдено # вопроса"
            />
          ) : (
            <Plural value={total} one="# вопрос" few="# вопроса" many="# вопросов" other="# вопроса" />
          )}
        </p>
      </search>
      {searching && count === 0 ? (
        <div className="faq__empty">
          <p>
            <Trans>По запросу «{deferred}» ничего не нашлось. Попробуйте другое слово.</Trans>
          </p>
          <Button onClick={() => setQuery("")}>
            <Trans>Показать все вопросы</Trans>
          </Button>
        </div>
      ) : null}
      {shown.map((group) => (
        <section key={group.id} className="faq__group" aria-labelledby={group.id}>
          <h2 id={group.id} className="doc__h2" tabIndex={-1}>
            {group.title}
          </h2>
          {searching ? null : <BlockList blocks={group.intro} />}
          {group.questions.map((question) => (
            <details key={question.id} className="faq__item" open={searching && count <= 3}>
              <summary className="faq__question">
                <h3 id={question.id} className="faq__question-text">
                  {question.question}
                </h3>
              </summary>
              <div className="faq__answer">
                <BlockList blocks={question.answer} />
              </div>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
