import { para, perMile, pick, usd, whatsapp, type Entry } from "./kit";

const TRUCKS = [
  "Freightliner Cascadia 2023",
  "Volvo VNL 860 2022",
  "Kenworth T680 2023",
  "Peterbilt 579 2022",
] as const;
const COMPANIES = [
  "Midwest Star Logistics",
  "Liberty Road Inc",
  "Cascade Freight LLC",
  "Golden Bridge Transport",
  "Atlantic Line Carriers",
] as const;

/** CDL driving jobs: company drivers, teams, flatbed, reefer, dry van, owner-operators. */
export const CDL: Entry[] = [
  {
    lang: "ru",
    cities: ["chicago", "philadelphia", "seattle", "los-angeles"],
    make: (ctx) => {
      const cents = 70 + ctx.k * 2;
      return {
        category: "company-driver",
        title: `Требуются водители CDL-A на OTR ${ctx.city.in.ru}, от ${perMile(cents)} за милю`,
        content: para(
          `Трак-компания ${pick(COMPANIES, ctx.k)} приглашает водителей CDL-A на OTR, драй-вэн. Оплата от ` +
            `${perMile(cents)} за милю, все мили оплачиваются — и груженые, и пустые. В среднем 2 800–3 200 миль ` +
            `в неделю.`,
          `Траки ${pick(TRUCKS, ctx.k)}, автомат, холодильник, инвертор. Грузы стабильные, диспетчеры говорят ` +
            `по-русски и работают 24/7. Home time — 3–4 дня после 3 недель в рейсе.`,
          "Требования: опыт от 1 года, чистый MVR, медкарта. Платим каждую неделю, бонус $1 000 после трёх " +
            "месяцев работы. Звоните в любое время или пишите в WhatsApp.",
        ),
        price: `${perMile(cents)}/миля`,
        fields: {
          cdl_required: true,
          truck_type: pick(TRUCKS, ctx.k),
          trailer_type: "dry van 53'",
          route_type: "otr",
          pay_per_mile: cents / 100,
          home_time: "3–4 дня каждые 3 недели",
          experience_years: 1,
          endorsements: [],
        },
        contact: { company_name: pick(COMPANIES, ctx.k), whatsapp: whatsapp(ctx.phone) },
      };
    },
  },
  {
    lang: "ru",
    cities: ["chicago", "sacramento", "miami"],
    make: (ctx) => {
      const cents = 85 + ctx.k * 3;
      return {
        category: "team",
        title: `Команды CDL-A ${ctx.city.in.ru}: ${perMile(cents)} за милю на двоих`,
        content: para(
          `Ищем командных водителей (пары, семейные пары, друзья) на дедикейтед-маршруты от побережья до ` +
            `побережья. Оплата ${perMile(cents)} за милю на команду, 5 500–6 000 миль в неделю.`,
          "Новые траки с двумя спальниками, автомат. Грузы в основном драй-вэн, изредка рефер. Никаких ручных " +
            "погрузок, дроп-энд-хук.",
          "Если у одного из пары нет опыта — рассмотрим, второй водитель должен иметь от 2 лет OTR. Оплата " +
            "каждую пятницу, помогаем с переездом.",
        ),
        price: `${perMile(cents)}/миля`,
        fields: {
          cdl_required: true,
          truck_type: "Volvo VNL 860",
          trailer_type: "dry van 53'",
          route_type: "otr",
          pay_per_mile: cents / 100,
          home_time: "по договорённости",
          experience_years: 2,
          endorsements: [],
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["new-york-city", "philadelphia", "atlanta"],
    make: (ctx) => {
      const week = 1800 + ctx.k * 150;
      return {
        category: "reefer",
        title:
          `Рефрижератор, регионал из ${pick(["Нью-Джерси", "Пенсильвании", "Джорджии"], ctx.k)}, дома каждые ` +
          `выходные`,
        content: para(
          `Нужен водитель CDL-A на рефрижератор, регионал по Восточному побережью. Гарантия ${usd(week, "ru")} ` +
            `в неделю, при хорошем пробеге выходит больше.`,
          "Выезд в понедельник утром, домой в пятницу вечером. Грузы: продукты и напитки, пломбированные " +
            "трейлеры, погрузка и разгрузка не твоя забота.",
          "Опыт от 6 месяцев, без серьёзных нарушений за 3 года. Оформление W-2 или 1099 на выбор, страховка " +
            "здоровья для W-2.",
        ),
        price: `${usd(week, "ru")}/нед`,
        fields: {
          cdl_required: true,
          truck_type: "Freightliner Cascadia",
          trailer_type: "reefer 53'",
          route_type: "regional",
          pay_per_week: week,
          home_time: "каждые выходные",
          experience_years: 0,
          endorsements: [],
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["houston", "dallas", "chicago"],
    make: (ctx) => ({
      category: "flatbed",
      title: `Флэтбед CDL-A ${ctx.city.in.ru}: ${28 + ctx.k}% от гросса`,
      content: para(
        `Набираем водителей на флэтбед и степ-дек. Оплата ${28 + ctx.k}% от гросса, средний недельный ` +
          `заработок $2 300–2 900. Грузы: стройматериалы, металл, оборудование.`,
        "Все ремни, цепи, брезенты и тарпы выдаём. Научим крепить груз, если опыта на платформе мало, но нужен " +
          "общий стаж CDL-A от года.",
        "Возвращение домой раз в 2 недели. Трак закреплён за водителем. Оплата каждую неделю, эскроу нет.",
      ),
      price: `${28 + ctx.k}% от гросса`,
      fields: {
        cdl_required: true,
        truck_type: "Peterbilt 389",
        trailer_type: "flatbed / step deck",
        route_type: "otr",
        home_time: "раз в 2 недели",
        experience_years: 1,
        endorsements: [],
      },
    }),
  },
  {
    lang: "ru",
    cities: ["chicago", "sacramento", "jacksonville"],
    make: (ctx) => {
      const share = 88 + ctx.k;
      return {
        category: "owner-operator",
        title: `Приглашаем овнер-операторов ${ctx.city.in.ru}: ${share}% гросса`,
        content: para(
          `Компания с собственным диспетч-отделом приглашает овнер-операторов со своими траками. Вы получаете ` +
            `${share}% от гросса, страховка и IFTA — через нас по себестоимости.`,
          "Средний гросс по драй-вэну — $2.30–2.70 за милю. Fuel card со скидкой до 60 центов на галлон. Не " +
            "навязываем грузы: вы сами выбираете направления.",
          "Трейлер можем предоставить в аренду. Подключение за 2–3 дня. Звоните, расскажем подробности и " +
            "покажем реальные сеттлменты.",
        ),
        price: `${share}% гросса`,
        fields: {
          cdl_required: true,
          truck_type: "свой трак",
          trailer_type: "dry van / reefer",
          route_type: "otr",
          home_time: "когда захотите",
          experience_years: 2,
          endorsements: [],
        },
        contact: { company_name: pick(COMPANIES, ctx.k + 2), web_site: "https://owner-ops-demo.example.com" },
      };
    },
  },
  {
    lang: "ru",
    cities: ["los-angeles", "seattle"],
    make: (ctx) => {
      const week = 1650 + ctx.k * 100;
      return {
        category: "dry-van",
        title: `Локальная работа CDL-A ${ctx.city.in.ru}, дома каждый день`,
        content: para(
          `Работа по городу и пригородам ${ctx.city.in.ru}: развоз контейнеров и трейлеров между портом, ` +
            `складами и рейл-ярдами. Каждый вечер дома.`,
          `Оплата ${usd(week, "ru")} в неделю плюс овертайм. Смены по 10–11 часов, пять дней. Траки дневные, автомат.`,
          "Нужна TWIC-карта или готовность её оформить, опыт CDL-A от 1 года. Русскоговорящий диспетчер.",
        ),
        price: `${usd(week, "ru")}/нед`,
        fields: {
          cdl_required: true,
          truck_type: "Day cab",
          trailer_type: "container chassis / dry van",
          route_type: "local",
          pay_per_week: week,
          home_time: "каждый день",
          experience_years: 1,
          endorsements: ["TWIC"],
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["miami", "columbus"],
    make: (ctx) => ({
      category: "company-driver",
      title: `Водитель CDL-A на power only ${ctx.city.in.ru}, ${perMile(72 + ctx.k * 3)} за милю`,
      content: para(
        "Ищем водителей CDL-A на power only: возим чужие трейлеры крупных ритейлеров и маркетплейсов. Без " +
          "ожиданий на погрузке, почти всё дроп-энд-хук.",
        `Оплата ${perMile(72 + ctx.k * 3)} за милю, 2 500–3 000 миль в неделю, выплаты каждую неделю.`,
        "Трак 2022 года, автомат, закреплён за водителем. Отпуск по запросу, помогаем с оформлением документов.",
      ),
      price: `${perMile(72 + ctx.k * 3)}/миля`,
      fields: {
        cdl_required: true,
        truck_type: "International LT 2022",
        trailer_type: "power only",
        route_type: "otr",
        pay_per_mile: (72 + ctx.k * 3) / 100,
        home_time: "по запросу",
        experience_years: 1,
        endorsements: [],
      },
    }),
  },
  {
    lang: "ua",
    cities: ["chicago", "philadelphia", "seattle"],
    make: (ctx) => {
      const cents = 72 + ctx.k * 2;
      return {
        category: "dry-van",
        title: `Водії CDL-A на OTR ${ctx.city.in.ua}, ${perMile(cents)} за милю`,
        content: para(
          `Транспортна компанія шукає водіїв CDL-A на OTR, драй-вен. Оплата ${perMile(cents)} за кожну милю, 2 ` +
            `700–3 000 миль на тиждень.`,
          `Трак ${pick(TRUCKS, ctx.k + 1)}, автомат, закріплений за водієм. Диспетчери розмовляють ` +
            `українською, підтримка 24/7.`,
          "Потрібен досвід від року і чистий MVR. Виплата щотижня, бонус за безаварійну роботу. Телефонуйте " +
            "або пишіть у Telegram.",
        ),
        price: `${perMile(cents)}/миля`,
        fields: {
          cdl_required: true,
          truck_type: pick(TRUCKS, ctx.k + 1),
          trailer_type: "dry van 53'",
          route_type: "otr",
          pay_per_mile: cents / 100,
          home_time: "4 дні кожні 3 тижні",
          experience_years: 1,
          endorsements: [],
        },
        contact: { telegram: "https://t.me/cdl_jobs_ua_demo" },
      };
    },
  },
  {
    lang: "ua",
    cities: ["sacramento", "new-york-city"],
    make: (ctx) => ({
      category: "reefer",
      title: `Рефрижератор, регіональні рейси ${ctx.city.in.ua}, вихідні вдома`,
      content: para(
        `Потрібен водій CDL-A на рефрижератор, регіональні рейси. Гарантія ${usd(1750 + ctx.k * 150, "ua")} на ` +
          `тиждень, виїзд у понеділок, повернення у п'ятницю.`,
        "Продукти харчування, без ручного завантаження. Трак 2021 року, автомат, новий рефрижератор Thermo King.",
        "Вимоги: досвід від 6 місяців, медична картка, без серйозних порушень. Допоможемо з переходом з іншої " +
          "компанії.",
      ),
      price: `${usd(1750 + ctx.k * 150, "ua")}/тиж`,
      fields: {
        cdl_required: true,
        truck_type: "Freightliner Cascadia 2021",
        trailer_type: "reefer 53'",
        route_type: "regional",
        pay_per_week: 1750 + ctx.k * 150,
        home_time: "щовихідних",
        experience_years: 0,
        endorsements: [],
      },
    }),
  },
  {
    lang: "ua",
    cities: ["miami", "los-angeles", "spokane"],
    make: (ctx) => ({
      category: "owner-operator",
      title: `Шукаємо овнер-операторів з власним траком ${ctx.city.in.ua}`,
      content: para(
        `Запрошуємо овнер-операторів: ${89 + ctx.k}% від гросу, без прихованих платежів. Власний ` +
          `диспетчерський відділ, вантажі по всій країні.`,
        "Страховка, IFTA та IRP — допомагаємо оформити. Паливна картка зі знижкою. Виплати щотижня, звіти прозорі.",
        "Можна працювати з нашим трейлером або зі своїм. Телефонуйте, розповімо умови.",
      ),
      price: `${89 + ctx.k}% гросу`,
      fields: {
        cdl_required: true,
        truck_type: "власний трак",
        trailer_type: "dry van / reefer",
        route_type: "otr",
        home_time: "за бажанням",
        experience_years: 2,
        endorsements: [],
      },
    }),
  },
  {
    lang: "en",
    cities: ["chicago", "los-angeles", "philadelphia"],
    make: (ctx) => {
      const cents = 68 + ctx.k * 3;
      return {
        category: "company-driver",
        title: `CDL-A company drivers wanted ${ctx.city.in.en}, up to ${perMile(cents + 7)}/mile`,
        content: para(
          `We are hiring CDL-A company drivers for OTR dry van freight. Pay starts at ${perMile(cents)} per ` +
            `mile and goes up to ${perMile(cents + 7)} with experience. Average 2,800 miles a week.`,
          "Late-model automatic trucks, APU, fridge and inverter. No forced dispatch, detention and layover " +
            "pay, weekly direct deposit.",
          "Requirements: 1 year of verifiable experience, clean MVR, valid medical card. Russian- and " +
            "Ukrainian-speaking dispatchers available.",
        ),
        price: `${perMile(cents)}/mile`,
        fields: {
          cdl_required: true,
          truck_type: pick(TRUCKS, ctx.k),
          trailer_type: "dry van 53'",
          route_type: "otr",
          pay_per_mile: cents / 100,
          home_time: "4 days every 3 weeks",
          experience_years: 1,
          endorsements: [],
        },
        contact: { company_name: pick(COMPANIES, ctx.k + 1) },
      };
    },
  },
  {
    lang: "en",
    cities: ["seattle", "houston"],
    make: (ctx) => ({
      category: "flatbed",
      title: `Regional flatbed driver ${ctx.city.in.en}, home every weekend`,
      content: para(
        `Regional flatbed position running within about 500 miles of ${ctx.city.name.en}. Weekly pay ` +
          `${usd(1900 + ctx.k * 200, "en")}–${usd(2300 + ctx.k * 200, "en")}, home every weekend.`,
        "Freight: lumber, steel and building materials. Securement training provided, all straps, chains and " +
          "tarps supplied. Tarp pay on every load.",
        "At least one year of CDL-A experience required, flatbed experience preferred. Full benefits after 60 days.",
      ),
      price: `${usd(1900 + ctx.k * 200, "en")}/wk`,
      fields: {
        cdl_required: true,
        truck_type: "Kenworth W990",
        trailer_type: "flatbed 48'",
        route_type: "regional",
        pay_per_week: 1900 + ctx.k * 200,
        home_time: "every weekend",
        experience_years: 1,
        endorsements: [],
      },
    }),
  },
  {
    lang: "en",
    cities: ["miami"],
    make: (ctx) => ({
      category: "team",
      title: `Team drivers for dedicated lanes out of ${ctx.city.name.en}`,
      content: para(
        "Husband-and-wife or friend teams wanted for dedicated lanes between Florida and the Northeast. 5,000+ " +
          "miles a week split evenly.",
        "$0.90 per mile per team, paid weekly. New Volvo with a double bunk, no touch freight, 24/7 dispatch support.",
        "Each driver needs a CDL-A and at least six months of experience. We help with relocation and orientation.",
      ),
      price: "$0.90/mile",
      fields: {
        cdl_required: true,
        truck_type: "Volvo VNL 860",
        trailer_type: "dry van 53'",
        route_type: "otr",
        pay_per_mile: 0.9,
        home_time: "7 days every 4 weeks",
        experience_years: 0,
        endorsements: [],
      },
    }),
  },
  {
    lang: "pl",
    cities: ["chicago", "new-york-city", "philadelphia"],
    make: (ctx) => {
      const cents = 68 + ctx.k * 2;
      return {
        category: "company-driver",
        title: `Kierowca CDL-A na OTR ${ctx.city.in.pl} – do ${perMile(cents + 4)} za milę`,
        content: para(
          `Zatrudnimy kierowców CDL-A na trasy OTR, naczepa dry van. Stawka od ${perMile(cents)} do ` +
            `${perMile(cents + 4)} za milę w zależności od doświadczenia, średnio 2 800 mil tygodniowo.`,
          `Ciężarówki ${pick(TRUCKS, ctx.k + 2)}, automat, lodówka i inwerter. Dyspozytorzy mówią po polsku. ` +
            `Wypłata co tydzień, premie za bezpieczną jazdę.`,
          "Wymagany rok doświadczenia i czyste MVR. Powrót do domu co 2–3 tygodnie. Zadzwoń, odpowiemy na " +
            "wszystkie pytania.",
        ),
        price: `${perMile(cents)}/milę`,
        fields: {
          cdl_required: true,
          truck_type: pick(TRUCKS, ctx.k + 2),
          trailer_type: "dry van 53'",
          route_type: "otr",
          pay_per_mile: cents / 100,
          home_time: "co 2–3 tygodnie",
          experience_years: 1,
          endorsements: [],
        },
      };
    },
  },
  {
    lang: "pl",
    cities: ["newark", "los-angeles"],
    make: (ctx) => ({
      category: "reefer",
      title: `Chłodnia, trasy regionalne ${ctx.city.in.pl}, weekendy w domu`,
      content: para(
        `Praca dla kierowcy CDL-A na chłodni, trasy regionalne. Gwarantowane ${usd(1700 + ctx.k * 150, "pl")} ` +
          `tygodniowo, wyjazd w poniedziałek, powrót w piątek.`,
        "Przewozimy żywność, bez rozładunku ręcznego. Ciężarówka z 2022 roku, automat.",
        "Wymagane minimum pół roku doświadczenia. Zapewniamy ubezpieczenie zdrowotne i płatny urlop.",
      ),
      price: `${usd(1700 + ctx.k * 150, "pl")}/tydz.`,
      fields: {
        cdl_required: true,
        truck_type: "Freightliner Cascadia 2022",
        trailer_type: "reefer 53'",
        route_type: "regional",
        pay_per_week: 1700 + ctx.k * 150,
        home_time: "weekendy",
        experience_years: 0,
        endorsements: [],
      },
    }),
  },
  {
    lang: "pl",
    cities: ["seattle"],
    make: (ctx) => ({
      category: "owner-operator",
      title: `Owner-operator ${ctx.city.in.pl} – 90% od frachtu`,
      content: para(
        "Szukamy właścicieli ciężarówek do współpracy. 90% od frachtu, własny dział dispatchu, ładunki z " +
          "Zachodniego Wybrzeża na Środkowy Zachód.",
        "Pomagamy z ubezpieczeniem, IFTA i IRP. Karta paliwowa z rabatem. Rozliczenia co tydzień.",
        "Zadzwoń, przedstawimy warunki i przykładowe rozliczenia.",
      ),
      price: "90% od frachtu",
      fields: {
        cdl_required: true,
        truck_type: "własna ciężarówka",
        trailer_type: "dry van",
        route_type: "otr",
        home_time: "według uznania",
        experience_years: 2,
        endorsements: [],
      },
    }),
  },
];
