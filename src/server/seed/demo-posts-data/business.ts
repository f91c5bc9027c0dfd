import { address, hood, para, pick, whatsapp, type Entry } from "./kit";

/** Services for the community: lawyers, tax preparers, insurance, doctors, repairs, translators, movers. */
export const BUSINESS: Entry[] = [
  {
    lang: "ru",
    cities: ["new-york-city", "chicago", "los-angeles"],
    make: (ctx) => {
      const company = pick(
        ["Law Office of Orlov & Partners", "Lakeside Immigration Law", "Pacific Immigration Counsel"],
        ctx.k,
      );
      return {
        category: "legal",
        title: `Иммиграционный адвокат ${ctx.city.in.ru}: грин-карта, убежище, гражданство`,
        content: para(
          "Иммиграционная практика более 15 лет. Ведём дела по воссоединению семьи, рабочим визам, " +
            "политическому убежищу, TPS, продлению статусов и натурализации.",
          "Первая консультация — 45 минут, разбираем вашу ситуацию и даём план действий с реальными сроками и " +
            "стоимостью. Сопровождаем на интервью в USCIS и в иммиграционном суде.",
          `Говорим по-русски и по-украински. Офис: ${address(ctx, 1200 + ctx.k * 35)}. Возможна ` +
            `онлайн-консультация по видео.`,
        ),
        price: "Консультация $150",
        fields: {
          company,
          services: ["грин-карта", "убежище", "гражданство", "рабочие визы", "суд"],
          hours: "Пн–Пт 9:00–18:00, Сб по записи",
          address: address(ctx, 1200 + ctx.k * 35),
        },
        contact: {
          company_name: company,
          address: address(ctx, 1200 + ctx.k * 35),
          web_site: "https://immigration-law-demo.example.com",
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["philadelphia", "chicago", "miami"],
    make: (ctx) => {
      const company = pick(["Liberty Tax & Books", "Devon Tax Service", "Ocean Accounting Group"], ctx.k);
      return {
        category: "taxes",
        title: `Налоговые декларации для физлиц и бизнеса ${ctx.city.in.ru}`,
        content: para(
          "Готовим налоговые декларации для частных лиц, семей, самозанятых и водителей-овнеров. Оформляем " +
            "ITIN, исправляем декларации прошлых лет, отвечаем на письма IRS.",
          "Для бизнеса: регистрация LLC и корпораций, бухгалтерия, payroll, квартальные отчёты, 1099 для " +
            "подрядчиков, IFTA для трак-компаний.",
          `Работаем с ${pick(["января", "середины января", "начала года"], ctx.k)} без выходных до конца ` +
            `сезона. Можно прислать документы дистанционно. Офис в районе ${hood(ctx)}.`,
        ),
        price: "от $120",
        fields: {
          company,
          services: ["декларации", "ITIN", "LLC", "payroll", "IFTA"],
          hours: "Пн–Сб 10:00–19:00",
          address: address(ctx, 9800 + ctx.k * 12),
        },
        contact: { company_name: company, address: address(ctx, 9800 + ctx.k * 12) },
      };
    },
  },
  {
    lang: "ru",
    cities: ["chicago", "sacramento"],
    make: (ctx) => ({
      category: "insurance",
      title: `Страховка для траков и бизнеса ${ctx.city.in.ru}, расчёт за 1 час`,
      content: para(
        "Страхуем траки, трейлеры, карго-вэны и бокс-траки: auto liability, cargo, physical damage, " +
          "non-trucking liability. Работаем с новыми MC и с водителями с нарушениями.",
        "Сравниваем предложения нескольких страховых компаний и подбираем лучшее по цене и покрытию. " +
          "Сертификаты для брокеров — в течение часа, даже в выходные.",
        "Также страхуем дома, квартиры, бизнес и здоровье. Консультации по-русски.",
      ),
      price: null,
      fields: {
        company: pick(["Safe Road Insurance Agency", "Golden Shield Insurance"], ctx.k),
        services: ["auto liability", "cargo", "physical damage", "дом", "здоровье"],
        hours: "Пн–Пт 9:00–19:00, Сб 10:00–15:00",
        address: address(ctx, 560 + ctx.k * 40),
      },
      contact: {
        company_name: pick(["Safe Road Insurance Agency", "Golden Shield Insurance"], ctx.k),
        whatsapp: whatsapp(ctx.phone),
      },
    }),
  },
  {
    lang: "ru",
    cities: ["new-york-city", "los-angeles", "seattle"],
    make: (ctx) => {
      const rate = 95 + ctx.k * 10;
      const company = pick(["Brooklyn Movers Pro", "Hollywood Moving Team", "Rainier Movers"], ctx.k);
      return {
        category: "moving",
        title: `Переезды ${ctx.city.in.ru}: грузчики, упаковка, хранение, от $${rate}/час`,
        content: para(
          `Квартирные и офисные переезды по городу и между штатами. Бригада из двух грузчиков с траком — от ` +
            `$${rate} в час, минимальный заказ 3 часа.`,
          "Упаковочные материалы, разборка и сборка мебели, перевозка пианино, складское хранение. Лицензия и " +
            "страховка, аккуратная работа без скрытых платежей.",
          `Бесплатная оценка по фото в WhatsApp. Работаем 7 дней в неделю, включая ${hood(ctx)} и пригороды.`,
        ),
        price: `от $${rate}/час`,
        fields: {
          company,
          services: ["местные переезды", "межштатные переезды", "упаковка", "хранение"],
          hours: "Ежедневно 7:00–21:00",
          address: address(ctx, 300 + ctx.k * 25),
        },
        contact: { company_name: company, whatsapp: whatsapp(ctx.phone), web_site: "https://movers-demo.example.com" },
      };
    },
  },
  {
    lang: "ru",
    cities: ["miami", "philadelphia"],
    make: (ctx) => ({
      category: "repair",
      title: `Ремонт квартир и домов под ключ ${ctx.city.in.ru}`,
      content: para(
        "Выполняем ремонт любой сложности: ванные комнаты и кухни, полы, покраска, гипсокартон, электрика и " +
          "сантехника. Работаем с лицензией и страховкой.",
        "Бесплатный выезд на замер и смета в течение двух дней. Закупаем материалы по ценам подрядчика. " +
          "Гарантия на работы — 1 год.",
        `Больше 300 выполненных объектов в районе ${hood(ctx)} и пригородах. Фото работ пришлём в WhatsApp.`,
      ),
      price: "Смета бесплатно",
      fields: {
        company: pick(["Sunrise Home Renovation", "Liberty Bell Remodeling"], ctx.k),
        services: ["ванные", "кухни", "полы", "покраска", "электрика"],
        hours: "Пн–Сб 8:00–18:00",
        address: address(ctx, 2500 + ctx.k * 30),
      },
      contact: {
        company_name: pick(["Sunrise Home Renovation", "Liberty Bell Remodeling"], ctx.k),
        whatsapp: whatsapp(ctx.phone),
      },
    }),
  },
  {
    lang: "ru",
    cities: ["seattle"],
    make: (ctx) => ({
      category: "translation",
      title: `Перевод документов с русского и украинского ${ctx.city.in.ru}`,
      content: para(
        "Сертифицированные переводы для USCIS, университетов, DMV и судов: свидетельства о рождении и браке, " +
          "дипломы, справки о несудимости, водительские права.",
        "Стандартный документ — $35 за страницу, срок 1–2 рабочих дня. Срочный перевод — в течение 24 часов. " +
          "Нотариальное заверение на месте.",
        "Принимаем сканы и фото документов, готовые переводы отправляем в PDF или почтой.",
      ),
      price: "$35/стр.",
      fields: {
        company: "Cascade Translation Bureau",
        services: ["сертифицированный перевод", "нотариус", "апостиль"],
        hours: "Пн–Пт 10:00–18:00",
        address: address(ctx, 14500),
      },
      contact: {
        company_name: "Cascade Translation Bureau",
        address: address(ctx, 14500),
        email: "translate.cascade@example.com",
      },
    }),
  },
  {
    lang: "ru",
    cities: ["new-york-city", "los-angeles"],
    make: (ctx) => ({
      category: "medical",
      title: `Русскоговорящий стоматолог ${ctx.city.in.ru}: лечение и имплантация`,
      content: para(
        "Семейная стоматология: лечение кариеса, чистка, отбеливание, коронки, импланты, детская стоматология. " +
          "Современное оборудование и 3D-снимки на месте.",
        "Принимаем большинство страховок, в том числе Medicaid и Medicare Advantage, для пациентов без " +
          "страховки — планы рассрочки.",
        `Записаться можно на ближайшую неделю. Клиника в районе ${hood(ctx)}, рядом парковка.`,
      ),
      price: null,
      fields: {
        company: pick(["Smile Family Dental", "Sunset Dental Care"], ctx.k),
        services: ["лечение", "импланты", "коронки", "детская стоматология"],
        hours: "Пн–Сб 9:00–19:00",
        address: address(ctx, 820 + ctx.k * 60),
      },
      contact: {
        company_name: pick(["Smile Family Dental", "Sunset Dental Care"], ctx.k),
        address: address(ctx, 820 + ctx.k * 60),
      },
    }),
  },
  {
    lang: "ua",
    cities: ["chicago", "seattle"],
    make: (ctx) => ({
      category: "legal",
      title: `Імміграційний юрист ${ctx.city.in.ua}: TPS, U4U, притулок`,
      content: para(
        "Допомагаємо українцям з документами: TPS та його продовження, дозвіл на роботу, гуманітарний пароль " +
          "U4U, притулок, зміна статусу.",
        "Перша консультація онлайн або в офісі. Перевіряємо вже подані справи та пояснюємо, що робити далі, " +
          "простою мовою.",
        "Розмовляємо українською та англійською. Працюємо з клієнтами з усіх штатів.",
      ),
      price: "Консультація $100",
      fields: {
        company: pick(["Prairie Immigration Law", "Puget Sound Legal Aid Group"], ctx.k),
        services: ["TPS", "U4U", "притулок", "дозвіл на роботу"],
        hours: "Пн–Пт 9:00–17:00",
        address: address(ctx, 2200 + ctx.k * 44),
      },
      contact: {
        company_name: pick(["Prairie Immigration Law", "Puget Sound Legal Aid Group"], ctx.k),
        telegram: "https://t.me/immigration_help_demo",
      },
    }),
  },
  {
    lang: "ua",
    cities: ["philadelphia", "new-york-city"],
    make: (ctx) => ({
      category: "taxes",
      title: `Податкові декларації та ITIN ${ctx.city.in.ua}`,
      content: para(
        "Готуємо податкові декларації для фізичних осіб і сімей, допомагаємо отримати ITIN, подаємо виправлені " +
          "декларації за минулі роки.",
        "Для підприємців: реєстрація LLC, бухгалтерія, звіти для підрядників 1099. Консультуємо щодо податків " +
          "для водіїв та овнер-операторів.",
        `Офіс у районі ${hood(ctx)}, можна працювати дистанційно. Запис по телефону.`,
      ),
      price: "від $100",
      fields: {
        company: pick(["Bustleton Tax Center", "Brooklyn Tax Studio"], ctx.k),
        services: ["декларації", "ITIN", "LLC", "1099"],
        hours: "Пн–Сб 10:00–18:00",
        address: address(ctx, 7400 + ctx.k * 20),
      },
    }),
  },
  {
    lang: "ua",
    cities: ["sacramento", "miami"],
    make: (ctx) => ({
      category: "moving",
      title: `Переїзди по місту і між штатами ${ctx.city.in.ua}`,
      content: para(
        "Перевеземо квартиру, будинок або офіс. Вантажники, трак 26 футів, пакувальні матеріали, розбирання та " +
          "збирання меблів.",
        `Від $${90 + ctx.k * 10} на годину за двох вантажників з траком. Міжштатні переїзди — за фіксованою ` +
          `ціною після оцінки.`,
        "Страховка та ліцензія. Працюємо щодня, навіть у вихідні.",
      ),
      price: `від $${90 + ctx.k * 10}/год`,
      fields: {
        company: pick(["Sierra Moving Crew", "Palm Movers"], ctx.k),
        services: ["переїзди", "пакування", "міжштатні перевезення"],
        hours: "Щодня 7:00–20:00",
        address: address(ctx, 610 + ctx.k * 9),
      },
    }),
  },
  {
    lang: "en",
    cities: ["chicago", "houston"],
    make: (ctx) => ({
      category: "insurance",
      title: `Commercial truck insurance ${ctx.city.in.en}: quotes within 24 hours`,
      content: para(
        "Independent agency specializing in trucking insurance: primary liability, cargo, physical damage, " +
          "trailer interchange and occupational accident.",
        "New authorities welcome. We shop more than 20 carriers to find the best rate and issue certificates " +
          "for brokers the same day.",
        "We speak English, Russian and Ukrainian. Call or stop by the office.",
      ),
      price: null,
      fields: {
        company: pick(["Midway Truck Insurance", "Gulf Coast Commercial Insurance"], ctx.k),
        services: ["liability", "cargo", "physical damage", "occupational accident"],
        hours: "Mon–Fri 8:30–6:00",
        address: address(ctx, 4100 + ctx.k * 50),
      },
      contact: {
        company_name: pick(["Midway Truck Insurance", "Gulf Coast Commercial Insurance"], ctx.k),
        web_site: "https://truck-insurance-demo.example.com",
      },
    }),
  },
  {
    lang: "en",
    cities: ["los-angeles", "seattle"],
    make: (ctx) => ({
      category: "repair",
      title: `Licensed handyman ${ctx.city.in.en}: drywall, paint, tile`,
      content: para(
        "Small and medium home repairs: drywall patches, interior painting, tile, TV mounting, furniture " +
          "assembly, faucets and light fixtures.",
        `Hourly rate $${65 + ctx.k * 5}, two hours minimum. Free estimates for bigger projects. Licensed and insured.`,
        `Serving ${ctx.city.hoods.join(", ")} and nearby. Evenings and Saturdays available.`,
      ),
      price: `$${65 + ctx.k * 5}/hr`,
      fields: {
        company: pick(["Handy Ivan Services", "Northwest Fix-It"], ctx.k),
        services: ["drywall", "painting", "tile", "mounting"],
        hours: "Mon–Sat 8:00–19:00",
        address: address(ctx, 880 + ctx.k * 70),
      },
    }),
  },
  {
    lang: "en",
    cities: ["philadelphia"],
    make: (ctx) => ({
      category: "medical",
      title: `Family clinic with Russian- and Ukrainian-speaking staff ${ctx.city.in.en}`,
      content: para(
        "Primary care for adults and children: annual physicals, vaccinations, chronic conditions, DOT " +
          "physicals for CDL drivers and school forms.",
        "Most insurance plans accepted, including Medicaid. Same-week appointments and telehealth visits.",
        `Located at ${address(ctx, 9950)}, free parking. Our staff speaks English, Russian and Ukrainian.`,
      ),
      price: null,
      fields: {
        company: "Northeast Family Medicine",
        services: ["primary care", "DOT physical", "pediatrics", "telehealth"],
        hours: "Mon–Fri 8:00–18:00, Sat 9:00–13:00",
        address: address(ctx, 9950),
      },
      contact: { company_name: "Northeast Family Medicine", address: address(ctx, 9950) },
    }),
  },
  {
    lang: "pl",
    cities: ["chicago", "new-york-city"],
    make: (ctx) => ({
      category: "taxes",
      title: `Biuro rachunkowe ${ctx.city.in.pl} – podatki i księgowość`,
      content: para(
        "Rozliczenia podatkowe osób prywatnych i firm, numery ITIN, korekty zeznań z lat ubiegłych, " +
          "korespondencja z IRS.",
        "Dla firm: zakładanie LLC i korporacji, księgowość, payroll, rozliczenia kwartalne. Obsługujemy wiele " +
          "polskich firm budowlanych i transportowych.",
        `Biuro w okolicy ${hood(ctx)}. Mówimy po polsku. Zapraszamy po wcześniejszym umówieniu.`,
      ),
      price: "od $110",
      fields: {
        company: pick(["Polonia Tax Services", "Greenpoint Accounting"], ctx.k),
        services: ["podatki", "ITIN", "LLC", "payroll"],
        hours: "Pon–Pt 9:00–18:00, Sob 10:00–14:00",
        address: address(ctx, 5100 + ctx.k * 14),
      },
      contact: { company_name: pick(["Polonia Tax Services", "Greenpoint Accounting"], ctx.k) },
    }),
  },
  {
    lang: "pl",
    cities: ["chicago", "philadelphia"],
    make: (ctx) => ({
      category: "repair",
      title: `Remonty domów i mieszkań ${ctx.city.in.pl}`,
      content: para(
        "Kompleksowe remonty: łazienki, kuchnie, podłogi, malowanie, płyty gipsowe, wykończenia piwnic.",
        "Bezpłatna wycena w ciągu 48 godzin. Licencja i ubezpieczenie. Gwarancja na wykonane prace.",
        "Polska ekipa z ponad 15-letnim doświadczeniem w USA. Zdjęcia realizacji wyślemy na WhatsApp.",
      ),
      price: "Wycena gratis",
      fields: {
        company: pick(["Kraków Remodeling", "Mazury Home Improvement"], ctx.k),
        services: ["łazienki", "kuchnie", "podłogi", "malowanie"],
        hours: "Pon–Sob 7:00–17:00",
        address: address(ctx, 6600 + ctx.k * 22),
      },
      contact: {
        company_name: pick(["Kraków Remodeling", "Mazury Home Improvement"], ctx.k),
        whatsapp: whatsapp(ctx.phone),
      },
    }),
  },
  {
    lang: "pl",
    cities: ["newark"],
    make: (ctx) => ({
      category: "translation",
      title: `Tłumacz przysięgły polski–angielski ${ctx.city.in.pl}`,
      content: para(
        "Tłumaczenia uwierzytelnione dla USCIS, sądów, szkół i DMV: akty urodzenia i małżeństwa, dyplomy, " +
          "zaświadczenia, prawa jazdy.",
        "Cena od $30 za stronę, termin 1–2 dni robocze. Możliwe tłumaczenia ekspresowe.",
        "Przyjmujemy skany dokumentów, gotowe tłumaczenia wysyłamy w PDF lub pocztą.",
      ),
      price: "od $30/str.",
      fields: {
        company: "Ironbound Translation Services",
        services: ["tłumaczenia uwierzytelnione", "notariusz"],
        hours: "Pon–Pt 9:00–17:00",
        address: address(ctx, 180),
      },
      contact: { company_name: "Ironbound Translation Services", address: address(ctx, 180) },
    }),
  },
];
