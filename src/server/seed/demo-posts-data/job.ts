import { address, hood, para, pick, usd, type Entry } from "./kit";

/** Job offers: warehouses, construction, caregivers, kitchens, cleaning, offices, salons, garages. */
export const JOB: Entry[] = [
  {
    lang: "ru",
    cities: ["chicago", "new-york-city", "philadelphia"],
    make: (ctx) => {
      const pay = 19 + ctx.k;
      return {
        category: "warehouse",
        title: `Склад ${ctx.city.in.ru}: грузчики и комплектовщики, $${pay}/час`,
        content: para(
          `Складу в районе ${hood(ctx)} требуются работники на погрузку, сортировку и комплектацию заказов. ` +
            `Смены: дневная 7:00–15:30 и вечерняя 16:00–00:30, пять дней в неделю.`,
          `Оплата $${pay} в час, овертайм после 40 часов — полуторный. Зарплата каждую пятницу, direct ` +
            `deposit. Английский на базовом уровне, бригадир говорит по-русски.`,
          "Требования: разрешение на работу, готовность работать на ногах всю смену. Опыт на форклифте " +
            "приветствуется (+$2 в час). Звоните или пишите в WhatsApp, собеседование в день звонка.",
        ),
        price: `$${pay}/час`,
        fields: {
          salary_from: pay,
          salary_to: pay + 3,
          salary_period: "hour",
          schedule: "Пн–Пт, дневная или вечерняя смена",
          employment_type: "full_time",
          languages: ["ru", "en"],
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["new-york-city", "miami", "los-angeles", "seattle"],
    make: (ctx) => {
      const from = 26 + ctx.k * 2;
      return {
        category: "construction",
        title: `Нужны рабочие на ремонт квартир ${ctx.city.in.ru}, от $${from}/час`,
        content: para(
          `Строительная компания ищет отделочников, маляров и помощников на объекты в ${hood(ctx)} и соседних ` +
            `районах. Работа постоянная, объектов хватает до конца года.`,
          `Оплата от $${from} до $${from + 8} в час в зависимости от навыков: гипсокартон, шпаклёвка, ` +
            `покраска, плитка, ламинат. Инструмент частично наш, транспорт до объекта — компания.`,
          "Нужен опыт от одного года и желание работать аккуратно. Оплата еженедельно. Возможен рост до " +
            "бригадира. Звоните с 8 утра до 7 вечера.",
        ),
        price: `от $${from}/час`,
        fields: {
          salary_from: from,
          salary_to: from + 8,
          salary_period: "hour",
          schedule: "Пн–Сб, 7:30–17:00",
          employment_type: "full_time",
          languages: ["ru"],
        },
        contact: {
          company_name: pick(
            ["Brooklyn Pro Renovation", "Sunshine Remodeling", "Pacific Build Group", "Evergreen Interiors"],
            ctx.k,
          ),
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["philadelphia", "chicago", "new-york-city"],
    make: (ctx) => {
      const week = 1100 + ctx.k * 100;
      return {
        category: "caregivers",
        title: `Ищем сиделку с проживанием для пожилой женщины ${ctx.city.in.ru}`,
        content: para(
          `Семья ищет сиделку (live-in) для мамы 84 лет. Бабушка ходит с ходунками, нужна помощь с гигиеной, ` +
            `готовкой, лекарствами и прогулками. Отдельная комната, живём в районе ${hood(ctx)}.`,
          `Оплата ${usd(week, "ru")} в неделю, два выходных дня в месяц или по договорённости. Нужны ` +
            `рекомендации с прошлых мест работы, опыт ухода за пожилыми обязателен.`,
          "Желательно знание базового английского для общения с врачами. Некурящая. Звоните вечером после 6, " +
            "спросите Марину.",
        ),
        price: `${usd(week, "ru")}/нед`,
        fields: {
          salary_from: week,
          salary_to: week + 150,
          salary_period: "week",
          schedule: "Проживание, 2 выходных в месяц",
          employment_type: "full_time",
          languages: ["ru"],
        },
        contact: { contact_person: "Марина" },
      };
    },
  },
  {
    lang: "ru",
    cities: ["miami", "los-angeles", "chicago"],
    make: (ctx) => {
      const pay = 22 + ctx.k * 2;
      return {
        category: "restaurants",
        title: `Ресторану ${ctx.city.in.ru} нужен повар на горячий цех, $${pay}–${pay + 4}/час`,
        content: para(
          `Ресторан европейской и восточноевропейской кухни в районе ${hood(ctx)} приглашает повара на горячий ` +
            `цех. Борщ, пельмени, шашлык, котлеты, гарниры — меню знакомое, технологические карты есть.`,
          `Оплата $${pay}–${pay + 4} в час плюс часть чаевых. График 5/2, смены по 10 часов, питание за счёт ` +
            `заведения. Официальное оформление, оплачиваемый отпуск после года работы.`,
          "Также ищем помощника повара и посудомойщика. Приходите на пробный день, адрес сообщим по телефону.",
        ),
        price: `$${pay}–${pay + 4}/час`,
        fields: {
          salary_from: pay,
          salary_to: pay + 4,
          salary_period: "hour",
          schedule: "5/2, смены по 10 часов",
          employment_type: "full_time",
          languages: ["ru", "en"],
        },
        contact: {
          company_name: pick(["Restaurant Odessa Nights", "Café Samovar", "Kalinka Grill"], ctx.k),
          address: address(ctx, 2140 + ctx.k * 11),
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["seattle", "miami", "sacramento"],
    make: (ctx) => {
      const pay = 21 + ctx.k;
      return {
        category: "cleaning",
        title: `Уборка домов ${ctx.city.in.ru}: набираем команду, $${pay}/час`,
        content: para(
          `Клининговая компания ищет аккуратных девушек и женщин на уборку частных домов и квартир. Работаем в ` +
            `районах ${ctx.city.hoods.join(", ")}.`,
          `Оплата $${pay} в час, плюс оплачиваем бензин между объектами. Химия и инвентарь наши. Графики ` +
            `гибкие: можно только в будни или только по выходным.`,
          "Желательно наличие машины и водительских прав. Опыт не обязателен — всему научим за два дня " +
            "стажировки. Пишите в WhatsApp, ответим в течение часа.",
        ),
        price: `$${pay}/час`,
        fields: {
          salary_from: pay,
          salary_to: pay + 4,
          salary_period: "hour",
          schedule: "Гибкий, будни или выходные",
          employment_type: "part_time",
          languages: ["ru"],
        },
        contact: { company_name: pick(["Sparkle Home Cleaning", "Fresh Start Cleaning", "Golden Broom"], ctx.k) },
      };
    },
  },
  {
    lang: "ru",
    cities: ["sacramento", "chicago"],
    make: (ctx) => ({
      category: "auto-service",
      title: `Автосервису ${ctx.city.in.ru} нужен механик, от ${usd(1500 + ctx.k * 200, "ru")} в неделю`,
      content: para(
        "В автосервис требуется механик с опытом: диагностика, ходовая, тормоза, замена двигателей и коробок. " +
          "Работаем с легковыми машинами и коммерческими вэнами.",
        `Оплата от ${usd(1500 + ctx.k * 200, "ru")} в неделю, при хорошей работе — процент от заказа-наряда. ` +
          `Свой инструмент желателен, сканеры и подъёмники в сервисе есть.`,
        `Сервис находится по адресу ${address(ctx, 4820 + ctx.k * 7)}. Звоните, приезжайте знакомиться.`,
      ),
      price: `от ${usd(1500 + ctx.k * 200, "ru")}/нед`,
      fields: {
        salary_from: 1500 + ctx.k * 200,
        salary_to: 2400,
        salary_period: "week",
        schedule: "Пн–Пт, 8:00–18:00, суббота по желанию",
        employment_type: "full_time",
        languages: ["ru", "en"],
      },
      contact: {
        company_name: pick(["Golden State Auto Repair", "Midwest Motors Service"], ctx.k),
        address: address(ctx, 4820 + ctx.k * 7),
      },
    }),
  },
  {
    lang: "ru",
    cities: ["new-york-city", "los-angeles"],
    make: (ctx) => ({
      category: "beauty",
      title: `Салону красоты ${ctx.city.in.ru} требуется мастер маникюра и педикюра`,
      content: para(
        `Салон красоты в ${hood(ctx)} приглашает мастера маникюра и педикюра. Поток клиентов большой, запись ` +
          `на две недели вперёд.`,
        "Процент 50–60% от услуги плюс чаевые, в среднем мастера получают $1 200–1 600 в неделю. Материалы " +
          "салона. Нужна лицензия штата или готовность её получить — поможем с подготовкой.",
        "График гибкий, можно 4–5 дней в неделю. Дружный русскоязычный коллектив, клиенты говорят на " +
          "английском и русском.",
      ),
      price: "50–60% + чаевые",
      fields: {
        salary_from: 1200,
        salary_to: 1600,
        salary_period: "week",
        schedule: "4–5 дней в неделю",
        employment_type: "full_time",
        languages: ["ru", "en"],
      },
      contact: {
        company_name: pick(["Beauty Lab Studio", "Velvet Nails & Spa"], ctx.k),
        instagram: pick(["https://instagram.com/beautylab_demo", "https://instagram.com/velvetnails_demo"], ctx.k),
      },
    }),
  },
  {
    lang: "ua",
    cities: ["chicago", "seattle"],
    make: (ctx) => {
      const pay = 20 + ctx.k;
      return {
        category: "warehouse",
        title: `Склад ${ctx.city.in.ua}: пакувальники на денну зміну, $${pay}/год`,
        content: para(
          `Потрібні пакувальники та сортувальники на склад інтернет-магазину поблизу ${hood(ctx)}. Робота в ` +
            `приміщенні, кондиціонер, денна зміна з 6:00 до 14:30.`,
          `Оплата $${pay} на годину, понаднормові оплачуються як 1.5. Виплата щотижня. Англійська не ` +
            `обов'язкова, старший зміни розмовляє українською.`,
          "Потрібен дозвіл на роботу та соціальний номер. Телефонуйте або пишіть у Telegram, співбесіда в день " +
            "звернення.",
        ),
        price: `$${pay}/год`,
        fields: {
          salary_from: pay,
          salary_to: pay + 2,
          salary_period: "hour",
          schedule: "Пн–Пт, 6:00–14:30",
          employment_type: "full_time",
          languages: ["ua", "ru", "en"],
        },
        contact: { telegram: pick(["https://t.me/sklad_chicago_demo", "https://t.me/sklad_seattle_demo"], ctx.k) },
      };
    },
  },
  {
    lang: "ua",
    cities: ["philadelphia", "new-york-city"],
    make: (ctx) => ({
      category: "construction",
      title: `Бригада шукає помічників на покрівельні роботи ${ctx.city.in.ua}`,
      content: para(
        "Шукаємо двох помічників у бригаду покрівельників: знімання старого покриття, монтаж шинглів, " +
          "прибирання об'єкта. Досвід бажаний, але навчимо.",
        `Оплата $${24 + ctx.k * 2}–${30 + ctx.k * 2} на годину залежно від досвіду, розрахунок щоп'ятниці. ` +
          `Працюємо з понеділка по суботу, у дощ вихідний.`,
        "Забираємо з місця зустрічі у районі " +
          hood(ctx) +
          " о 6:30. Потрібні робоче взуття та відсутність страху висоти.",
      ),
      price: `$${24 + ctx.k * 2}–${30 + ctx.k * 2}/год`,
      fields: {
        salary_from: 24 + ctx.k * 2,
        salary_to: 30 + ctx.k * 2,
        salary_period: "hour",
        schedule: "Пн–Сб, з 6:30",
        employment_type: "contract",
        languages: ["ua", "ru"],
      },
    }),
  },
  {
    lang: "ua",
    cities: ["los-angeles", "miami"],
    make: (ctx) => ({
      category: "caregivers",
      title: `Шукаємо няню для дитини двох років ${ctx.city.in.ua}`,
      content: para(
        `Молода сім'я шукає няню для доньки двох років. Живемо в районі ${hood(ctx)}. Потрібно гратися, ` +
          `гуляти, годувати, укладати спати, інколи забрати з садочка.`,
        `Графік з понеділка по п'ятницю, з 8:30 до 17:30. Оплата ${usd(900 + ctx.k * 100, "ua")} на тиждень. ` +
          `Важливо, щоб няня розмовляла з дитиною українською.`,
        "Бажано досвід роботи з малюками та рекомендації. Ласкаво просимо на знайомство у вихідні.",
      ),
      price: `${usd(900 + ctx.k * 100, "ua")}/тиж`,
      fields: {
        salary_from: 900 + ctx.k * 100,
        salary_to: 1000 + ctx.k * 100,
        salary_period: "week",
        schedule: "Пн–Пт, 8:30–17:30",
        employment_type: "full_time",
        languages: ["ua"],
      },
      contact: { contact_person: pick(["Олена", "Ірина"], ctx.k) },
    }),
  },
  {
    lang: "ua",
    cities: ["chicago", "new-york-city"],
    make: (ctx) => ({
      category: "office",
      title: `Асистент бухгалтера зі знанням QuickBooks ${ctx.city.in.ua}`,
      content: para(
        "Бухгалтерська фірма шукає асистента на сезон і далі на постійну роботу. Обов'язки: введення первинних " +
          "документів, звірка банківських виписок, підготовка звітів для клієнтів.",
        `Оплата $${25 + ctx.k * 3}–${30 + ctx.k * 3} на годину, гібридний формат: три дні в офісі, два вдома. ` +
          `Потрібні QuickBooks, Excel та впевнена англійська.`,
        "Українська або російська мова — великий плюс, більшість клієнтів з нашої громади. Надсилайте резюме " +
          "через форму на сайті.",
      ),
      price: `$${25 + ctx.k * 3}–${30 + ctx.k * 3}/год`,
      fields: {
        salary_from: 25 + ctx.k * 3,
        salary_to: 30 + ctx.k * 3,
        salary_period: "hour",
        schedule: "Пн–Пт, гібрид",
        employment_type: "full_time",
        languages: ["ua", "en"],
      },
      contact: { company_name: "Kyiv-Chicago Accounting Group", web_site: "https://accounting-demo.example.com" },
    }),
  },
  {
    lang: "en",
    cities: ["los-angeles", "philadelphia"],
    make: (ctx) => ({
      category: "warehouse",
      title: `Forklift operators needed ${ctx.city.in.en}, $${23 + ctx.k}/hr`,
      content: para(
        `A distribution center near ${hood(ctx)} is hiring sit-down and reach forklift operators for day and ` +
          `night shifts. Steady full-time work, 40+ hours a week.`,
        `Pay is $${23 + ctx.k}/hr with a $1.50 night differential and weekly pay. Health insurance after 60 ` +
          `days, paid time off and a 401(k) match.`,
        "You need at least six months of forklift experience and the ability to pass a background check. " +
          "Russian- and Ukrainian-speaking supervisors on site.",
      ),
      price: `$${23 + ctx.k}/hr`,
      fields: {
        salary_from: 23 + ctx.k,
        salary_to: 25 + ctx.k,
        salary_period: "hour",
        schedule: "Day or night shift, Mon–Fri",
        employment_type: "full_time",
        languages: ["en", "ru"],
      },
    }),
  },
  {
    lang: "en",
    cities: ["seattle", "chicago"],
    make: (ctx) => ({
      category: "office",
      title: `Bilingual customer support agent (Russian/English) ${ctx.city.in.en}`,
      content: para(
        "A logistics software company is looking for a customer support agent who speaks Russian and English. " +
          "You will help truck drivers and dispatchers by phone and chat.",
        `Salary ${usd(48000 + ctx.k * 4000, "en")}–${usd(56000 + ctx.k * 4000, "en")} a year, hybrid schedule ` +
          `after training, health, dental and vision insurance.`,
        "Ukrainian or Polish is a plus. Experience in trucking or dispatching helps but is not required. Send " +
          "your resume and we will call you within a week.",
      ),
      price: `${usd(48000 + ctx.k * 4000, "en")}/yr`,
      fields: {
        salary_from: 48000 + ctx.k * 4000,
        salary_to: 56000 + ctx.k * 4000,
        salary_period: "year",
        schedule: "Mon–Fri, 9–5, hybrid",
        employment_type: "full_time",
        languages: ["en", "ru"],
      },
      contact: { company_name: "RoadLink Software", web_site: "https://roadlink-demo.example.com" },
    }),
  },
  {
    lang: "en",
    cities: ["houston", "miami"],
    make: (ctx) => ({
      category: "auto-service",
      title: `Diesel mechanic for a busy truck shop ${ctx.city.in.en}`,
      content: para(
        "Our truck repair shop is hiring an experienced diesel mechanic: PM services, brakes, suspension, " +
          "aftertreatment diagnostics on Freightliner, Volvo and Kenworth.",
        `Pay $${32 + ctx.k * 2}–${40 + ctx.k * 2}/hr depending on experience, paid overtime, tool allowance. ` +
          `Day shift, Saturdays optional.`,
        `Own tools required. Shop address: ${address(ctx, 7300 + ctx.k * 15)}. Walk in Monday to Friday or ` +
          `call the shop.`,
      ),
      price: `$${32 + ctx.k * 2}–${40 + ctx.k * 2}/hr`,
      fields: {
        salary_from: 32 + ctx.k * 2,
        salary_to: 40 + ctx.k * 2,
        salary_period: "hour",
        schedule: "Mon–Fri, 7–5",
        employment_type: "full_time",
        languages: ["en"],
      },
      contact: {
        company_name: pick(["Lone Star Truck Repair", "Sunshine Diesel Works"], ctx.k),
        address: address(ctx, 7300 + ctx.k * 15),
      },
    }),
  },
  {
    lang: "pl",
    cities: ["chicago", "new-york-city"],
    make: (ctx) => ({
      category: "construction",
      title: `Praca na budowie ${ctx.city.in.pl} – cieśle i pomocnicy`,
      content: para(
        `Firma budowlana zatrudni cieśli do szalunków i ram drewnianych oraz pomocników. Budowy w okolicy ` +
          `${hood(ctx)}, dojazd zapewniony z jednego punktu.`,
        `Stawka $${27 + ctx.k * 2}–${36 + ctx.k * 2} za godzinę w zależności od doświadczenia, wypłata co ` +
          `tydzień. Praca od poniedziałku do piątku, soboty płatne ekstra.`,
        "Wymagane doświadczenie na budowie i własne podstawowe narzędzia. Znajomość angielskiego nie jest " +
          "konieczna, brygadzista mówi po polsku.",
      ),
      price: `$${27 + ctx.k * 2}–${36 + ctx.k * 2}/godz.`,
      fields: {
        salary_from: 27 + ctx.k * 2,
        salary_to: 36 + ctx.k * 2,
        salary_period: "hour",
        schedule: "Pon–Pt, 7:00–15:30",
        employment_type: "full_time",
        languages: ["pl"],
      },
      contact: { company_name: pick(["Orzeł Construction", "Wisła Builders"], ctx.k) },
    }),
  },
  {
    lang: "pl",
    cities: ["chicago", "philadelphia"],
    make: (ctx) => ({
      category: "cleaning",
      title: `Sprzątanie biur wieczorami ${ctx.city.in.pl}, $${20 + ctx.k}/godz.`,
      content: para(
        "Szukamy osób do sprzątania biur od poniedziałku do piątku w godzinach 18:00–23:00. Dobra praca " +
          "dodatkowa po etacie.",
        `Płacimy $${20 + ctx.k} za godzinę, co tydzień. Środki czystości i sprzęt zapewniamy. Mile widziane ` +
          `prawo jazdy i własny samochód.`,
        "Doświadczenie nie jest wymagane, ważna jest dokładność i punktualność. Zadzwoń po 10:00, porozmawiamy " +
          "po polsku.",
      ),
      price: `$${20 + ctx.k}/godz.`,
      fields: {
        salary_from: 20 + ctx.k,
        salary_to: 22 + ctx.k,
        salary_period: "hour",
        schedule: "Pon–Pt, 18:00–23:00",
        employment_type: "part_time",
        languages: ["pl"],
      },
      contact: { company_name: "Czysto Office Cleaning" },
    }),
  },
  {
    lang: "pl",
    cities: ["new-york-city", "newark"],
    make: (ctx) => ({
      category: "caregivers",
      title: `Opiekunka do starszej pani z zamieszkaniem ${ctx.city.in.pl}`,
      content: para(
        `Poszukujemy opiekunki do starszej pani (88 lat) na stałe, z zamieszkaniem. Okolica ${hood(ctx)}, ` +
          `osobny pokój z łazienką.`,
        `Wynagrodzenie ${usd(1150 + ctx.k * 100, "pl")} tygodniowo, dwa dni wolne w miesiącu. Zakres: pomoc w ` +
          `higienie, gotowanie, podawanie leków, spacery.`,
        "Wymagane doświadczenie i referencje. Pani mówi tylko po polsku, więc angielski nie jest potrzebny. " +
          "Prosimy o telefon wieczorem.",
      ),
      price: `${usd(1150 + ctx.k * 100, "pl")}/tydz.`,
      fields: {
        salary_from: 1150 + ctx.k * 100,
        salary_to: 1250 + ctx.k * 100,
        salary_period: "week",
        schedule: "Z zamieszkaniem, 2 dni wolne w miesiącu",
        employment_type: "full_time",
        languages: ["pl"],
      },
      contact: { contact_person: "Agnieszka" },
    }),
  },
];
