import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { PostStatus } from "../../../shared/contract/form-kinds";
import { isFilledSection } from "../../../shared/sections";
import type { SectionSlug } from "../../../shared/contract/sections";
import { LOCALE_TAGS } from "../../../shared/locales";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { dateTimeFormat } from "../../lib/intl";
import { useLocale } from "../../lib/useLocale";
import { adLifeMutation } from "./api";

export interface AdLifeFacts {
  id: number;
  section: SectionSlug;
  status: PostStatus;
  /** Null: the ad never ends; undefined: its end is not known here. */
  expires_at: string | null | undefined;
}

/** «12 дек.» in the reader's language. */
function useShortDate() {
  const locale = useLocale();
  const format = dateTimeFormat(LOCALE_TAGS[locale], { day: "numeric", month: "short" });
  return (iso: string) => format.format(new Date(iso));
}

/** The end of a live ad («Активно до 12 дек.»), or when an ended one went off. */
export function AdEnd({ post }: { post: AdLifeFacts }) {
  const { t } = useLingui();
  const date = useShortDate();
  if (!post.expires_at) return null;
  const end = date(post.expires_at);
  if (post.status === "active") return <span className="ad-end">{t`Активно до ${end}`}</span>;
  if (post.status === "expired") return <span className="ad-end ad-end--past">{t`Снято ${end}`}</span>;
  return null;
}

/**
 * «Продлить» (one click: one period more, the new end said after), «Продано» or «Закрыто» as the section says,
 * and for an ad past the month's free ones the way to pay for its publication.
 */
export function AdLifeActions({ post, busy: otherBusy = false }: { post: AdLifeFacts; busy?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const date = useShortDate();
  const life = useMutation(adLifeMutation(locale, post.id));
  const [said, setSaid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = otherBusy || life.isPending;
  const act = async (action: "renew" | "sold") => {
    setFailure(null);
    setSaid(null);
    try {
      const answer = await life.mutateAsync(action);
      const end = answer.data.expires_at ? date(answer.data.expires_at) : null;
      if (action === "sold") setSaid(t`Объявление перенесено в архив.`);
      else setSaid(end ? t`Продлено до ${end}` : t`Объявление снова опубликовано.`);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t`Не удалось. Попробуйте ещё раз.`);
    }
  };
  const renewable =
    post.expires_at !== null &&
    (post.status === "expired" ||
      post.status === "sold" ||
      (post.status === "active" && post.expires_at !== undefined));
  const sellable = post.status === "active" || post.status === "inactive" || post.status === "expired";
  const filled = isFilledSection(post.section);
  return (
    <>
      {post.status === "unpaid" ? (
        <Link
          className="button button--primary button--small"
          to={pathOf("page.single-promotion", locale)}
          search={{ post_id: post.id, product: "publish" }}
        >
          <Trans>Оплатить публикацию</Trans>
        </Link>
      ) : null}
      {renewable ? (
        <button
          type="button"
          className={`button ${post.status === "active" ? "button--secondary" : "button--primary"} button--small`}
          disabled={busy}
          aria-busy={life.isPending || undefined}
          onClick={() => void act("renew")}
        >
          <Trans>Продлить</Trans>
        </button>
      ) : null}
      {sellable ? (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          onClick={() => void act("sold")}
        >
          {filled ? <Trans>Закрыто</Trans> : <Trans>Продано</Trans>}
        </button>
      ) : null}
      {/* Spans: these sit in the row of buttons (a paragraph); the live region exists before it speaks. */}
      <span className="ad-life__said" role="status">
        {said}
      </span>
      {failure ? (
        <span className="auth-panel__error ad-life__said" role="alert">
          {failure}
        </span>
      ) : null}
    </>
  );
}
