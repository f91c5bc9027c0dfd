import { para, pick, type Entry } from "./kit";

/** Drivers looking for work: CDL-A, CDL-B and non-CDL. */
export const DRIVERS_CV: Entry[] = [
  {
    lang: "ru",
    cities: ["chicago", "philadelphia", "sacramento", "miami"],
    make: (ctx) => {
      const years = 5 + ctx.k * 2;
      const endorsements = pick([["H", "N"], ["T"], ["H"], []], ctx.k);
      return {
        category: "class-a",
        title: `Водитель CDL-A с опытом ${years} лет ищет работу, ${ctx.city.name.ru}`,
        content: para(
          `Водитель CDL-A, опыт в США ${years} лет, из них последние ${Math.min(years, 3)} года — OTR на ` +
            `драй-вэне и рефрижераторе. Без аварий и тикетов за последние 3 года, чистый Clearinghouse.`,
          endorsements.length > 0
            ? `Эндорсменты: ${endorsements.join(", ")}. Рассматриваю OTR или регионал с хорошим пробегом, оплата ` +
                `от $0.70 за милю или процент.`
            : "Рассматриваю OTR или регионал с хорошим пробегом, оплата от $0.70 за милю или процент. Готов " +
                "получить эндорсмент Hazmat.",
          `Живу ${ctx.city.in.ru}, готов выйти в рейс через неделю. Английский на уровне, достаточном для ` +
            `брокеров и полиции.`,
        ),
        price: null,
        fields: {
          position: "CDL-A OTR / regional",
          experience_years: years,
          licence_classes: ["A"],
          endorsements,
          availability: "через неделю",
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["seattle", "los-angeles"],
    make: (ctx) => ({
      category: "class-a",
      title: `Семейная пара CDL-A ищет работу в команде, ${ctx.city.name.ru}`,
      content: para(
        `Муж и жена, оба с CDL-A. Общий опыт — ${5 + ctx.k} лет, из них 2 года ездим вместе в team. Без ` +
          `происшествий, рекомендации от прошлой компании.`,
        "Ищем компанию с новыми траками, хорошим пробегом (5 000+ миль в неделю) и оплатой от $0.85 за милю на " +
          "команду. Готовы к дедикейтед-маршрутам.",
        "Не курим, животных в траке нет. Можем начать с понедельника.",
      ),
      price: null,
      fields: {
        position: "Team CDL-A",
        experience_years: 5 + ctx.k,
        licence_classes: ["A"],
        endorsements: ["T"],
        availability: "с понедельника",
      },
    }),
  },
  {
    lang: "ru",
    cities: ["new-york-city", "chicago"],
    make: (ctx) => ({
      category: "class-b",
      title: `Водитель CDL-B ищет локальную работу ${ctx.city.in.ru}`,
      content: para(
        `Водитель CDL-B (P, S — автобус и школьный автобус), опыт ${5 + ctx.k} лет. Работал на бокс-траке с ` +
          `лифтгейтом и на шаттл-автобусе.`,
        "Ищу локальную работу с ежедневным возвращением домой: доставка, развоз, пассажирские перевозки. Знаю " +
          "город, без тикетов.",
        "Английский разговорный. Могу работать в выходные.",
      ),
      price: null,
      fields: {
        position: "CDL-B local",
        experience_years: 5 + ctx.k,
        licence_classes: ["B"],
        endorsements: ["P", "S"],
        availability: "сразу",
      },
    }),
  },
  {
    lang: "ru",
    cities: ["los-angeles", "new-york-city"],
    make: (ctx) => ({
      category: "non-cdl",
      title: `Водитель со своим карго-вэном ищет работу, ${ctx.city.name.ru}`,
      content: para(
        `Есть свой ${pick(["Ford Transit 250 2021", "Mercedes Sprinter 2500 2020"], ctx.k)} с высокой крышей, ` +
          `страховка на груз $100 000. Ищу постоянную работу или сотрудничество с expedite-компанией.`,
        "Готов к дальним рейсам по 1–2 недели. Опыт доставки 3 года, знаю ELD и работу с приложениями брокеров.",
        "Рассмотрю также локальные маршруты с хорошей оплатой.",
      ),
      price: null,
      fields: {
        position: "Cargo van owner",
        experience_years: 3,
        licence_classes: ["D"],
        endorsements: [],
        availability: "сразу",
      },
    }),
  },
  {
    lang: "ua",
    cities: ["chicago", "philadelphia"],
    make: (ctx) => ({
      category: "class-a",
      title: `Водій CDL-A (Hazmat, Tanker) шукає роботу, ${ctx.city.name.ua}`,
      content: para(
        `Водій CDL-A з ендорсментами H, N, T. Досвід у США — ${6 + ctx.k * 2} років: цистерни, драй-вен, ` +
          `рефрижератор. Без аварій.`,
        "Розглядаю регіональні маршрути або OTR з гарною оплатою. Бажано вдома щотижня.",
        "Англійська добра. Готовий пройти тест і вийти на роботу протягом тижня.",
      ),
      price: null,
      fields: {
        position: "CDL-A tanker / hazmat",
        experience_years: 6 + ctx.k * 2,
        licence_classes: ["A"],
        endorsements: ["H", "N", "T"],
        availability: "протягом тижня",
      },
    }),
  },
  {
    lang: "ua",
    cities: ["seattle", "miami"],
    make: (ctx) => ({
      category: "non-cdl",
      title: `Водій без CDL з досвідом доставки шукає роботу, ${ctx.city.name.ua}`,
      content: para(
        `Шукаю роботу водієм: бокс-трак до 26 футів, карго-вен, доставка. Досвід ${2 + ctx.k} роки в США, знаю ` +
          `місто й околиці.`,
        "Можу працювати повний день, у тому числі у вихідні. Допомагаю з завантаженням, акуратний і пунктуальний.",
        "Маю чисту історію водіння. Розмовляю українською, англійська базова.",
      ),
      price: null,
      fields: {
        position: "Non-CDL driver",
        experience_years: 2 + ctx.k,
        licence_classes: ["D"],
        endorsements: [],
        availability: "одразу",
      },
    }),
  },
  {
    lang: "en",
    cities: ["seattle", "chicago"],
    make: (ctx) => ({
      category: "class-a",
      title: `CDL-A driver, ${8 + ctx.k} years accident-free, looking for regional work ${ctx.city.in.en}`,
      content: para(
        `CDL-A driver with ${8 + ctx.k} years of experience and no accidents or violations. Dry van, reefer ` +
          `and some flatbed. Clean Clearinghouse record.`,
        "Looking for a regional position with weekends at home. Expect at least $1,800 a week or $0.70 per mile.",
        "Can start in two weeks. References available from my last two carriers.",
      ),
      price: null,
      fields: {
        position: "CDL-A regional",
        experience_years: 8 + ctx.k,
        licence_classes: ["A"],
        endorsements: ["T"],
        availability: "in two weeks",
      },
    }),
  },
  {
    lang: "en",
    cities: ["los-angeles"],
    make: (ctx) => ({
      category: "class-b",
      title: `CDL-B driver available for local routes ${ctx.city.in.en}`,
      content: para(
        "CDL-B driver with no air brake restriction and liftgate experience. Five years of local delivery: " +
          "appliances, restaurant supplies, building materials.",
        "Looking for full-time local work, Monday to Friday. Reliable, on time and good with customers.",
        "Speak English and Russian. Ready to start next week.",
      ),
      price: null,
      fields: {
        position: "CDL-B local",
        experience_years: 5,
        licence_classes: ["B"],
        endorsements: [],
        availability: "next week",
      },
    }),
  },
  {
    lang: "pl",
    cities: ["chicago", "new-york-city"],
    make: (ctx) => ({
      category: "class-a",
      title: `Kierowca CDL-A szuka pracy – OTR lub regional, ${ctx.city.name.pl}`,
      content: para(
        `Kierowca CDL-A z ${4 + ctx.k * 3}-letnim doświadczeniem w USA. Jeździłem dry van i chłodnią, bez ` +
          `wypadków i mandatów.`,
        "Szukam pracy na trasach OTR lub regionalnych, stawka od $0.70 za milę. Preferuję firmy z polskim dispatchem.",
        "Mogę zacząć od zaraz. Mówię po polsku i po angielsku.",
      ),
      price: null,
      fields: {
        position: "CDL-A OTR / regional",
        experience_years: 4 + ctx.k * 3,
        licence_classes: ["A"],
        endorsements: [],
        availability: "od zaraz",
      },
    }),
  },
  {
    lang: "pl",
    cities: ["philadelphia"],
    make: (ctx) => ({
      category: "non-cdl",
      title: `Kierowca bez CDL szuka pracy ${ctx.city.in.pl}`,
      content: para(
        "Szukam pracy jako kierowca dostawczaka lub box trucka. Trzy lata doświadczenia w dostawach lokalnych.",
        "Jestem punktualny, znam miasto i okolice. Mogę pracować także w soboty.",
        "Zwykłe prawo jazdy, czysta historia jazdy. Proszę dzwonić po 15:00.",
      ),
      price: null,
      fields: {
        position: "Non-CDL driver",
        experience_years: 3,
        licence_classes: ["D"],
        endorsements: [],
        availability: "od zaraz",
      },
    }),
  },
];
