import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import type { ReactNode } from "react";
import type { ModerationRule } from "../../../shared/contract/moderation";
import type { PostWriteResponse } from "../../../shared/contract/post-form";
import { sectionSlugSchema } from "../../../shared/contract/sections";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { usePostHref } from "../../lib/usePostHref";
import { useSessionUser } from "../../api/session/useSession";
import { showAuthPopupAtom } from "../../api/session/state";
import { postEditQuery } from "./api";
import type { FormOutcome } from "./PostForm";
import { QueuedOutcome } from "./QueuedOutcome";
import { pendingClaimAtom } from "./state";

/** What the form page says once the ad is sent: live, saved, waiting for its phone, or waiting for the network. */
export function PostOutcome({ outcome, onAnother }: { outcome: FormOutcome; onAnother: () => void }) {
  const user = useSessionUser();
  if (outcome.type === "queued")
    return <QueuedOutcome title={outcome.title} queueKey={outcome.key} photos={outcome.photos} onAgain={onAnother} />;
  const post = outcome.post;
  // Signed in by the code the ad asked for: the server has handed it over; ask it whether it is live.
  if (post.status === "pending" && user) return <ConfirmedAd postId={post.id} onAnother={onAnother} />;
  if (post.status === "pending") return <AwaitingCode postId={post.id} />;
  if (post.status === "unpaid") return <AwaitingPayment postId={post.id} onAnother={onAnother} />;
  if (post.status === "review")
    return <AwaitingReview edited={outcome.edited} heldBy={post.held_by ?? []} onAnother={onAnother} />;
  if (post.edit_held) return <EditHeld post={post} heldBy={post.held_by ?? []} />;
  return (
    <Outcome
      title={outcome.edited ? <Trans>Изменения сохранены</Trans> : <Trans>Объявление опубликовано</Trans>}
      onAnother={outcome.edited ? null : onAnother}
    >
      <p>
        {outcome.edited ? (
          <Trans>Изменения уже видят все: на странице объявления, в поиске и в ваших объявлениях.</Trans>
        ) : (
          <Trans>Объявление уже в поиске. Чтобы его увидело больше людей, его можно продвинуть.</Trans>
        )}
      </p>
      <AdLink post={post} promote={outcome.edited ? null : post.id} />
    </Outcome>
  );
}

/**
 * An ad posted before signing in, after the code: live and the user's (the page they come back to from
 * finish-registration asks by ?posted=), or still another phone's when the code was for another number.
 */
export function ConfirmedAd({ postId, onAnother }: { postId: number; onAnother: () => void }) {
  const locale = useLocale();
  const ad = useQuery(postEditQuery(locale, postId));
  if (ad.isPending) {
    return (
      <p className="muted" role="status">
        <Trans>Проверяем объявление…</Trans>
      </p>
    );
  }
  const data = ad.data?.data;
  const section = sectionSlugSchema.safeParse(data?.section);
  if (!data || data.status === "pending" || !section.success) {
    return (
      <Outcome title={<Trans>Объявление ждёт подтверждения</Trans>} onAnother={null}>
        <p>
          <Trans>
            Вы вошли с другим номером. Объявление появится на сайте, когда его подтвердят кодом, отправленным на телефон
            из объявления.
          </Trans>
        </p>
      </Outcome>
    );
  }
  // Handed over past the section's free ads of the month: it waits for its publication to be paid.
  if (data.status === "unpaid") return <AwaitingPayment postId={postId} onAnother={onAnother} />;
  if (data.status === "review") return <AwaitingReview edited={false} heldBy={[]} onAnother={onAnother} />;
  const title = data.title;
  return (
    <Outcome title={<Trans>Объявление опубликовано</Trans>} onAnother={onAnother}>
      <p>
        <Trans>
          Телефон подтверждён, и «{title}» уже на сайте. Объявление в вашем профиле — его видно с любого устройства, где
          вы войдёте с этим номером.
        </Trans>
      </p>
      <AdLink post={{ section: section.data, slug: data.slug }} />
    </Outcome>
  );
}

/** Past the section's free ads of the month: saved, not listed until its publication is paid. */
function AwaitingPayment({ postId, onAnother }: { postId: number; onAnother: () => void }) {
  const locale = useLocale();
  return (
    <Outcome title={<Trans>Объявление сохранено и ждёт оплаты</Trans>} onAnother={onAnother}>
      <p>
        <Trans>
          Бесплатные объявления этого раздела на этот месяц закончились. Оплатите публикацию — и объявление сразу
          появится в поиске. Пока оно видно только вам.
        </Trans>
      </p>
      <p className="form-actions">
        <Link
          className="button button--primary"
          to={pathOf("page.single-promotion", locale)}
          search={{ post_id: postId, product: "publish" }}
        >
          <Trans>Оплатить публикацию</Trans>
        </Link>
      </p>
    </Outcome>
  );
}

