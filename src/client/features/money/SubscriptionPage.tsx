import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { QueryView } from "../../ui/QueryView";
import { useSignedIn } from "../../api/session/useSession";
import { myMoneyQuery, productsQuery } from "../../api/money";
import { PlanCard, savingOf, subscriptionPlans } from "./plans";
import type { MoneySearch } from "./search";
import { SubscriptionSummary } from "./SubscriptionSummary";
import { TestModeNotice } from "./TestModeNotice";
import { OfferFaq } from "./OfferFaq";
import "./money.css";
import "./offer.css";

/** /subscription: plans for employers and agencies that open CV and driver CV contacts while they run. */
export default function SubscriptionPage({ search }: { search: MoneySearch }) {
  const { t } = useLingui();
  const locale = useLocale();
  const products = useQuery(productsQuery(locale));
  const signedIn = useSignedIn();
  return (
    <article className="offer" aria-labelledby="page-title">
      <header className="offer-hero offer-hero--subscription">
        <p className="offer-hero__kicker">
          <Trans>Для работодателей и кадровых агентств</Trans>
        </p>
        <h1 id="page-title">
          <Trans>Подписка для работодателей и агентств</Trans>
        </h1>
        <p className="offer-hero__lead">
          <Trans>
            Телефоны, почта и мессенджеры всех резюме и резюме водителей. Звоните кандидатам напрямую — без посредников
            и ожидания ответа.
          </Trans>
        </p>
      </header>
      {products.data?.data.test_mode ? <TestModeNotice /> : null}
      {signedIn ? <CurrentSubscription /> : null}
      <section className="offer-section" aria-labelledby="plans-title">
        <h2 id="plans-title" className="offer-section__title">
          <Trans>Выберите срок</Trans>
        </h2>
        <QueryView query={products}>
          {({ data }) => <Plans products={data.products} chosen={search.product} />}
        </QueryView>
      </section>
      <section className="offer-section" aria-labelledby="opens-title">
        <h2 id="opens-title" className="offer-section__title">
          <Trans>Что открывает подписка</Trans>
        </h2>
        <ul className="offer-benefits">
          <li>
            <strong>
              <Trans>Контакты резюме</Trans>
            </strong>
            <span>
              <Trans>Телефон, почта, WhatsApp и Telegram кандидатов из раздела «Резюме».</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>Резюме водителей</Trans>
            </strong>
            <span>
              <Trans>Контакты водителей CDL и без CDL: класс прав, опыт, штат — и сразу звонок.</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>Свой язык</Trans>
            </strong>
            <span>
              <Trans>Кандидаты говорят по-русски, по-украински и по-польски — и ищут работу в США.</Trans>
            </span>
          </li>
        </ul>
        <p className="offer-section__more">
          <Link to={pathOf("listing.workers", locale)}>{t`Смотреть резюме`}</Link>
          {" · "}
          <Link to={pathOf("listing.drivers-cv", locale)}>{t`Смотреть резюме водителей`}</Link>
        </p>
      </section>
      <SubscriptionFaq />
    </article>
  );
}

function Plans({
  products,
  chosen,
}: {
  products: Parameters<typeof subscriptionPlans>[0];
  chosen?: string | undefined;
}) {
  const locale = useLocale();
  const signedIn = useSignedIn();
  const mine = useQuery({ ...myMoneyQuery(locale), enabled: signedIn });
  const running = (mine.data?.data.subscriptions ?? []).some((item) => item.status === "active");
  const plans = subscriptionPlans(products);
  if (plans.length === 0) {
    return (
      <p className="empty">
        <Trans>Подписки сейчас не продаются. Загляните позже.</Trans>
      </p>
    );
  }
  return (
    <div className="plans">
      {plans.map((plan) => (
        <PlanCard
          key={plan.code}
          plan={plan}
          saving={savingOf(plan, plans[0])}
          running={running}
          chosen={plan.code === chosen}
        />
      ))}
    </div>
  );
}

/** The running subscription, until when, whether it renews, and where to change that. */
function CurrentSubscription() {
  const locale = useLocale();
  const mine = useQuery(myMoneyQuery(locale));
  const current = (mine.data?.data.subscriptions ?? [])
    .filter((item) => item.status === "active")
    .sort((a, b) => b.ends_at.localeCompare(a.ends_at))[0];
  if (!current) return null;
  return <SubscriptionSummary subscription={current} />;
}

function SubscriptionFaq() {
  return (
    <OfferFaq
      id="sub-faq-title"
      title={<Trans>Вопросы о подписке</Trans>}
      items={[
        {
          question: <Trans>Когда откроются контакты?</Trans>,
          answer: <Trans>Сразу после оплаты: откройте любое резюме — телефон и мессенджеры уже видны.</Trans>,
        },
        {
          question: <Trans>Как отменить автопродление?</Trans>,
          answer: (
            <Trans>
              В любой момент на странице «Автоплатёж» или в профиле, в разделе «Платежи и подписка». Подписка продолжит
              работать до конца оплаченного срока.
            </Trans>
          ),
        },
        {
          question: <Trans>Можно ли вернуть деньги?</Trans>,
          answer: <Trans>Да: если отменить подписку досрочно, неиспользованная часть срока вернётся на карту.</Trans>,
        },
        {
          question: <Trans>Какие карты принимаются?</Trans>,
          answer: (
            <Trans>
              Visa, Mastercard, American Express и Discover. Номер карты не хранится у нас — только последние четыре
              цифры для чека.
            </Trans>
          ),
        },
      ]}
    />
  );
}
