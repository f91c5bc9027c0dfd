import type { banners } from "../db/schema";

type BannerSeed = Omit<typeof banners.$inferInsert, "id" | "createdAt">;

/**
 * Demo advertisers of the community (fictional firms, example.com links): what such a board
 * really sells — immigration lawyers, insurance, a CDL school, movers, tax help, a money transfer.
 * Targeted ones show only on matching pages; the rest everywhere.
 */
export const BANNER_SEEDS: BannerSeed[] = [
  {
    placement: "sidebar",
    title: "Иммиграционный адвокат — консультация бесплатно",
    text: "Грин-карты, TPS, U4U, гражданство. Говорим по-русски и по-украински. Офисы в Чикаго и Нью-Йорке.",
    link: "https://legal.example.com/consultation",
    weight: 30,
  },
  {
    placement: "sidebar",
    postType: "cdl",
    title: "Страховка для траков и овнеров",
    text: "Primary liability, cargo, physical damage. Котировка за 15 минут, оплата помесячно.",
    link: "https://truck-insurance.example.com/quote",
    weight: 40,
  },
  {
    placement: "listing",
    postType: "cdl",
    title: "CDL-школа: права класса A за 4 недели",
    text: "Обучение на русском, свой полигон, помощь с трудоустройством после сдачи. Рассрочка без процентов.",
    link: "https://cdl-school.example.com/class-a",
    weight: 50,
  },
  {
    placement: "listing",
    postType: "no-cdl",
    title: "Бокс-трак в аренду с выкупом",
    text: "26 футов, лифтгейт, без кредитной истории. Первый месяц — скидка 20%.",
    link: "https://boxtruck-lease.example.com",
    weight: 20,
  },
  {
    placement: "slider",
    title: "Переезд по США без сюрпризов",
    text: "Квартира или дом, между штатами и по городу. Фиксированная цена, страховка груза, упаковка.",
    link: "https://movers.example.com/estimate",
    weight: 25,
  },
  {
    placement: "slider",
    title: "Налоги и ITIN с бухгалтером, который говорит на вашем языке",
    text: "Декларации для W-2 и 1099, LLC для водителей, возврат налогов за прошлые годы.",
    link: "https://tax-help.example.com",
    weight: 15,
  },
  {
    placement: "inside",
    postType: "property",
    title: "Ипотека для иммигрантов от 3,5% первого взноса",
    text: "Одобрение с ITIN и короткой кредитной историей. Брокер ответит на русском.",
    link: "https://mortgage.example.com/itin",
    weight: 20,
  },
  {
    placement: "single-sidebar",
    city: "chicago",
    title: "Медицинский осмотр DOT в Чикаго за один день",
    text: "Медкарта для водителей CDL, запись онлайн, без очередей. Работаем в субботу.",
    link: "https://dot-medical.example.com/chicago",
    weight: 35,
  },
  {
    placement: "single-bottom",
    title: "Денежные переводы в Украину, Польшу и страны СНГ",
    text: "Без скрытых комиссий, зачисление за минуты. Первый перевод без комиссии.",
    link: "https://transfer.example.com",
    weight: 10,
  },
  {
    placement: "single-left",
    postType: "job",
    category: "construction",
    title: "Курсы OSHA 10 и OSHA 30 на русском",
    text: "Сертификат для работы на стройке за выходные. Онлайн и в классе.",
    link: "https://osha-courses.example.com",
    weight: 20,
  },
  // Untargeted ones for every placement, so each page kind shows its banners on a fresh install.
  {
    placement: "listing",
    title: "Автостраховка на вашем языке — полис за 10 минут",
    text: "Сравним 20 страховых компаний и найдём цену ниже. Скидка при переходе от другой компании.",
    link: "https://auto-insurance.example.com/quote",
    weight: 10,
  },
  {
    placement: "inside",
    title: "Английский для взрослых: вечерние группы и онлайн",
    text: "Разговорный, для собеседований и для экзамена на гражданство. Первое занятие бесплатно.",
    link: "https://english-school.example.com",
    weight: 10,
  },
  {
    placement: "single-left",
    title: "Бухгалтерия для малого бизнеса",
    text: "LLC, payroll, sales tax. Первый месяц — бесплатно.",
    link: "https://bookkeeping.example.com",
    weight: 10,
  },
  {
    placement: "single-sidebar",
    title: "Юрист по трудовым спорам",
    text: "Невыплата зарплаты, overtime, травма на работе. Первая консультация бесплатно.",
    link: "https://labor-lawyer.example.com",
    weight: 10,
  },
];

/**
 * A demo business that bought a banner campaign: its banner tops the job listings, and its owner signs in with this
 * phone to see the campaign's figures (demo databases only).
 */
export const DEMO_BANNER_BUYER = {
  phone: "+13124650190",
  name: "Midwest Staffing Example",
  banner: {
    placement: "listing",
    postType: "job",
    title: "Midwest Staffing: работа на складах с оплатой каждую неделю",
    text: "Иллинойс, Индиана, Висконсин. Оформим за один день, английский не обязателен.",
    link: "https://staffing.example.com/jobs",
    weight: 100,
  },
  /** Impressions and clicks of its past days, newest last. */
  pastDays: [
    [412, 9],
    [388, 7],
    [455, 12],
    [497, 10],
    [430, 8],
    [521, 14],
  ],
} as const satisfies { banner: BannerSeed; pastDays: readonly (readonly [number, number])[] } & Record<string, unknown>;
