import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { Link } from "@tanstack/react-router";
import type { Product } from "../../../shared/contract/money";
import { WIDGET_TYPES } from "../../../shared/contract/widgets";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { BannerOrderForm } from "../../features/banners/lazy-pages";
import { locationTreeQuery } from "../../api/locations";
import { publicationCountQuery } from "../../api/publication-count";
import { sectionsQuery } from "../../api/sections";
import { productsQuery } from "../../api/money";
import { useMoneyText } from "../../features/money/format";
import { EXAMPLE_KINDS, PromotionExample, type ExampleKind } from "../../features/money/kp-examples";
import { PlacementSchema } from "../../features/money/kp-placements";
import { subscriptionPlans } from "../../features/money/plans";
import { TestModeNotice } from "../../features/money/TestModeNotice";
import { OfferFaq } from "../../features/money/OfferFaq";
import "../../features/money/money.css";
import "../../features/money/offer.css";

/** /kp: the offer for advertisers — who reads the site, what promotions and banners cost, how payment works. */
export default function KpPage() {
  const locale = useLocale();
  const products = useQuery(productsQuery(locale));
  const list = products.data?.data.products ?? [];
  return (
    <article className="offer" aria-labelledby="page-title">
      <KpHero />
      {products.data?.data.test_mode ? <TestModeNotice /> : null}
      <Promotions products={list} pending={products.isPending} />
      <SubscriptionTeaser products={list} />
      <Banners products={list} />
      <KpFaq />
      <section className="offer-section offer-contact" aria-labelledby="contact-title">
        <h2 id="contact-title" className="offer-section__title">
          <Trans>Остались вопросы?</Trans>
        </h2>
        <p>
          <Trans>
            Поможем выбрать размещение, подготовить баннер и посчитать бюджет. Ответим в течение рабочего дня.
          </Trans>
        </p>
        <Link className="button button--primary" to={pathOf("page.contact-us", locale)}>
          <Trans>Написать нам</Trans>
        </Link>
      </section>
    </article>
  );
}

