import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { useId, useState } from "react";
import type { Product } from "../../../shared/contract/money";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { useLocale } from "../../lib/useLocale";
import { usePostHref } from "../../lib/usePostHref";
import { FormAlert } from "../../ui/FormAlert";
import { usePostStatusText } from "../../entities/post-status";
import { useSignedIn } from "../../api/session/useSession";
import { adForPaymentQuery, createPaymentMutation, productsQuery } from "../../api/money";
import { checkoutBody, rememberPayment, type CheckoutRequest } from "./checkout";
import { useMoneyText } from "./format";
import { flowHref, nextPageOf } from "./links";
import { AD_KIND_ORDER, ProductExample, RENEWABLE_KINDS, useKindName, type AdKind } from "./products";
import { MoneySkeleton } from "./MoneySkeleton";
import { TestModeNotice } from "./TestModeNotice";

export type AdAccess = { post_id: number } | { hash: string };
type Ad = Awaited<ReturnType<NonNullable<ReturnType<typeof adForPaymentQuery>["queryFn"]>>>["data"];
type Catalog = Awaited<ReturnType<NonNullable<ReturnType<typeof productsQuery>["queryFn"]>>>["data"];

/** The ad's products to choose from and pay for: the promotion page and the quick-payment link share it. */
export function PromotionCheckout({ access, preselected }: { access: AdAccess; preselected: string | undefined }) {
  const locale = useLocale();
  const products = useQuery(productsQuery(locale));
  const ad = useQuery(adForPaymentQuery(access, locale));
  const failure = products.error ?? ad.error;
  if (failure) {
    return (
      <p className="money-error" role="alert">
        {failure.message}
      </p>
    );
  }
  if (!products.data || !ad.data) return <MoneySkeleton />;
  return <Checkout catalog={products.data.data} ad={ad.data.data} access={access} preselected={preselected} />;
}

