import { hood, para, pick, usd, type Entry } from "./kit";

/** Driving and dispatch jobs that need no CDL: box trucks, cargo vans, delivery, dispatchers. */
export const NO_CDL: Entry[] = [
  {
    lang: "ru",
    cities: ["chicago", "new-york-city", "miami"],
    make: (ctx) => {
      const day = 260 + ctx.k * 20;
      return {
        category: "box-truck",
        title: `Водитель на бокс-трак 26 ft без CDL ${ctx.city.in.ru}, $${day} в день`,
        content: para(
          `Нужен водитель на бокс-трак 26 футов (без CDL) для доставки мебели и бытовой техники по городу и ` +
            `пригородам, база в районе ${hood(ctx)}.`,
          `Оплата $${day} за день, обычно 8–10 остановок. Работаем 5–6 дней в неделю, выплаты каждую пятницу. ` +
            `С вами в паре всегда помощник.`,
          "Нужны права класса D (обычные) от 2 лет, чистая история вождения. Английский на базовом уровне для " +
            "общения с клиентами.",
        ),
        price: `$${day}/день`,
        fields: {
          cdl_required: false,
          truck_type: "Box truck 26 ft",
          trailer_type: null,
          route_type: "local",
          pay_per_week: day * 5,
          home_time: "каждый день",
          experience_years: 2,
          endorsements: [],
        },
        contact: {
          company_name: pick(["Express Furniture Delivery", "Big Apple Home Delivery", "Sunshine Logistics"], ctx.k),
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["los-angeles", "philadelphia", "seattle"],
    make: (ctx) => {
      const week = 1600 + ctx.k * 150;
      return {
        category: "cargo-van",
        title: `Ищем водителей со своим карго-вэном ${ctx.city.in.ru}, от ${usd(week, "ru")} в неделю`,
        content: para(
          "Expedite-компания ищет владельцев карго-вэнов (Sprinter, Transit, ProMaster с высокой крышей) для " +
            "срочных грузов по всей стране.",
          `Доход от ${usd(week, "ru")} в неделю при работе 6 дней, оплата за все мили. Страховку груза ` +
            `оформляем мы, помогаем с MC и DOT-номерами.`,
          "Грузы лёгкие: запчасти, медицина, электроника. Диспетчер русскоговорящий, работаем круглосуточно.",
        ),
        price: `от ${usd(week, "ru")}/нед`,
        fields: {
          cdl_required: false,
          truck_type: "Cargo van (Sprinter / Transit)",
          trailer_type: null,
          route_type: "otr",
          pay_per_week: week,
          home_time: "по желанию",
          experience_years: 1,
          endorsements: [],
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["new-york-city", "chicago", "atlanta"],
    make: (ctx) => ({
      category: "delivery",
      title: `Доставка мебели ${ctx.city.in.ru}: водитель и помощник, оплата ежедневно`,
      content: para(
        "Мебельному магазину нужны водитель и помощник (грузчик) на доставку и сборку мебели. Машина компании, " +
          "бензин наш.",
        `Водитель — $${230 + ctx.k * 10} в день, помощник — $${170 + ctx.k * 10} в день, плюс чаевые от ` +
          `клиентов. Оплата каждый день наличными или на Zelle.`,
        "Нужна физическая выносливость и умение собирать мебель по инструкции. Выходные: воскресенье и один " +
          "день в будни.",
      ),
      price: `$${230 + ctx.k * 10}/день`,
      fields: {
        cdl_required: false,
        truck_type: "Box truck 16 ft",
        trailer_type: null,
        route_type: "local",
        pay_per_week: (230 + ctx.k * 10) * 5,
        home_time: "каждый день",
        experience_years: 1,
        endorsements: [],
      },
    }),
  },
  {
    lang: "ru",
    cities: ["chicago", "sacramento", "miami"],
    make: (ctx) => ({
      category: "dispatch",
      title: `Диспетчер по грузоперевозкам ${ctx.city.in.ru}, обучение с нуля`,
      content: para(
        "Трак-компания ищет диспетчеров. Научим работать с лоадбордами, договариваться с брокерами, " +
          "планировать маршруты водителей.",
        `На обучении — ${usd(800 + ctx.k * 50, "ru")} в неделю, после — ставка плюс процент с гросса, опытные ` +
          `диспетчеры получают $1 800–2 500 в неделю.`,
        "Нужен уверенный английский (разговоры с брокерами), компьютер и стрессоустойчивость. Офис или " +
          "удалённо после испытательного срока.",
      ),
      price: `от ${usd(800 + ctx.k * 50, "ru")}/нед`,
      fields: {
        cdl_required: false,
        truck_type: null,
        trailer_type: null,
        route_type: "local",
        pay_per_week: 800 + ctx.k * 50,
        home_time: "офис / удалённо",
        experience_years: 0,
        endorsements: [],
      },
      contact: { company_name: pick(["Lake Shore Dispatch", "Golden State Freight", "Ocean Drive Logistics"], ctx.k) },
    }),
  },
  {
    lang: "ua",
    cities: ["seattle", "philadelphia"],
    make: (ctx) => ({
      category: "box-truck",
      title: `Водій на бокс-трак без CDL ${ctx.city.in.ua}`,
      content: para(
        `Потрібен водій на бокс-трак 26 футів для доставки по місту та області. Оплата $${250 + ctx.k * 20} на ` +
          `день, робота 5 днів на тиждень.`,
        "Права класу D, стаж від двох років, без серйозних порушень. Допомагає вантажник, важкі речі на рохлі.",
        "Виплати щотижня. Телефонуйте вдень, розмовляємо українською.",
      ),
      price: `$${250 + ctx.k * 20}/день`,
      fields: {
        cdl_required: false,
        truck_type: "Box truck 26 ft",
        trailer_type: null,
        route_type: "local",
        pay_per_week: (250 + ctx.k * 20) * 5,
        home_time: "щодня",
        experience_years: 2,
        endorsements: [],
      },
    }),
  },
  {
    lang: "ua",
    cities: ["chicago", "los-angeles", "new-york-city"],
    make: (ctx) => ({
      category: "cargo-van",
      title: `Потрібні водії на Sprinter для expedite ${ctx.city.in.ua}`,
      content: para(
        "Шукаємо водіїв на наші карго-вени Sprinter з високим дахом. Термінові вантажі по всіх штатах, рейси " +
          "по 1–2 тижні.",
        `Оплата ${usd(1500 + ctx.k * 100, "ua")}–${usd(1900 + ctx.k * 100, "ua")} на тиждень. Паливо, ` +
          `страховка та обслуговування — за рахунок компанії.`,
        "Потрібні звичайні права, досвід водіння в США від року і бажання заробляти. Можна без досвіду в " +
          "логістиці — навчимо.",
      ),
      price: `${usd(1500 + ctx.k * 100, "ua")}/тиж`,
      fields: {
        cdl_required: false,
        truck_type: "Mercedes Sprinter",
        trailer_type: null,
        route_type: "otr",
        pay_per_week: 1500 + ctx.k * 100,
        home_time: "після 1–2 тижнів",
        experience_years: 1,
        endorsements: [],
      },
    }),
  },
  {
    lang: "en",
    cities: ["los-angeles", "miami"],
    make: (ctx) => ({
      category: "delivery",
      title: `Last-mile delivery drivers ${ctx.city.in.en}, no CDL needed`,
      content: para(
        `Delivery service partner hiring drivers for package routes around ${hood(ctx)}. Company vans, fuel ` +
          `paid, no CDL required.`,
        `$${22 + ctx.k}/hr, 10-hour shifts, four or five days a week. Paid training, weekly pay, health ` +
          `insurance after 90 days.`,
        "You must be 21+, have a valid driver's license and pass a background check and drug test.",
      ),
      price: `$${22 + ctx.k}/hr`,
      fields: {
        cdl_required: false,
        truck_type: "Step van / cargo van",
        trailer_type: null,
        route_type: "local",
        pay_per_week: (22 + ctx.k) * 45,
        home_time: "daily",
        experience_years: 0,
        endorsements: [],
      },
    }),
  },
  {
    lang: "en",
    cities: ["chicago", "philadelphia"],
    make: (ctx) => ({
      category: "dispatch",
      title: `Truck dispatcher with Russian and English ${ctx.city.in.en}`,
      content: para(
        "A growing carrier with 40 trucks is looking for an experienced dispatcher. You will plan loads for " +
          "our drivers, negotiate rates with brokers and track deliveries.",
        `Base pay ${usd(1200 + ctx.k * 100, "en")} a week plus a percentage of gross. Office near ` +
          `${ctx.city.name.en}, remote work possible after 3 months.`,
        "At least one year of dispatch experience, knowledge of DAT and Truckstop, fluent Russian or Ukrainian " +
          "and English.",
      ),
      price: `${usd(1200 + ctx.k * 100, "en")}/wk + %`,
      fields: {
        cdl_required: false,
        truck_type: null,
        trailer_type: null,
        route_type: "local",
        pay_per_week: 1200 + ctx.k * 100,
        home_time: "office hours",
        experience_years: 1,
        endorsements: [],
      },
    }),
  },
  {
    lang: "pl",
    cities: ["chicago", "newark"],
    make: (ctx) => ({
      category: "box-truck",
      title: `Kierowca box truck bez CDL ${ctx.city.in.pl}`,
      content: para(
        "Firma przeprowadzkowa zatrudni kierowcę box trucka 26 ft. Praca lokalna, codziennie w domu.",
        `Stawka $${24 + ctx.k}/godz. plus napiwki, wypłata co tydzień. Mile widziane doświadczenie przy ` +
          `przeprowadzkach.`,
        "Wymagane prawo jazdy kat. D (zwykłe) i czysta historia jazdy. Zadzwoń, rozmawiamy po polsku.",
      ),
      price: `$${24 + ctx.k}/godz.`,
      fields: {
        cdl_required: false,
        truck_type: "Box truck 26 ft",
        trailer_type: null,
        route_type: "local",
        pay_per_week: (24 + ctx.k) * 45,
        home_time: "codziennie",
        experience_years: 1,
        endorsements: [],
      },
    }),
  },
  {
    lang: "pl",
    cities: ["new-york-city"],
    make: (ctx) => ({
      category: "delivery",
      title: `Dostawy paczek ${ctx.city.in.pl} – firmowy Sprinter`,
      content: para(
        `Szukamy kierowców do rozwożenia paczek w dzielnicy ${hood(ctx)} i okolicach. Samochód firmowy, paliwo ` +
          `opłacone.`,
        "Płacimy $220 dziennie, praca 5 dni w tygodniu. Szkolenie na miejscu.",
        "Wystarczy zwykłe prawo jazdy i podstawowy angielski.",
      ),
      price: "$220/dzień",
      fields: {
        cdl_required: false,
        truck_type: "Mercedes Sprinter",
        trailer_type: null,
        route_type: "local",
        pay_per_week: 1100,
        home_time: "codziennie",
        experience_years: 0,
        endorsements: [],
      },
    }),
  },
];