/** Who the advertiser reaches, with the site's own figures. */
function KpHero() {
  const locale = useLocale();
  const { i18n } = useLingui();
  const publications = useQuery(publicationCountQuery(locale)).data;
  const sections = useQuery(sectionsQuery(locale)).data?.data.length;
  const cities = useQuery(locationTreeQuery(locale)).data?.data.reduce((sum, state) => sum + state.children.length, 0);
  const number = (value: number) => i18n.number(value);
  return (
    <header className="offer-hero">
      <p className="offer-hero__kicker">
        <Trans>Реклама для бизнеса</Trans>
      </p>
      <h1 id="page-title">
        <Trans>Реклама на Obyava: клиенты среди своих по всей Америке</Trans>
      </h1>
      <p className="offer-hero__lead">
        <Trans>
          Obyava читают русско-, украинско- и польскоязычные иммигранты в США: ищут работу и жильё, покупают машины,
          выбирают мастеров и услуги. Покажите им своё объявление или бизнес — на их языке.
        </Trans>
      </p>
      <dl className="offer-figures">
        {publications ? (
          <div>
            <dt>
              <Trans>Объявления на сайте</Trans>
            </dt>
            <dd>{number(publications)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Языки интерфейса</Trans>
          </dt>
          <dd>{number(4)}</dd>
        </div>
        {sections ? (
          <div>
            <dt>
              <Trans>Разделы: от работы до недвижимости</Trans>
            </dt>
            <dd>{number(sections)}</dd>
          </div>
        ) : null}
        {cities ? (
          <div>
            <dt>
              <Trans>Города США</Trans>
            </dt>
            <dd>{number(cities)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="offer-hero__actions">
        <Link className="button button--primary" to={pathOf("profile.listing", locale)}>
          <Trans>Продвинуть объявление</Trans>
        </Link>
        <a className="button button--secondary" href="#banners-title">
          <Trans>Заказать баннер</Trans>
        </a>
      </div>
    </header>
  );
}

/** The cheapest product of a kind first: «от …» is its price. */
const ofKind = (products: readonly Product[], kind: Product["kind"]) =>
  products.filter((product) => product.kind === kind).sort((a, b) => a.price_cents - b.price_cents);

function Promotions({ products, pending }: { products: readonly Product[]; pending: boolean }) {
  const locale = useLocale();
  const money = useMoneyText();
  const publish = ofKind(products, "publish")[0];
  const extra = publish ? money.amount(publish.price_cents) : "";
  return (
    <section className="offer-section" aria-labelledby="promo-title">
      <h2 id="promo-title" className="offer-section__title">
        <Trans>Продвижение объявлений</Trans>
      </h2>
      <p className="offer-section__lead">
        <Trans>
          Выберите объявление в профиле и нажмите «Продвинуть». Продвижение начинается сразу после оплаты и
          заканчивается в свой день — без скрытых продлений.
        </Trans>
      </p>
      {pending ? (
        <p role="status">
          <Trans>Загрузка…</Trans>
        </p>
      ) : null}
      <ul className="promo-grid">
        {EXAMPLE_KINDS.map((kind) => (
          <PromotionItem key={kind} kind={kind} choices={ofKind(products, kind)} />
        ))}
      </ul>
      {publish ? (
        <p className="offer-section__note">
          <Trans>Размещение бесплатное в пределах месячного лимита раздела; объявление сверх лимита — {extra}.</Trans>
        </p>
      ) : null}
      <Link className="button button--primary" to={pathOf("profile.listing", locale)}>
        <Trans>Выбрать объявление для продвижения</Trans>
      </Link>
    </section>
  );
}

function PromotionItem({ kind, choices }: { kind: ExampleKind; choices: readonly Product[] }) {
  const money = useMoneyText();
  const first = choices[0];
  if (!first) return null;
  // Bumps are sold for several periods: each with its price.
  const periods = [...choices].sort((a, b) => a.days - b.days);
  return (
    <li className="promo-item">
      <PromotionExample kind={kind} />
      <div className="promo-item__text">
        <h3 className="promo-item__title">{kind === "top" ? <Trans>Поднятие в начало списка</Trans> : first.title}</h3>
        <p className="promo-item__description">{first.description}</p>
        <ul className="promo-item__prices">
          {periods.map((product) => {
            const days = product.days;
            const price = money.amount(product.price_cents);
            return (
              <li key={product.code}>
                <span>
                  <Plural value={days} one="# день" few="# дня" many="# дней" other="# дня" />
                </span>
                <strong>{price}</strong>
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}

function SubscriptionTeaser({ products }: { products: readonly Product[] }) {
  const locale = useLocale();
  const money = useMoneyText();
  const plans = subscriptionPlans(products);
  const cheapest = plans.reduce<number | null>((min, plan) => {
    const month = plan.price_cents / Math.max(1, Math.round(plan.days / 30));
    return min === null || month < min ? month : min;
  }, null);
  const monthly = cheapest === null ? "" : money.amount(Math.round(cheapest));
  return (
    <section className="offer-section offer-teaser" aria-labelledby="teaser-title">
      <h2 id="teaser-title" className="offer-section__title">
        <Trans>Подписка для работодателей и агентств</Trans>
      </h2>
      <p>
        <Trans>
          Ищете сотрудников? Подписка открывает телефоны и мессенджеры всех резюме и резюме водителей на весь срок.
        </Trans>
      </p>
      {cheapest !== null ? (
        <p className="offer-teaser__price">
          <Trans>от {monthly} в месяц</Trans>
        </p>
      ) : null}
      <Link className="button button--secondary" to={pathOf("page.subscription", locale)}>
        <Trans>Тарифы подписки</Trans>
      </Link>
    </section>
  );
}

function Banners({ products }: { products: readonly Product[] }) {
  const money = useMoneyText();
  const banners = ofKind(products, "banner");
  return (
    <section className="offer-section" aria-labelledby="banners-title" id="banners">
      <h2 id="banners-title" className="offer-section__title">
        <Trans>Баннерная реклама</Trans>
      </h2>
      <p className="offer-section__lead">
        <Trans>
          Семь мест на страницах списков и объявлений. Выберите город или штат, раздел и даты — баннер покажется только
          там. Показы и переходы по дням видны в вашем профиле.
        </Trans>
      </p>
      <ul className="placement-grid">
        {WIDGET_TYPES.map((placement) => {
          const product = banners.find((item) => item.placement === placement);
          if (!product) return null;
          const price = money.amount(product.price_cents);
          return (
            <li key={placement}>
              <figure className="placement">
                <PlacementSchema placement={placement} />
                <figcaption>
                  <span className="placement__name">{product.title}</span>
                  <span className="placement__price">
                    <Trans>{price} в день</Trans>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <div className="offer-banner-order">
        <Suspense fallback={null}>
          <BannerOrderForm products={banners} />
        </Suspense>
      </div>
    </section>
  );
}

function KpFaq() {
  return (
    <OfferFaq
      id="faq-title"
      title={<Trans>Вопросы об оплате</Trans>}
      items={[
        {
          question: <Trans>Как оплатить?</Trans>,
          answer: (
            <Trans>
              Банковской картой Visa, Mastercard, American Express или Discover. Номер карты не хранится у нас: для чека
              остаются только последние четыре цифры. Чек приходит на почту.
            </Trans>
          ),
        },
        {
          question: <Trans>Что такое «Тестовый режим»?</Trans>,
          answer: (
            <Trans>
              Пока сайт принимает оплату в песочнице, на страницах оплаты видна эта пометка, и деньги с карты не
              списываются.
            </Trans>
          ),
        },
        {
          question: <Trans>Как работает автопродление?</Trans>,
          answer: (
            <Trans>
              Если включить его при оплате, в конце срока мы спишем ту же сумму с сохранённой карты и заранее
              предупредим об этом. Выключить можно в любой момент на странице «Автоплатёж».
            </Trans>
          ),
        },
        {
          question: <Trans>Можно ли вернуть деньги?</Trans>,
          answer: (
            <Trans>
              Да: если отменить продвижение или подписку досрочно, неиспользованная часть срока вернётся на карту. Если
              оплата не прошла, деньги не списываются и продвижение не включается.
            </Trans>
          ),
        },
      ]}
    />
  );
}
