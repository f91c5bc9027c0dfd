import type { seoOverrides } from "../db/schema";

type OverrideSeed = Omit<typeof seoOverrides.$inferInsert, "id" | "updatedAt">;

/** Hand-written SEO texts of the home page and the CDL listing, in the four languages. */
export const SEO_OVERRIDE_SEEDS: OverrideSeed[] = [
  {
    path: "/",
    locale: "ru",
    title: "Obyava — объявления для русскоязычных в США: работа, жильё, услуги",
    description:
      "Работа CDL и без CDL, вакансии, аренда жилья, услуги и новости общины в Чикаго, Нью-Йорке, " +
      "Лос-Анджелесе и других городах США.",
    h1: "Доска объявлений для иммигрантов в США",
    seoText:
      "Obyava — бесплатная доска объявлений для тех, кто говорит по-русски, по-украински и по-польски и живёт " +
      "в США. Здесь ищут работу водителем и в офисе, сдают и снимают жильё, находят мастеров, юристов и " +
      "врачей, узнают новости своего города.",
    faqsTitle: "Частые вопросы",
    faq: [
      {
        question: "Сколько стоит разместить объявление?",
        answer: "Обычное объявление бесплатно. Платно только продвижение: объявление поднимается в начало списка.",
      },
      {
        question: "Как связаться с автором объявления?",
        answer:
          "Откройте объявление и нажмите «Показать телефон» или напишите в WhatsApp или Telegram, если автор " +
          "их указал.",
      },
    ],
  },
  {
    path: "/",
    locale: "ua",
    title: "Obyava — оголошення для українців у США: робота, житло, послуги",
    description:
      "Робота CDL і без CDL, вакансії, оренда житла, послуги та новини громади в Чикаго, Нью-Йорку, " +
      "Лос-Анджелесі та інших містах США.",
    h1: "Дошка оголошень для іммігрантів у США",
    seoText:
      "Obyava — безкоштовна дошка оголошень для тих, хто говорить українською, російською чи польською і живе " +
      "в США. Тут шукають роботу водієм і в офісі, здають і знімають житло, знаходять майстрів, юристів і " +
      "лікарів.",
    faqsTitle: "Часті запитання",
    faq: [
      {
        question: "Скільки коштує розмістити оголошення?",
        answer: "Звичайне оголошення безкоштовне. Платне лише просування: оголошення піднімається на початок списку.",
      },
      {
        question: "Як зв'язатися з автором оголошення?",
        answer:
          "Відкрийте оголошення й натисніть «Показати телефон» або напишіть у WhatsApp чи Telegram, якщо автор " +
          "їх вказав.",
      },
    ],
  },
  {
    path: "/",
    locale: "pl",
    title: "Obyava — ogłoszenia dla Polaków w USA: praca, mieszkania, usługi",
    description:
      "Praca CDL i bez CDL, oferty pracy, wynajem mieszkań, usługi i wiadomości społeczności w Chicago, Nowym " +
      "Jorku i innych miastach USA.",
    h1: "Tablica ogłoszeń dla imigrantów w USA",
    seoText:
      "Obyava to bezpłatna tablica ogłoszeń dla osób mówiących po polsku, ukraińsku i rosyjsku, które " +
      "mieszkają w USA. Szukaj pracy jako kierowca lub w biurze, wynajmuj mieszkania i znajduj fachowców.",
    faqsTitle: "Najczęstsze pytania",
    faq: [
      {
        question: "Ile kosztuje dodanie ogłoszenia?",
        answer: "Zwykłe ogłoszenie jest bezpłatne. Płatna jest tylko promocja: ogłoszenie trafia na początek listy.",
      },
      {
        question: "Jak skontaktować się z autorem?",
        answer:
          "Otwórz ogłoszenie i kliknij „Pokaż telefon” albo napisz na WhatsApp lub Telegram, jeśli autor je podał.",
      },
    ],
  },
  {
    path: "/",
    locale: "en",
    title: "Obyava — classifieds for immigrants in the USA: jobs, housing, services",
    description:
      "CDL and non-CDL jobs, vacancies, rentals, services and community news in Chicago, New York, Los Angeles " +
      "and other US cities.",
    h1: "Classifieds for immigrants in the USA",
    seoText:
      "Obyava is a free classifieds board for Russian-, Ukrainian- and Polish-speaking people living in the " +
      "USA. Find driving and office jobs, rent a home, hire a handyman, a lawyer or a doctor, and follow your " +
      "city's news.",
    faqsTitle: "Frequently asked questions",
    faq: [
      {
        question: "How much does an ad cost?",
        answer: "A regular ad is free. Only promotion is paid: it lifts the ad to the top of the list.",
      },
      {
        question: "How do I contact the author of an ad?",
        answer: "Open the ad and press “Show phone”, or write on WhatsApp or Telegram when the author left them.",
      },
    ],
  },
  {
    path: "/cdl",
    locale: "ru",
    title: "Работа водителем CDL в США — вакансии OTR, регионал, локал",
    description:
      "Свежие вакансии для водителей CDL-A: OTR, региональные и локальные рейсы, команды, овнер-операторы. " +
      "Оплата за милю и в неделю.",
    h1: "Работа для водителей CDL",
    seoText:
      "Здесь трак-компании ищут водителей CDL-A и CDL-B: дальние рейсы OTR, регионал с выходными дома и " +
      "локальные маршруты, драй-вэн, рефрижератор и флэтбед. В каждой вакансии — ставка за милю или за неделю, " +
      "тип маршрута и требования к опыту.",
    faqsTitle: "Вопросы о работе CDL",
    faq: [
      {
        question: "Сколько платят водителю CDL-A?",
        answer: "На OTR обычно от $0.65 до $0.85 за милю, на региональных рейсах — от $1 500 до $2 200 в неделю.",
      },
      {
        question: "Можно ли устроиться без опыта?",
        answer: "Некоторые компании берут выпускников CDL-школ: ищите вакансии с опытом от 0 лет или обучением.",
      },
    ],
    howto: {
      name: "Как устроиться водителем CDL",
      steps: [
        { name: "Получите права CDL-A", text: "Пройдите обучение в CDL-школе и сдайте экзамены в DMV." },
        { name: "Оформите медкарту DOT", text: "Медосмотр у сертифицированного врача занимает около часа." },
        {
          name: "Выберите вакансию",
          text: "Отфильтруйте вакансии по типу маршрута и ставке и позвоните работодателю.",
        },
      ],
    },
  },
  {
    path: "/cdl",
    locale: "ua",
    title: "Робота водієм CDL у США — вакансії OTR, регіонал, локал",
    description:
      "Свіжі вакансії для водіїв CDL-A: OTR, регіональні й локальні рейси, команди, овнер-оператори. Оплата за " +
      "милю і за тиждень.",
    h1: "Робота для водіїв CDL",
    seoText:
      "Тут трак-компанії шукають водіїв CDL-A і CDL-B: далекі рейси OTR, регіонал із вихідними вдома та " +
      "локальні маршрути. У кожній вакансії — ставка за милю чи за тиждень, тип маршруту та вимоги до досвіду.",
    faqsTitle: "Запитання про роботу CDL",
    faq: [
      {
        question: "Скільки платять водієві CDL-A?",
        answer: "На OTR зазвичай від $0.65 до $0.85 за милю, на регіональних рейсах — від $1 500 до $2 200 на тиждень.",
      },
      {
        question: "Чи можна влаштуватися без досвіду?",
        answer: "Деякі компанії беруть випускників CDL-шкіл: шукайте вакансії з досвідом від 0 років.",
      },
    ],
  },
  {
    path: "/cdl",
    locale: "pl",
    title: "Praca kierowcy CDL w USA — oferty OTR, regionalne, lokalne",
    description:
      "Najnowsze oferty dla kierowców CDL-A: trasy OTR, regionalne i lokalne, zespoły, owner-operatorzy. " +
      "Stawka za milę i tygodniowa.",
    h1: "Praca dla kierowców CDL",
    seoText:
      "Firmy transportowe szukają tu kierowców CDL-A i CDL-B: długie trasy OTR, regionalne z weekendami w domu " +
      "i lokalne. Każda oferta podaje stawkę za milę lub tydzień, rodzaj trasy i wymagane doświadczenie.",
    faqsTitle: "Pytania o pracę CDL",
    faq: [
      {
        question: "Ile zarabia kierowca CDL-A?",
        answer: "Na trasach OTR zwykle od $0.65 do $0.85 za milę, na regionalnych od $1 500 do $2 200 tygodniowo.",
      },
      {
        question: "Czy można zacząć bez doświadczenia?",
        answer: "Niektóre firmy przyjmują absolwentów szkół CDL: szukaj ofert z doświadczeniem od 0 lat.",
      },
    ],
  },
  {
    path: "/cdl",
    locale: "en",
    title: "CDL driver jobs in the USA — OTR, regional and local",
    description:
      "Fresh CDL-A driver jobs: OTR, regional and local routes, teams, owner-operators. Pay per mile and per week.",
    h1: "CDL driver jobs",
    seoText:
      "Trucking companies hire CDL-A and CDL-B drivers here: long-haul OTR, regional with weekends at home, " +
      "and local routes. Every job shows the pay per mile or per week, the route type and the experience " +
      "needed.",
    faqsTitle: "CDL job questions",
    faq: [
      {
        question: "How much does a CDL-A driver earn?",
        answer: "OTR usually pays $0.65 to $0.85 a mile; regional runs pay $1,500 to $2,200 a week.",
      },
      {
        question: "Can I start without experience?",
        answer: "Some carriers hire CDL school graduates: look for jobs asking for 0 years of experience.",
      },
    ],
  },
];
