import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState, type InputHTMLAttributes, type ReactNode, type SyntheticEvent } from "react";
import { bannerOrderSchema, type Product } from "../../../shared/contract/money";
import type { WidgetType } from "../../../shared/contract/widgets";
import { LOCALE_TAGS } from "../../../shared/locales";
import { pathOf } from "../../../shared/routes";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { FormAlert } from "../../ui/FormAlert";
import { ApiError } from "../../lib/api";
import { numberFormat } from "../../lib/intl";
import { useLocale } from "../../lib/useLocale";
import { useTranslateError } from "../../lib/useTranslateError";
import { LocationOptions } from "../../entities/LocationPicker";
import { locationTreeQuery } from "../../api/locations";
import { createPaymentMutation, productsQuery } from "../../api/money";
import { PHOTO_ACCEPT, preparePhoto, uploadPhoto } from "../../lib/photo-upload";
import { sectionsQuery } from "../../api/sections";
import {
  bannerProducts,
  checkoutKeyFor,
  forgetCheckoutKey,
  localDay,
  orderOf,
  totalCents,
  type OrderDraft,
} from "./order";
import { usePlacementNames } from "../../ui/banner-placement-names";
import "./banners.css";

type Upload = { state: "none" } | { state: "busy" } | { state: "done"; url: string } | { state: "failed" };

/**
 * The banner order: where (placement, state or city, section), when (first day, days), what (title, text, link,
 * picture), the price as it is chosen, and «Оплатить», which creates the payment and opens the card page.
 */
