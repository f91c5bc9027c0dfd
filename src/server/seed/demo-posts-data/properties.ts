import { hood, para, pick, usd, type Ctx, type Entry } from "./kit";

/** Rent of the k-th variation, rounded to $50. */
const rentOf = (ctx: Ctx, factor = 1): number => Math.round((ctx.city.rent * factor + ctx.k * 25) / 50) * 50;
const houseOf = (ctx: Ctx, factor = 1): number => Math.round((ctx.city.house * factor) / 1000) * 1000;

/** Apartments, rooms, houses and commercial space for rent and sale, and people looking for a place. */
export const PROPERTIES: Entry[] = [
  {
    lang: "ru",
    cities: ["new-york-city", "chicago", "philadelphia", "miami", "los-angeles", "seattle"],
    make: (ctx) => {
      const rent = rentOf(ctx);
      return {
        category: "rent",
        title: `Сдаётся 1-bedroom в ${hood(ctx)}, ${usd(rent, "ru")}/мес`,
        content: para(
          `Сдаётся квартира с одной спальней в районе ${hood(ctx)} (${ctx.city.name.ru}). ` +
            `${pick(["Третий этаж", "Второй этаж", "Пятый этаж с лифтом"], ctx.k)}, светлая, после ` +
            `косметического ремонта, около 650 кв. футов.`,
          `Аренда ${usd(rent, "ru")} в месяц, вода и вывоз мусора включены, электричество отдельно. Первый ` +
            `месяц и депозит. Контракт на год.`,
          "Рядом магазины, остановка автобуса, русские продукты. Нужен подтверждённый доход, кредитная история " +
            "желательна. Без курящих.",
        ),
        price: `${usd(rent, "ru")}/мес`,
        fields: {
          property_type: "apartment",
          deal: "rent",
          price: rent,
          bedrooms: 1,
          bathrooms: 1,
          area_sqft: 650,
          pets: ctx.k % 2 === 0 ? "по договорённости" : "нет",
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["new-york-city", "chicago", "sacramento", "philadelphia"],
    make: (ctx) => {
      const rent = rentOf(ctx, 0.5);
      return {
        category: "rooms",
        title: `Сдаётся комната в доме ${ctx.city.in.ru}, всё включено, ${usd(rent, "ru")}/мес`,
        content: para(
          `Сдаётся меблированная комната в частном доме, район ${hood(ctx)}. В доме живёт семья и ещё один ` +
            `жилец, общие кухня и ванная.`,
          `${usd(rent, "ru")} в месяц, включены все коммунальные услуги, интернет и стирка. Депозит — половина ` +
            `месячной оплаты. Можно с месяца на месяц.`,
          "Предпочтительно работающему мужчине или женщине без вредных привычек. Рядом парковка на улице и транспорт.",
        ),
        price: `${usd(rent, "ru")}/мес`,
        fields: {
          property_type: "room",
          deal: "rent",
          price: rent,
          bedrooms: 1,
          bathrooms: 1,
          area_sqft: 140,
          pets: "нет",
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["philadelphia", "sacramento", "chicago"],
    make: (ctx) => {
      const price = houseOf(ctx);
      return {
        category: "sale",
        title: `Продаётся дом с 3 спальнями ${ctx.city.in.ru}, ${usd(price, "ru")}`,
        content: para(
          `Продаём дом в районе ${hood(ctx)}: 3 спальни, 2 ванные, около 1 600 кв. футов, участок, гараж на ` +
            `одну машину. Новая крыша и система отопления.`,
          `Цена ${usd(price, "ru")}, торг уместен. Тихая улица, рядом хорошие школы и парк. Помогаем с ` +
            `подбором ипотеки через знакомого брокера.`,
          "Показы по записи в выходные и вечером в будни. Риелторов просим не беспокоить.",
        ),
        price: usd(price, "ru"),
        fields: { property_type: "house", deal: "sale", price, bedrooms: 3, bathrooms: 2, area_sqft: 1600, pets: "да" },
      };
    },
  },
  {
    lang: "ru",
    cities: ["miami", "los-angeles"],
    make: (ctx) => {
      const rent = rentOf(ctx, 1.6);
      return {
        category: "commercial",
        title: `Сдаётся помещение под офис или салон ${ctx.city.in.ru}`,
        content: para(
          `Коммерческое помещение 900 кв. футов на первом этаже в ${hood(ctx)}: витрина на оживлённую улицу, ` +
            `санузел, кондиционер, отдельный вход.`,
          `Аренда ${usd(rent, "ru")} в месяц плюс коммунальные. Подходит под салон красоты, офис, студию или ` +
            `небольшое кафе.`,
          "Рядом парковка для клиентов. Договор от 3 лет, возможны арендные каникулы на время ремонта.",
        ),
        price: `${usd(rent, "ru")}/мес`,
        fields: {
          property_type: "commercial",
          deal: "rent",
          price: rent,
          bedrooms: 0,
          bathrooms: 1,
          area_sqft: 900,
          pets: "нет",
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["seattle", "new-york-city"],
    make: (ctx) => {
      const budget = rentOf(ctx, 1.3);
      return {
        category: "find",
        title: `Семья ищет квартиру с двумя спальнями ${ctx.city.in.ru}`,
        content: para(
          `Семья из трёх человек (двое взрослых и ребёнок 6 лет) ищет квартиру с двумя спальнями в районе ` +
            `${hood(ctx)} или рядом. Бюджет до ${usd(budget, "ru")} в месяц.`,
          "Оба работаем, можем показать доход и рекомендации от прошлого хозяина. Не курим, животных нет.",
          "Рассмотрим варианты с заездом с начала следующего месяца. Будем благодарны за любые предложения.",
        ),
        price: `до ${usd(budget, "ru")}/мес`,
        fields: {
          property_type: "apartment",
          deal: "rent",
          price: budget,
          bedrooms: 2,
          bathrooms: 1,
          area_sqft: null,
          pets: "нет",
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["sunny-isles-beach"],
    make: () => ({
      category: "sale",
      title: "Продаётся кондо с видом на океан в Санни-Айлс-Бич",
      content: para(
        "Кондоминиум 2 спальни, 2 ванные, 1 250 кв. футов, 18-й этаж, прямой вид на океан из гостиной и " +
          "главной спальни. Большой балкон.",
        "В здании бассейн, спортзал, охрана 24/7, валет-паркинг, выход на пляж. Квартира продаётся с мебелью.",
        "Цена $785 000. Ассоциационные платежи по запросу. Показы по договорённости.",
      ),
      price: "$785 000",
      fields: {
        property_type: "apartment",
        deal: "sale",
        price: 785000,
        bedrooms: 2,
        bathrooms: 2,
        area_sqft: 1250,
        pets: "небольшие",
      },
    }),
  },
  {
    lang: "ua",
    cities: ["chicago", "seattle", "new-york-city"],
    make: (ctx) => {
      const rent = rentOf(ctx);
      return {
        category: "rent",
        title: `Здається 1-bedroom у ${hood(ctx)}, ${usd(rent, "ua")}/міс`,
        content: para(
          `Здається квартира з однією спальнею в районі ${hood(ctx)}. Меблі частково, пральна машина в ` +
            `будинку, паркування на вулиці.`,
          `Оренда ${usd(rent, "ua")} на місяць, опалення включено. Потрібні перший місяць і депозит, договір на рік.`,
          "Поруч магазини та зупинка транспорту. Бажано без тварин і без паління.",
        ),
        price: `${usd(rent, "ua")}/міс`,
        fields: {
          property_type: "apartment",
          deal: "rent",
          price: rent,
          bedrooms: 1,
          bathrooms: 1,
          area_sqft: 700,
          pets: "ні",
        },
      };
    },
  },
  {
    lang: "ua",
    cities: ["philadelphia", "los-angeles"],
    make: (ctx) => {
      const rent = rentOf(ctx, 0.5);
      return {
        category: "rooms",
        title: `Кімната для дівчини ${ctx.city.in.ua}, ${usd(rent, "ua")}/міс`,
        content: para(
          `Здаю кімнату дівчині у квартирі з двома спальнями, район ${hood(ctx)}. Кімната з меблями, шафою та ` +
            `вікном у двір.`,
          `${usd(rent, "ua")} на місяць разом з комунальними та інтернетом. Депозит — половина місячної оплати.`,
          "Я працюю, живу спокійно, шукаю охайну сусідку. Можна заїхати з першого числа.",
        ),
        price: `${usd(rent, "ua")}/міс`,
        fields: {
          property_type: "room",
          deal: "rent",
          price: rent,
          bedrooms: 1,
          bathrooms: 1,
          area_sqft: 130,
          pets: "ні",
        },
      };
    },
  },
  {
    lang: "ua",
    cities: ["miami", "sacramento"],
    make: (ctx) => ({
      category: "find",
      title: `Шукаю житло для сім'ї з дитиною ${ctx.city.in.ua}`,
      content: para(
        `Сім'я з Києва, нещодавно переїхали. Шукаємо квартиру або невеликий будинок з двома спальнями ` +
          `${ctx.city.in.ua} чи поблизу. Бюджет до ${usd(rentOf(ctx, 1.2), "ua")} на місяць.`,
        "Чоловік працює водієм CDL, я — у салоні краси. Кредитної історії ще немає, але можемо внести більший депозит.",
        "Будемо вдячні за будь-які варіанти або поради.",
      ),
      price: `до ${usd(rentOf(ctx, 1.2), "ua")}/міс`,
      fields: {
        property_type: "apartment",
        deal: "rent",
        price: rentOf(ctx, 1.2),
        bedrooms: 2,
        bathrooms: 1,
        area_sqft: null,
        pets: "ні",
      },
    }),
  },
  {
    lang: "en",
    cities: ["los-angeles", "seattle", "miami"],
    make: (ctx) => {
      const rent = rentOf(ctx, 0.85);
      return {
        category: "rent",
        title: `Studio apartment for rent in ${hood(ctx)}, ${usd(rent, "en")}/mo`,
        content: para(
          `Bright studio of about 480 sq ft in ${hood(ctx)}, ${ctx.city.name.en}. Updated kitchen, hardwood ` +
            `floors, laundry in the building, one assigned parking spot.`,
          `${usd(rent, "en")} a month, water and trash included. First month and one month deposit, 12-month lease.`,
          "Close to shops and public transport. Good credit and proof of income required. Small pets considered.",
        ),
        price: `${usd(rent, "en")}/mo`,
        fields: {
          property_type: "apartment",
          deal: "rent",
          price: rent,
          bedrooms: 0,
          bathrooms: 1,
          area_sqft: 480,
          pets: "small pets considered",
        },
      };
    },
  },
  {
    lang: "en",
    cities: ["philadelphia", "chicago"],
    make: (ctx) => {
      const price = houseOf(ctx, 0.85);
      return {
        category: "sale",
        title: `Townhouse for sale ${ctx.city.in.en}, ${usd(price, "en")}`,
        content: para(
          `Three-bedroom, two-and-a-half-bath townhouse in ${hood(ctx)}. About 1,450 sq ft, finished basement, ` +
            `private backyard and a one-car garage.`,
          `Asking ${usd(price, "en")}. New roof and water heater, updated kitchen with stainless appliances. ` +
            `Low property taxes for the area.`,
          "Open house on Saturdays. Pre-approved buyers only, please.",
        ),
        price: usd(price, "en"),
        fields: {
          property_type: "house",
          deal: "sale",
          price,
          bedrooms: 3,
          bathrooms: 2.5,
          area_sqft: 1450,
          pets: "yes",
        },
      };
    },
  },
  {
    lang: "en",
    cities: ["new-york-city"],
    make: (ctx) => ({
      category: "commercial",
      title: `Warehouse space for lease ${ctx.city.in.en}`,
      content: para(
        "Warehouse of 4,000 sq ft with a loading dock, one drive-in door, 18 ft ceilings and a small office. " +
          "Ideal for a moving company, e-commerce or a contractor.",
        "$9,500 a month plus utilities. Three-year lease preferred. Parking for a box truck and two cars.",
        `Located near ${hood(ctx)}, five minutes from the Belt Parkway.`,
      ),
      price: "$9,500/mo",
      fields: {
        property_type: "commercial",
        deal: "rent",
        price: 9500,
        bedrooms: 0,
        bathrooms: 1,
        area_sqft: 4000,
        pets: "no",
      },
    }),
  },
  {
    lang: "pl",
    cities: ["chicago", "new-york-city"],
    make: (ctx) => {
      const rent = rentOf(ctx, 1.3);
      const area = pick(["Jefferson Park", "Greenpoint"], ctx.k);
      return {
        category: "rent",
        title: `Mieszkanie z dwiema sypialniami do wynajęcia, ${area}, ${usd(rent, "pl")}/mies.`,
        content: para(
          `Do wynajęcia mieszkanie z dwiema sypialniami w dzielnicy ${area} (${ctx.city.name.pl}). Odnowiona ` +
            `kuchnia, pralka i suszarka w mieszkaniu.`,
          `Czynsz ${usd(rent, "pl")} miesięcznie, ogrzewanie wliczone. Wymagany depozyt w wysokości jednego ` +
            `czynszu, umowa na rok.`,
          "Blisko polskie sklepy, kościół i komunikacja miejska. Mile widziani pracujący najemcy.",
        ),
        price: `${usd(rent, "pl")}/mies.`,
        fields: {
          property_type: "apartment",
          deal: "rent",
          price: rent,
          bedrooms: 2,
          bathrooms: 1,
          area_sqft: 900,
          pets: "do uzgodnienia",
        },
      };
    },
  },
  {
    lang: "pl",
    cities: ["chicago", "philadelphia"],
    make: (ctx) => {
      const rent = rentOf(ctx, 0.5);
      return {
        category: "rooms",
        title: `Pokój do wynajęcia ${ctx.city.in.pl}, ${usd(rent, "pl")}/mies.`,
        content: para(
          `Wynajmę umeblowany pokój w domu, okolica ${hood(ctx)}. Wspólna kuchnia i łazienka, dostęp do pralki.`,
          `${usd(rent, "pl")} miesięcznie ze wszystkimi opłatami i internetem. Depozyt pół miesiąca.`,
          "Dla osoby pracującej, niepalącej. Parking na ulicy.",
        ),
        price: `${usd(rent, "pl")}/mies.`,
        fields: {
          property_type: "room",
          deal: "rent",
          price: rent,
          bedrooms: 1,
          bathrooms: 1,
          area_sqft: 150,
          pets: "nie",
        },
      };
    },
  },
  {
    lang: "pl",
    cities: ["newark"],
    make: (ctx) => ({
      category: "sale",
      title: `Dom dwurodzinny na sprzedaż ${ctx.city.in.pl}`,
      content: para(
        "Sprzedam dom dwurodzinny: dwa osobne mieszkania po dwie sypialnie, piwnica, garaż. Idealny pod " +
          "wynajem lub dla dużej rodziny.",
        `Cena ${usd(houseOf(ctx, 1.2), "pl")}. Dom w dobrym stanie, nowe okna i piec. Jedno mieszkanie obecnie ` +
          `wynajęte.`,
        "Blisko stacja kolejowa i sklepy. Oglądanie po wcześniejszym umówieniu.",
      ),
      price: usd(houseOf(ctx, 1.2), "pl"),
      fields: {
        property_type: "house",
        deal: "sale",
        price: houseOf(ctx, 1.2),
        bedrooms: 4,
        bathrooms: 2,
        area_sqft: 2200,
        pets: "tak",
      },
    }),
  },
];