function Checkout({
  catalog,
  ad,
  access,
  preselected,
}: {
  catalog: Catalog;
  ad: Ad;
  access: AdAccess;
  preselected: string | undefined;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const text = useMoneyText();
  const kindName = useKindName();
  const create = useMutation(createPaymentMutation(locale));
  const signedIn = useSignedIn();
  const [failure, setFailure] = useState<string | null>(null);
  // An unpaid ad is published first; only a live ad is promoted (anything else would be paid for nothing).
  const sellable = (kind: AdKind) => (kind === "publish" ? ad.post.status === "unpaid" : ad.post.status === "active");
  const groups = AD_KIND_ORDER.filter(sellable)
    .map((kind) => ({ kind, products: catalog.products.filter((product) => product.kind === kind) }))
    .filter((group) => group.products.length > 0);
  const offered = groups.flatMap((group) => group.products);
  const [chosenCode, choose] = useState(
    () =>
      offered.find((product) => product.code === preselected)?.code ??
      offered.find((product) => product.kind === "publish")?.code ??
      offered.find((product) => product.code === "top-7")?.code ??
      offered[0]?.code,
  );
  const [autoCharge, setAutoCharge] = useState(false);
  const chosen = offered.find((product) => product.code === chosenCode);
  const amount = chosen ? text.amount(chosen.price_cents) : "";
  // Renewal charges a card kept on the payer's account: someone paying from the ad's link without signing in has none.
  const renewable = signedIn && chosen !== undefined && RENEWABLE_KINDS.has(chosen.kind);
  const runningUntil = (kind: AdKind) =>
    ad.running
      .filter((entitlement) => entitlement.product.kind === kind && entitlement.status === "active")
      .map((entitlement) => entitlement.ends_at)
      .sort()
      .at(-1);

  const pay = async () => {
    if (!chosen) return;
    setFailure(null);
    const request: CheckoutRequest = {
      product: chosen.code,
      ...access,
      ...(renewable && autoCharge ? { auto_charge: true } : {}),
    };
    try {
      const { data: payment } = await create.mutateAsync(checkoutBody(request));
      rememberPayment(payment.id, request);
      await router.navigate({ href: flowHref(nextPageOf(payment), locale, { payment: payment.id }) });
    } catch (error) {
      setFailure(
        error instanceof ApiError ? error.message : t`Не удалось. Проверьте подключение и попробуйте ещё раз.`,
      );
    }
  };

  return (
    <>
      {catalog.test_mode ? <TestModeNotice /> : null}
      <AdSummary ad={ad} />
      {groups.length === 0 ? (
        <p className="money-empty">
          <Trans>Продвигать можно только активное объявление.</Trans>{" "}
          <Link to={pathOf("profile.listing", locale)}>
            <Trans>Мои объявления</Trans>
          </Link>
        </p>
      ) : (
        <form
          className="checkout"
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          <fieldset className="products">
            <legend className="products__legend">
              <Trans>Что подключить</Trans>
            </legend>
            {groups.map((group) => {
              const until = runningUntil(group.kind);
              return (
                <ProductGroup
                  key={group.kind}
                  kind={group.kind}
                  name={kindName(group.kind)}
                  products={group.products}
                  chosen={chosenCode}
                  onChoose={choose}
                  running={until ? t`Действует до ${text.date(until)}` : null}
                />
              );
            })}
          </fieldset>
          {renewable ? (
            <label className="check-row">
              <input type="checkbox" checked={autoCharge} onChange={(event) => setAutoCharge(event.target.checked)} />
              <span>
                <Trans>Продлевать автоматически сохранённой картой</Trans>
                <small className="check-row__hint">
                  <Trans>Перед каждым списанием придёт письмо. Отключить можно в любой момент.</Trans>
                </small>
              </span>
            </label>
          ) : null}
          {chosen ? (
            <div className="checkout__total">
              <p className="checkout__sum">
                <span>
                  <Trans>Итого</Trans>
                </span>
                <strong>{amount}</strong>
              </p>
              <button
                type="submit"
                className="button button--primary button--block button--pay"
                disabled={create.isPending}
                aria-busy={create.isPending || undefined}
              >
                <Trans>Оплатить {amount}</Trans>
              </button>
              <FormAlert message={failure} />
              <p className="checkout__fine">
                <Trans>Начнёт действовать сразу после оплаты.</Trans>
              </p>
            </div>
          ) : null}
        </form>
      )}
    </>
  );
}

/** The ad being paid for, as its owner knows it: title, state, when it leaves the listings. */
function AdSummary({ ad }: { ad: Ad }) {
  const text = useMoneyText();
  const href = usePostHref();
  const statusText = usePostStatusText()(ad.post.status);
  const expires = ad.post.expires_at ? text.date(ad.post.expires_at) : null;
  return (
    <section className="ad-summary" aria-label={ad.post.title}>
      <p className="ad-summary__title">
        {ad.post.status === "active" ? (
          <Link to={href(ad.post)}>{ad.post.title}</Link>
        ) : (
          <strong>{ad.post.title}</strong>
        )}
      </p>
      <p className="ad-summary__meta">
        <span className={`status-pill status-pill--${ad.post.status}`}>{statusText.label}</span>
        {expires ? (
          <span>
            <Trans>В поиске до {expires}</Trans>
          </span>
        ) : null}
      </p>
      {statusText.hint && ad.post.status !== "active" ? <p className="ad-summary__hint">{statusText.hint}</p> : null}
    </section>
  );
}

function ProductGroup({
  kind,
  name,
  products,
  chosen,
  onChoose,
  running,
}: {
  kind: AdKind;
  name: string;
  products: Product[];
  chosen: string | undefined;
  onChoose: (code: string) => void;
  running: string | null;
}) {
  const text = useMoneyText();
  const id = useId();
  const selected = products.some((product) => product.code === chosen);
  const first = products[0];
  if (!first) return null;
  const head = (
    <>
      <span className="product__text">
        <span className="product__name" id={`${id}-name`}>
          {name}
        </span>
        <span className="product__description" id={`${id}-description`}>
          {first.description}
        </span>
        {running ? <span className="product__running">{running}</span> : null}
      </span>
      <ProductExample kind={kind} />
    </>
  );
  // One period: the whole card is the choice. Several (a bump for 3, 7 or 30 days): a segmented choice of days.
  if (products.length === 1) {
    return (
      <label className={`product${selected ? " product--chosen" : ""}`}>
        <input
          type="radio"
          name="product"
          className="product__radio"
          value={first.code}
          checked={selected}
          onChange={() => onChoose(first.code)}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-description ${id}-price`}
        />
        <span className="product__body">
          {head}
          <span className="product__price" id={`${id}-price`}>
            <Plural value={first.days} one="# день" few="# дня" many="# дней" other="# дня" /> ·{" "}
            <strong>{text.amount(first.price_cents)}</strong>
          </span>
        </span>
      </label>
    );
  }
  return (
    <div
      className={`product product--group${selected ? " product--chosen" : ""}`}
      role="group"
      aria-labelledby={`${id}-name`}
    >
      <span className="product__body">
        {head}
        <span className="segments">
          {products.map((product) => (
            <label key={product.code} className={`segment${product.code === chosen ? " segment--chosen" : ""}`}>
              <input
                type="radio"
                name="product"
                className="segment__radio"
                value={product.code}
                checked={product.code === chosen}
                onChange={() => onChoose(product.code)}
              />
              <span className="segment__days" aria-hidden="true">
                <Plural value={product.days} one="# день" few="# дня" many="# дней" other="# дня" />
              </span>
              <span className="segment__price" aria-hidden="true">
                {text.amount(product.price_cents)}
              </span>
              <span className="visually-hidden">
                {product.title}, {text.amount(product.price_cents)}
              </span>
            </label>
          ))}
        </span>
      </span>
    </div>
  );
}
