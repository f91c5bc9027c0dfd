import { hood, para, pick, type Entry } from "./kit";

/** CVs of people looking for work (drivers have their own section). */
export const WORKERS: Entry[] = [
  {
    lang: "ru",
    cities: ["philadelphia", "new-york-city"],
    make: (ctx) => {
      const years = 8 + ctx.k * 4;
      return {
        category: "caregivers",
        title: `Сиделка с опытом ${years} лет ищет работу ${ctx.city.in.ru}`,
        content: para(
          `Женщина 52 лет, медсестра по образованию, ищу работу сиделкой. Опыт ухода за пожилыми людьми в США ` +
            `— ${years} лет, в том числе после инсульта и с деменцией.`,
          "Рассматриваю работу с проживанием (live-in) или почасовую. Готовлю, слежу за приёмом лекарств, " +
            "сопровождаю к врачам. Есть сертификат HHA и рекомендации от семей.",
          "Не курю, аккуратная, спокойная. Английский разговорный. Звоните в любое время.",
        ),
        price: null,
        fields: {
          position: "Сиделка / HHA",
          experience_years: years,
          licence_classes: [],
          endorsements: ["HHA"],
          availability: "live-in или почасово, сразу",
        },
        contact: { contact_person: pick(["Галина", "Людмила"], ctx.k) },
      };
    },
  },
  {
    lang: "ru",
    cities: ["chicago", "miami"],
    make: (ctx) => ({
      category: "construction",
      title: `Плиточник-отделочник ищет работу ${ctx.city.in.ru}`,
      content: para(
        `Плиточник с опытом 15 лет (из них ${6 + ctx.k * 2} в США). Кладу плитку и керамогранит любых ` +
          `размеров, делаю ванные под ключ, душевые с трапом, стеклянные перегородки.`,
        "Ищу постоянную работу в компании или подряды от генподрядчиков. Свой инструмент и машина есть, в том " +
          "числе для перевозки материала.",
        "Могу показать фото выполненных работ. Рассмотрю любые районы города и пригороды.",
      ),
      price: "от $35/час",
      fields: {
        position: "Плиточник-отделочник",
        experience_years: 15,
        licence_classes: ["D"],
        endorsements: [],
        availability: "с понедельника",
      },
    }),
  },
  {
    lang: "ru",
    cities: ["seattle", "los-angeles"],
    make: (ctx) => ({
      category: "office",
      title: `Frontend-разработчик (React, TypeScript) ищет работу ${ctx.city.in.ru}`,
      content: para(
        `Frontend-разработчик, ${3 + ctx.k} года коммерческого опыта. Стек: React, TypeScript, Next.js, ` +
          `Tailwind, тестирование на Playwright и Vitest.`,
        "Последний проект — личный кабинет для логистической компании: карты, трекинг грузов, отчёты. Работал " +
          "в распределённой команде, английский B2.",
        "Рассматриваю full-time, гибрид или удалёнку, а также контракты. Есть разрешение на работу. Резюме и " +
          "портфолио вышлю по запросу.",
      ),
      price: null,
      fields: {
        position: "Frontend developer",
        experience_years: 3 + ctx.k,
        licence_classes: [],
        endorsements: [],
        availability: "через две недели",
      },
      contact: { telegram: pick(["https://t.me/frontend_dev_demo", "https://t.me/react_dev_la_demo"], ctx.k) },
    }),
  },
  {
    lang: "ru",
    cities: ["new-york-city", "sunny-isles-beach"],
    make: (ctx) => ({
      category: "cleaning",
      title: `Ищу работу по уборке домов и офисов ${ctx.city.in.ru}`,
      content: para(
        `Ответственная женщина ищет работу по уборке квартир, домов и офисов в районе ${hood(ctx)} и рядом. ` +
          `Опыт более 6 лет, есть постоянные клиенты и рекомендации.`,
        "Генеральная уборка, уборка после ремонта, мытьё окон, глажка. Свои средства могу привезти, если нужно.",
        "Свободна по понедельникам, средам и пятницам. Оплата почасовая или за объект, договоримся.",
      ),
      price: "$25/час",
      fields: {
        position: "Уборка домов и офисов",
        experience_years: 6,
        licence_classes: [],
        endorsements: [],
        availability: "Пн, Ср, Пт",
      },
      contact: { contact_person: pick(["Светлана", "Оксана"], ctx.k) },
    }),
  },
  {
    lang: "ru",
    cities: ["chicago", "san-francisco"],
    make: (ctx) => ({
      category: "restaurants",
      title: `Кондитер с опытом 10 лет ищет работу ${ctx.city.in.ru}`,
      content: para(
        "Кондитер с опытом работы в ресторанах и кондитерских, 10 лет. Торты на заказ, муссовые десерты, " +
          "медовик, наполеон, эклеры, выпечка из дрожжевого теста.",
        "Ищу работу в кафе, пекарне или ресторане, можно ранние смены. Также принимаю заказы на торты для праздников.",
        `Есть Food Handler Certificate. Живу ${ctx.city.in.ru}, могу выйти с ` +
          `${pick(["понедельника", "начала месяца"], ctx.k)}.`,
      ),
      price: null,
      fields: {
        position: "Кондитер",
        experience_years: 10,
        licence_classes: [],
        endorsements: ["Food Handler"],
        availability: "ранние смены",
      },
    }),
  },
  {
    lang: "ua",
    cities: ["chicago", "seattle"],
    make: (ctx) => ({
      category: "caregivers",
      title: `Шукаю роботу доглядальницею ${ctx.city.in.ua}`,
      content: para(
        `Жінка 47 років, шукаю роботу доглядальницею за літніми людьми або компаньйонкою. Досвід ${5 + ctx.k} ` +
          `років в Україні та в США.`,
        "Готую домашню їжу, допомагаю з гігієною, супроводжую до лікаря, стежу за прийомом ліків. Можу з " +
          "проживанням або погодинно.",
        "Маю рекомендації. Розмовляю українською, російською та трохи англійською.",
      ),
      price: null,
      fields: {
        position: "Доглядальниця",
        experience_years: 5 + ctx.k,
        licence_classes: [],
        endorsements: [],
        availability: "з наступного тижня",
      },
      contact: { contact_person: pick(["Ганна", "Марія"], ctx.k) },
    }),
  },
  {
    lang: "ua",
    cities: ["philadelphia", "sacramento"],
    make: (ctx) => ({
      category: "construction",
      title: `Електрик з досвідом шукає роботу ${ctx.city.in.ua}`,
      content: para(
        `Електрик, ${9 + ctx.k * 3} років досвіду: житлові будинки, квартири, комерційні приміщення. Проводка, ` +
          `щитки, освітлення, підключення техніки.`,
        "Шукаю постійну роботу в компанії або підряди. Маю свій інструмент і машину, працюю акуратно і за кресленнями.",
        "Рівень англійської — середній, читаю технічну документацію. Готовий вийти на пробний день.",
      ),
      price: null,
      fields: {
        position: "Електрик",
        experience_years: 9 + ctx.k * 3,
        licence_classes: ["D"],
        endorsements: [],
        availability: "одразу",
      },
    }),
  },
  {
    lang: "en",
    cities: ["los-angeles", "denver"],
    make: (ctx) => ({
      category: "construction",
      title: `Experienced house painter available ${ctx.city.in.en}`,
      content: para(
        `Interior and exterior painter with ${12 + ctx.k} years of experience, ${5 + ctx.k} of them in the US. ` +
          `Drywall repair, cabinets, decks and fences.`,
        "Looking for full-time work with a contractor or direct jobs from homeowners. I have my own van, " +
          "sprayer and ladders.",
        "Speak English, Russian and Ukrainian. References and photos of my work available.",
      ),
      price: "$30/hr",
      fields: {
        position: "House painter",
        experience_years: 12 + ctx.k,
        licence_classes: ["D"],
        endorsements: [],
        availability: "immediately",
      },
    }),
  },
  {
    lang: "en",
    cities: ["miami"],
    make: (ctx) => ({
      category: "office",
      title: `Bookkeeper (QuickBooks, Russian/English) looking for part-time work ${ctx.city.in.en}`,
      content: para(
        "Bookkeeper with seven years of experience with small businesses: trucking companies, restaurants and " +
          "construction contractors.",
        "QuickBooks Online and Desktop, payroll, bank reconciliations, sales tax filings, 1099 preparation. I " +
          "can work on site two days a week or remotely.",
        "Fluent in English and Russian. Available from next month.",
      ),
      price: null,
      fields: {
        position: "Bookkeeper",
        experience_years: 7,
        licence_classes: [],
        endorsements: [],
        availability: "part-time, from next month",
      },
    }),
  },
  {
    lang: "pl",
    cities: ["chicago", "new-york-city"],
    make: (ctx) => ({
      category: "caregivers",
      title: `Szukam pracy jako opiekunka osób starszych ${ctx.city.in.pl}`,
      content: para(
        `Jestem opiekunką z ${7 + ctx.k * 3}-letnim doświadczeniem w USA. Szukam pracy z zamieszkaniem lub na ` +
          `godziny, najlepiej w okolicy ${hood(ctx)}.`,
        "Pomagam w codziennych czynnościach, gotuję polskie jedzenie, dbam o leki i wizyty u lekarza. Mam " +
          "referencje od poprzednich rodzin.",
        "Nie palę, jestem cierpliwa i spokojna. Mówię po polsku i komunikatywnie po angielsku.",
      ),
      price: null,
      fields: {
        position: "Opiekunka",
        experience_years: 7 + ctx.k * 3,
        licence_classes: [],
        endorsements: [],
        availability: "od zaraz",
      },
      contact: { contact_person: pick(["Halina", "Bożena"], ctx.k) },
    }),
  },
  {
    lang: "pl",
    cities: ["philadelphia"],
    make: (ctx) => ({
      category: "construction",
      title: `Złota rączka szuka pracy ${ctx.city.in.pl}`,
      content: para(
        "Fachowiec z wieloletnim doświadczeniem szuka stałej pracy lub zleceń: drobne naprawy, hydraulika, " +
          "montaż mebli, malowanie, kafelkowanie.",
        "Mam własne narzędzia i samochód. Mogę pracować w tygodniu i w weekendy.",
        "Mówię po polsku i po angielsku. Zapraszam do kontaktu.",
      ),
      price: "$35/godz.",
      fields: {
        position: "Złota rączka",
        experience_years: 14,
        licence_classes: ["D"],
        endorsements: [],
        availability: "od zaraz",
      },
    }),
  },
];