export function BannerOrderForm({ products }: { products?: readonly Product[] | undefined }) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const translateError = useTranslateError();
  const placementNames = usePlacementNames();
  const fetched = useQuery({ ...productsQuery(locale), enabled: !products }).data?.data.products;
  const offered = bannerProducts(products ?? fetched ?? []);
  const tree = useQuery(locationTreeQuery(locale)).data?.data;
  const sections = useQuery(sectionsQuery(locale)).data?.data;
  const create = useMutation(createPaymentMutation(locale));
  const [draft, setDraft] = useState<OrderDraft>(() => ({
    placement: "",
    location: "",
    section: "",
    starts_on: localDay(new Date()),
    days: "7",
    title: "",
    text: "",
    link: "https://",
    image_upload_id: null,
  }));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<{ message: string; signIn: boolean } | null>(null);
  const [upload, setUpload] = useState<Upload>({ state: "none" });
  const placement = draft.placement || offered[0]?.placement || "";
  const product = offered.find((item) => item.placement === placement);
  const total = totalCents(product, draft.days);
  // Whole dollars without cents, as the card page writes them.
  const money = (cents: number) =>
    numberFormat(LOCALE_TAGS[locale], {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    }).format(cents / 100);
  // A field's error goes as soon as the field is changed; the rest wait for the next «Оплатить».
  const set = (name: keyof OrderDraft) => (event: { target: { value: string } }) => {
    setDraft((old) => ({ ...old, [name]: event.target.value }));
    setErrors((old) => ({ ...old, [name]: undefined }));
  };

  /** One text input of the order, tied to its label, hint and error. */
  const input = (
    name: "starts_on" | "days" | "title" | "link",
    label: string,
    attributes: InputHTMLAttributes<HTMLInputElement>,
    hint?: ReactNode,
  ) => (
    <Field label={label} required error={errors[name]} hint={hint}>
      {(control) => <input {...control} className="input" value={draft[name]} onChange={set(name)} {...attributes} />}
    </Field>
  );

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setUpload({ state: "busy" });
    try {
      const photo = await uploadPhoto(locale, await preparePhoto(file), () => undefined);
      setDraft((old) => ({ ...old, image_upload_id: photo.id }));
      setUpload({ state: "done", url: photo.thumb_url });
    } catch {
      setUpload({ state: "failed" });
    }
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    const order = orderOf({ ...draft, placement });
    const checked = bannerOrderSchema.safeParse(order);
    const found: Record<string, string | undefined> = {};
    if (!product) found.placement = t`Выберите место показа.`;
    for (const issue of checked.error?.issues ?? []) found[String(issue.path[0])] ??= translateError(issue.message);
    setErrors(found);
    if (!product || !checked.success || Object.keys(found).length > 0) return;
    const body = { product: product.code, banner: checked.data };
    const pay = () => create.mutateAsync({ ...body, idempotency_key: checkoutKeyFor(JSON.stringify(body)) });
    try {
      let payment = (await pay()).data;
      if (payment.status !== "created" && payment.status !== "requires_action") {
        forgetCheckoutKey();
        payment = (await pay()).data;
      }
      await navigate({
        href: `${pathOf("page.credit-card-payment", locale)}?payment=${encodeURIComponent(payment.id)}`,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure({ message: t`Нет связи. Проверьте интернет и попробуйте ещё раз.`, signIn: false });
        return;
      }
      const fields = Object.entries(error.fieldErrors).map(([name, list]): [string, string | undefined] => [
        name.replace(/^banner\./, ""),
        list[0],
      ]);
      setErrors(Object.fromEntries(fields));
      setFailure({ message: error.message, signIn: error.status === 401 });
    }
  };

  return (
    <form className="banner-order" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="banner-order">
      <h2 id="banner-order" className="banner-order__title">
        <Trans>Заказать баннер</Trans>
      </h2>
      <div className="banner-order__grid">
        <Field label={t`Место показа`} required error={errors.placement}>
          {(control) => (
            <select {...control} className="input" value={placement} onChange={set("placement")}>
              {offered.map((item) => {
                const name = placementNames[item.placement as WidgetType];
                const price = money(item.price_cents);
                return (
                  <option key={item.code} value={item.placement ?? ""}>
                    {t`${name} — ${price} в день`}
                  </option>
                );
              })}
            </select>
          )}
        </Field>
        <Field label={t`Штат или город`} error={errors.location}>
          {(control) => (
            <select {...control} className="input" value={draft.location} onChange={set("location")}>
              <option value="">{t`Вся США`}</option>
              <LocationOptions tree={tree} />
            </select>
          )}
        </Field>
        <Field label={t`Раздел`} error={errors.section}>
          {(control) => (
            <select {...control} className="input" value={draft.section} onChange={set("section")}>
              <option value="">{t`Все разделы`}</option>
              {sections?.map((section) => (
                <option key={section.slug} value={section.slug}>
                  {section.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {input("starts_on", t`Первый день`, { type: "date", min: localDay(new Date()) })}
        {input("days", t`Дней показа`, { type: "number", inputMode: "numeric", min: 1, max: 365 })}
      </div>
      {input("title", t`Заголовок`, { maxLength: 80 })}
      <Field label={t`Текст`} error={errors.text} hint={t`До 200 знаков.`}>
        {(control) => (
          <textarea {...control} className="input" rows={3} maxLength={200} value={draft.text} onChange={set("text")} />
        )}
      </Field>
      {input(
        "link",
        t`Ссылка на ваш сайт`,
        { type: "url", inputMode: "url", maxLength: 500 },
        t`Адрес, начинающийся с https://`,
      )}
      <Field label={t`Картинка (необязательно)`} error={errors.image_upload_id}>
        {(control) => (
          <span className="banner-order__file">
            <input
              {...control}
              className="visually-hidden"
              type="file"
              accept={PHOTO_ACCEPT}
              onChange={(event) => void pickImage(event.target.files?.[0])}
            />
            <label htmlFor={control.id} className="button">
              {upload.state === "done" ? t`Заменить картинку` : t`Выбрать картинку`}
            </label>
          </span>
        )}
      </Field>
      <p className="banner-order__upload" aria-live="polite">
        {upload.state === "busy" ? t`Загружаем картинку…` : null}
        {upload.state === "failed" ? t`Картинку не удалось загрузить. Попробуйте другой файл.` : null}
        {upload.state === "done" ? <img src={upload.url} alt={t`Картинка баннера`} width={160} height={80} /> : null}
      </p>
      <div className="banner-order__total" aria-live="polite">
        <span>
          <Trans>Итого</Trans>
        </span>
        <strong>{total === null ? "—" : money(total)}</strong>
      </div>
      <FormAlert message={failure?.message ?? null} />
      {failure?.signIn ? (
        <p>
          <Link to={pathOf("auth.login", locale)}>
            <Trans>Войти и продолжить</Trans>
          </Link>
        </p>
      ) : null}
      <Button type="submit" variant="primary" block loading={create.isPending} disabled={upload.state === "busy"}>
        {total === null ? t`Оплатить` : t`Оплатить ${money(total)}`}
      </Button>
    </form>
  );
}
