import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useId, useState, type SyntheticEvent } from "react";
import { homeParams, useLocale } from "../../lib/useLocale";
import { Icon } from "../../ui/Icon";

/**
 * The header's search over every section: the home page's list searched by words. Before the app starts the browser
 * submits the same search itself (a GET of the home page).
 */
export function HeaderSearch() {
  const { t } = useLingui();
  const id = useId();
  const locale = useLocale();
  const navigate = useNavigate();
  const [words, setWords] = useState("");
  const home = locale === "ru" ? "/" : `/${locale}`;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const q = words.trim();
    void navigate({ to: "/{-$locale}/{-$location}", params: homeParams(locale), search: q ? { q } : {} });
  };
  return (
    <form className="header-search" role="search" action={home} onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>
        {t`Поиск по всем разделам`}
      </label>
      <Icon name="search" size={18} className="header-search__icon" />
      <input
        id={id}
        name="q"
        className="header-search__input"
        type="search"
        enterKeyHint="search"
        maxLength={100}
        placeholder={t`Поиск объявлений`}
        value={words}
        onChange={(event) => setWords(event.target.value)}
      />
    </form>
  );
}
