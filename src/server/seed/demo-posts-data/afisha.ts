import { instantOfWallTime } from "../../../shared/format/zoned-input";
import { TIME_ZONE_BY_LOCATION } from "../locations-data";
import { address, para, pick, usd, type Ctx, type Entry } from "./kit";

/** The instant an event starts: the time as the city's clocks show it that day, summer or winter. */
function at(ctx: Ctx, date: string, time: string): string {
  const zone = TIME_ZONE_BY_LOCATION.get(ctx.slug);
  const instant = zone ? instantOfWallTime(`${date}T${time}`, zone) : null;
  if (!instant) throw new Error(`no time zone for ${ctx.slug}`);
  return instant;
}

const VENUES = [
  "Slavic Cultural Center",
  "Grand Ballroom Crystal",
  "Unity Community Hall",
  "Riverside Arts Theater",
  "Harbor Event Hall",
] as const;

/** Concerts, children's parties, community meetups and charity events. */
export const AFISHA: Entry[] = [
  {
    lang: "ru",
    cities: ["new-york-city", "chicago", "los-angeles", "miami"],
    make: (ctx) => {
      const date = pick(["2026-12-19", "2026-12-20", "2026-12-26", "2026-12-27"], ctx.k);
      const venue = pick(VENUES, ctx.k);
      const price = 45 + ctx.k * 5;
      return {
        category: "concerts",
        title: `Новогодний концерт эстрадной песни ${ctx.city.in.ru}`,
        content: para(
          "Приглашаем на большой новогодний концерт: любимые песни 80-х, 90-х и нулевых в живом исполнении, " +
            "оркестр и вокалисты из разных городов Америки.",
          `Площадка — ${venue}, ${address(ctx, 3100 + ctx.k * 20)}. Начало в 19:00, двери открываются в 18:00. ` +
            `Продолжительность около трёх часов с антрактом.`,
          `Билеты от ${usd(price, "ru")}, дети до 12 лет — скидка 50%. В фойе — буфет, фотозона и новогодняя лотерея.`,
        ),
        price: `от ${usd(price, "ru")}`,
        fields: {
          starts_at: at(ctx, date, "19:00"),
          ends_at: at(ctx, date, "22:00"),
          venue,
          address: address(ctx, 3100 + ctx.k * 20),
          price,
        },
        contact: { company_name: "Evening Star Productions", web_site: "https://tickets-demo.example.com" },
      };
    },
  },
  {
    lang: "ru",
    cities: ["philadelphia", "seattle", "chicago"],
    make: (ctx) => {
      const date = pick(["2026-12-27", "2026-12-28", "2026-12-30"], ctx.k);
      const venue = pick(VENUES, ctx.k + 2);
      const time = pick(["11:00", "12:00", "14:00"], ctx.k);
      return {
        category: "kids",
        title: `Новогодняя ёлка для детей на русском языке ${ctx.city.in.ru}`,
        content: para(
          "Дед Мороз, Снегурочка и сказочные герои ждут детей от 3 до 10 лет на новогоднем представлении с " +
            "хороводом, играми и конкурсами.",
          `Каждый ребёнок получит подарок. Начало в ${time}, программа длится полтора часа. Место: ${venue}.`,
          `Билет для ребёнка — ${usd(30 + ctx.k * 5, "ru")} с подарком, для взрослых вход ${usd(10, "ru")}. ` +
            `Количество мест ограничено, бронируйте заранее.`,
        ),
        price: usd(30 + ctx.k * 5, "ru"),
        fields: {
          starts_at: at(ctx, date, time),
          ends_at: at(ctx, date, `${String(Number(time.slice(0, 2)) + 1)}:30`),
          venue,
          address: address(ctx, 450 + ctx.k * 30),
          price: 30 + ctx.k * 5,
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["seattle", "san-francisco"],
    make: (ctx) => {
      const date = pick(["2027-01-23", "2027-02-06"], ctx.k);
      return {
        category: "community",
        title: `Встреча русскоязычных IT-специалистов ${ctx.city.in.ru}`,
        content: para(
          "Открытая встреча для разработчиков, тестировщиков, дизайнеров и тех, кто только хочет войти в IT в " +
            "США. Короткие доклады, нетворкинг и ответы на вопросы.",
          "В программе: как пройти собеседование в американскую компанию, как составить резюме под местный " +
            "рынок и как не бояться говорить по-английски на работе.",
          "Вход свободный, нужна регистрация. Пицца и напитки от организаторов.",
        ),
        price: "Бесплатно",
        fields: {
          starts_at: at(ctx, date, "18:30"),
          ends_at: at(ctx, date, "21:00"),
          venue: "Tech Hub Coworking",
          address: address(ctx, 1500 + ctx.k * 100),
          price: 0,
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["sacramento"],
    make: (ctx) => ({
      category: "charity",
      title: `Благотворительная рождественская ярмарка ${ctx.city.in.ru}`,
      content: para(
        "Община приглашает на рождественскую ярмарку: домашняя выпечка, пироги, вареники, изделия ручной " +
          "работы, книги и игрушки.",
        "Все собранные средства пойдут на помощь семьям, которые недавно приехали в США и оказались в трудной " +
          "ситуации.",
        "Приходите всей семьёй, будет детская программа и горячий чай. Вход свободный.",
      ),
      price: "Вход свободный",
      fields: {
        starts_at: at(ctx, "2026-12-13", "10:00"),
        ends_at: at(ctx, "2026-12-13", "16:00"),
        venue: "Unity Community Hall",
        address: address(ctx, 2700),
        price: 0,
      },
    }),
  },
  {
    lang: "ua",
    cities: ["chicago", "new-york-city"],
    make: (ctx) => {
      const date = pick(["2027-01-09", "2027-01-10"], ctx.k);
      return {
        category: "concerts",
        title: `Різдвяний концерт колядок і щедрівок ${ctx.city.in.ua}`,
        content: para(
          "Запрошуємо на різдвяний концерт хору та фольклорних ансамблів громади: колядки, щедрівки, вертеп і " +
            "народні пісні.",
          `Початок о 17:00. Місце: ${pick(VENUES, ctx.k + 1)}. Після концерту — частування та ярмарок ` +
            `українських виробів.`,
          `Квитки ${usd(25, "ua")}, діти до 12 років безкоштовно. Частина коштів піде на підтримку ` +
            `волонтерських ініціатив.`,
        ),
        price: usd(25, "ua"),
        fields: {
          starts_at: at(ctx, date, "17:00"),
          ends_at: at(ctx, date, "19:30"),
          venue: pick(VENUES, ctx.k + 1),
          address: address(ctx, 2200 + ctx.k * 40),
          price: 25,
        },
      };
    },
  },
  {
    lang: "ua",
    cities: ["philadelphia"],
    make: (ctx) => ({
      category: "charity",
      title: `Благодійний вечір на підтримку волонтерів ${ctx.city.in.ua}`,
      content: para(
        "Запрошуємо на благодійний вечір: живий звук, аукціон картин місцевих художників, домашня кухня.",
        "Усі кошти підуть на закупівлю медичних наборів і допомогу родинам, що постраждали від війни.",
        "Вхід — донат від $20. Реєстрація обов'язкова, кількість місць обмежена.",
      ),
      price: "донат від $20",
      fields: {
        starts_at: at(ctx, "2027-02-20", "18:00"),
        ends_at: at(ctx, "2027-02-20", "22:00"),
        venue: "Harbor Event Hall",
        address: address(ctx, 1010),
        price: 20,
      },
    }),
  },
  {
    lang: "ua",
    cities: ["seattle"],
    make: (ctx) => ({
      category: "kids",
      title: `Українська суботня школа ${ctx.city.in.ua}: день відкритих дверей`,
      content: para(
        "Запрошуємо батьків і дітей 5–14 років на день відкритих дверей суботньої школи. Українська мова, " +
          "література, історія, творчі гуртки.",
        "Познайомитеся з вчителями, побачите класи та запишетеся на весняний семестр.",
        "Вхід вільний. Буде чай, домашня випічка та майстер-клас з писанкарства для дітей.",
      ),
      price: "Безкоштовно",
      fields: {
        starts_at: at(ctx, "2027-01-16", "10:00"),
        ends_at: at(ctx, "2027-01-16", "13:00"),
        venue: "Slavic Cultural Center",
        address: address(ctx, 8800),
        price: 0,
      },
    }),
  },
  {
    lang: "en",
    cities: ["los-angeles", "miami"],
    make: (ctx) => {
      const date = pick(["2027-01-30", "2027-02-13"], ctx.k);
      return {
        category: "community",
        title: `Newcomers' meetup ${ctx.city.in.en}: jobs, housing and English practice`,
        content: para(
          "A friendly evening for people who recently moved to the US. Meet others who went through the same " +
            "steps and get practical advice.",
          "Short talks on finding a first job, renting without credit history and getting a driver's license, " +
            "followed by English conversation tables.",
          "Free entry, snacks provided. Please register so we know how many chairs to set up.",
        ),
        price: "Free",
        fields: {
          starts_at: at(ctx, date, "18:00"),
          ends_at: at(ctx, date, "20:30"),
          venue: pick(VENUES, ctx.k + 3),
          address: address(ctx, 640 + ctx.k * 10),
          price: 0,
        },
      };
    },
  },
  {
    lang: "en",
    cities: ["philadelphia"],
    make: (ctx) => ({
      category: "charity",
      title: `Charity 5K run for the community food bank ${ctx.city.in.en}`,
      content: para(
        "Join our winter 5K run and walk along the river. All levels welcome: runners, walkers, families with " +
          "strollers.",
        "Registration fee $30 includes a T-shirt and hot drinks at the finish. All proceeds go to the " +
          "community food bank.",
        "Start at 9 a.m. sharp, check-in opens at 8 a.m.",
      ),
      price: "$30",
      fields: {
        starts_at: at(ctx, "2027-03-07", "09:00"),
        ends_at: at(ctx, "2027-03-07", "11:30"),
        venue: "Riverside Park",
        address: address(ctx, 1),
        price: 30,
      },
    }),
  },
  {
    lang: "pl",
    cities: ["chicago", "new-york-city"],
    make: (ctx) => {
      const date = pick(["2027-01-17", "2027-01-24"], ctx.k);
      return {
        category: "concerts",
        title: `Koncert kolęd polskich ${ctx.city.in.pl}`,
        content: para(
          "Zapraszamy na koncert kolęd i pastorałek w wykonaniu chóru parafialnego oraz zespołu folklorystycznego.",
          `Początek o 16:00. Miejsce: ${pick(VENUES, ctx.k + 4)}. Po koncercie opłatek i poczęstunek.`,
          `Bilety ${usd(20, "pl")}, dzieci wchodzą bezpłatnie.`,
        ),
        price: usd(20, "pl"),
        fields: {
          starts_at: at(ctx, date, "16:00"),
          ends_at: at(ctx, date, "18:00"),
          venue: pick(VENUES, ctx.k + 4),
          address: address(ctx, 5400 + ctx.k * 60),
          price: 20,
        },
      };
    },
  },
  {
    lang: "pl",
    cities: ["philadelphia"],
    make: (ctx) => ({
      category: "kids",
      title: `Mikołajki dla dzieci ${ctx.city.in.pl}`,
      content: para(
        "Święty Mikołaj odwiedzi dzieci w polskiej szkole sobotniej! Zabawy, piosenki, warsztaty plastyczne i " +
          "paczki dla każdego dziecka.",
        "Zapisy do 1 grudnia, koszt paczki $15.",
        "Zapraszamy dzieci od 2 do 10 lat wraz z rodzicami.",
      ),
      price: "$15",
      fields: {
        starts_at: at(ctx, "2026-12-05", "12:00"),
        ends_at: at(ctx, "2026-12-05", "14:00"),
        venue: "Polish Saturday School Hall",
        address: address(ctx, 3300),
        price: 15,
      },
    }),
  },
];