/** Held for a moderator by a rule: saved, shown to nobody else until approved; why, in a person's words. */
function AwaitingReview({
  edited,
  heldBy,
  onAnother,
}: {
  edited: boolean;
  heldBy: readonly ModerationRule[];
  onAnother: () => void;
}) {
  return (
    <Outcome
      title={edited ? <Trans>Изменения на проверке</Trans> : <Trans>Объявление на проверке</Trans>}
      onAnother={edited ? null : onAnother}
    >
      <HeldReasons heldBy={heldBy} />
      <p>
        <Trans>
          Модератор посмотрит его и опубликует — обычно в течение часа днём, ночью до утра. Пока оно видно только вам в
          разделе «Мои объявления» со статусом «На проверке».
        </Trans>
      </p>
    </Outcome>
  );
}

/** A live ad's edit that a rule holds: visitors keep the approved version until a moderator looks. */
function EditHeld({ post, heldBy }: { post: PostWriteResponse["data"]; heldBy: readonly ModerationRule[] }) {
  return (
    <Outcome title={<Trans>Изменения на проверке</Trans>} onAnother={null}>
      <HeldReasons heldBy={heldBy} />
      <p>
        <Trans>
          Объявление остаётся на сайте: пока модератор проверяет изменения (обычно в течение часа днём), посетители
          видят прежний вариант.
        </Trans>
      </p>
      <AdLink post={post} promote={null} />
    </Outcome>
  );
}

/** Why a rule held the ad, as a person says it. */
function HeldReasons({ heldBy }: { heldBy: readonly ModerationRule[] }) {
  if (heldBy.length === 0) return null;
  return (
    <ul className="held-reasons">
      {[...new Set(heldBy)].map((rule) => (
        <li key={rule}>
          <HeldReason rule={rule} />
        </li>
      ))}
    </ul>
  );
}

function HeldReason({ rule }: { rule: ModerationRule }) {
  switch (rule) {
    case "banned_word":
      return <Trans>В тексте есть слово, которое мы проверяем вручную.</Trans>;
    case "contacts":
      return <Trans>В тексте есть телефон или почта: в этом разделе их пишут в поле «Контакты».</Trans>;
    case "links":
      return <Trans>В тексте есть ссылки на другие сайты.</Trans>;
    case "duplicate_text":
      return <Trans>Такой же текст уже есть в другом объявлении.</Trans>;
    case "duplicate_photo":
      return <Trans>Такое же фото уже есть в другом объявлении.</Trans>;
    case "rate":
      return <Trans>С этого устройства сегодня уже подано много объявлений.</Trans>;
    case "risk":
      return (
        <Trans>
          Новый аккаунт, раздел, где часто бывает обман, и ссылки в тексте: такие объявления смотрит человек.
        </Trans>
      );
  }
}

function AwaitingCode({ postId }: { postId: number }) {
  const claim = useAtomValue(pendingClaimAtom);
  const showAuth = useSetAtom(showAuthPopupAtom);
  return (
    <Outcome title={<Trans>Подтвердите телефон</Trans>} onAnother={null} myAds={false}>
      <p>
        <Trans>Объявление сохранено. Введите код из SMS — и оно появится на сайте.</Trans>
      </p>
      {claim?.postId === postId ? (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => showAuth({ type: "login", postId, phone: claim.phone, countryCode: claim.countryCode })}
          >
            <Trans>Ввести код из SMS</Trans>
          </button>
        </p>
      ) : null}
    </Outcome>
  );
}

/**
 * The way to the ad; a new one also offers its paid promotion, as the big marketplaces do right after posting.
 */
function AdLink({
  post,
  promote = null,
}: {
  post: Parameters<ReturnType<typeof usePostHref>>[0];
  promote?: number | null;
}) {
  const href = usePostHref();
  const locale = useLocale();
  return (
    <p className="form-actions">
      <Link className="button button--primary" to={href(post)}>
        <Trans>Открыть объявление</Trans>
      </Link>
      {promote !== null ? (
        <Link
          className="button button--secondary"
          to={pathOf("page.single-promotion", locale)}
          search={{ post_id: promote }}
        >
          <Trans>Продвинуть</Trans>
        </Link>
      ) : null}
    </p>
  );
}

function Outcome({
  title,
  children,
  onAnother,
  myAds = true,
}: {
  title: ReactNode;
  children: ReactNode;
  onAnother: (() => void) | null;
  myAds?: boolean;
}) {
  const locale = useLocale();
  return (
    <section className="page-section outcome" role="status">
      <h1>{title}</h1>
      {children}
      {myAds || onAnother ? (
        <p className="form-actions">
          {myAds ? (
            <Link className="button button--secondary" to={pathOf("profile.listing", locale)}>
              <Trans>Мои объявления</Trans>
            </Link>
          ) : null}
          {onAnother ? (
            <button type="button" className="button button--secondary" onClick={onAnother}>
              <Trans>Разместить ещё одно</Trans>
            </button>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
