import { para, pick, usd, type Entry } from "./kit";

interface Car {
  make: string;
  model: string;
  year: number;
  mileage: number;
  transmission: "automatic" | "manual";
  price: number;
}

const car = (
  make: string,
  model: string,
  year: number,
  mileage: number,
  price: number,
  transmission: Car["transmission"] = "automatic",
): Car => ({ make, model, year, mileage, transmission, price });

const CARS: readonly Car[] = [
  car("Toyota", "Camry SE", 2019, 68000, 18900),
  car("Honda", "CR-V EX", 2020, 54000, 23500),
  car("Toyota", "RAV4 Hybrid", 2021, 41000, 27900),
  car("Lexus", "RX 350", 2018, 79000, 26400),
  car("Ford", "Transit 250", 2020, 112000, 29500),
  car("Tesla", "Model 3 Long Range", 2021, 47000, 24800),
  car("Subaru", "Outback", 2019, 83000, 17900),
  car("Mercedes-Benz", "Sprinter 2500", 2019, 138000, 31900),
  car("Nissan", "Rogue SV", 2020, 61000, 17400),
  car("BMW", "X5 xDrive40i", 2019, 72000, 30900),
];

const TRUCKS: readonly Car[] = [
  car("Freightliner", "Cascadia", 2020, 487000, 62000),
  car("Volvo", "VNL 860", 2021, 412000, 78000),
  car("Kenworth", "T680", 2019, 535000, 59000),
  car("Peterbilt", "579", 2020, 468000, 67000),
  car("International", "LT625", 2021, 390000, 54000),
  car("Mack", "Anthem", 2020, 455000, 58000, "manual"),
];

const pickCar = (list: readonly Car[], n: number): Car => pick(list, n);
const miles = (value: number, lang: "ru" | "ua" | "pl" | "en"): string => usd(value, lang).slice(1);

/** Cars, vans, semi trucks and trailers for sale and for rent. */
export const RENT_SALE: Entry[] = [
  {
    lang: "ru",
    cities: ["chicago", "new-york-city", "miami", "los-angeles", "philadelphia", "seattle"],
    make: (ctx) => {
      const c = pickCar(CARS, ctx.k);
      return {
        category: "sale",
        title: `Продаю ${c.make} ${c.model} ${c.year}, ${miles(c.mileage, "ru")} миль`,
        content: para(
          `Продаю ${c.make} ${c.model} ${c.year} года. Пробег ${miles(c.mileage, "ru")} миль, один владелец, чистый тайтл, без аварий (Carfax покажу).`,
          "Машина обслуживалась у дилера, все сервисные записи есть. Новые шины и тормоза, масло меняли месяц назад. Салон без запахов, не курили.",
          `Цена ${usd(c.price, "ru")}, небольшой торг у машины. Продаю в связи с покупкой новой. Смотреть ${ctx.city.in.ru}, в выходные или вечером.`,
        ),
        price: usd(c.price, "ru"),
        fields: {
          deal: "sale",
          make: c.make,
          model: c.model,
          year: c.year,
          mileage: c.mileage,
          transmission: c.transmission,
          price: c.price,
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["chicago", "sacramento", "jacksonville"],
    make: (ctx) => {
      const t = pickCar(TRUCKS, ctx.k);
      return {
        category: "trucks",
        title: `Продаётся трак ${t.make} ${t.model} ${t.year} ${ctx.city.in.ru}`,
        content: para(
          `${t.make} ${t.model} ${t.year}, пробег ${miles(t.mileage, "ru")} миль, ${t.transmission === "automatic" ? "автомат" : "механика"}. Двигатель без капремонта, все ремонты с чеками.`,
          "Спальник, холодильник, инвертор, APU. Шины 70%, тормоза новые. Прошёл DOT-инспекцию в этом году. Работал на драй-вэне, без аварий.",
          `Цена ${usd(t.price, "ru")}. Возможна помощь с финансированием. Торг уместен при быстрой сделке.`,
        ),
        price: usd(t.price, "ru"),
        fields: {
          deal: "sale",
          make: t.make,
          model: t.model,
          year: t.year,
          mileage: t.mileage,
          transmission: t.transmission,
          fuel: "diesel",
          price: t.price,
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["chicago", "philadelphia"],
    make: (ctx) => {
      const trailer = pick(
        [
          { name: "рефрижератор Utility 3000R 53'", make: "Utility", model: "3000R", year: 2018, price: 36000 },
          { name: "драй-вэн Great Dane 53'", make: "Great Dane", model: "Champion", year: 2020, price: 27500 },
        ],
        ctx.k,
      );
      return {
        category: "trucks",
        title: `Продаю прицеп: ${trailer.name}, ${trailer.year}`,
        content: para(
          `Продаю прицеп ${trailer.name} ${trailer.year} года. Пол целый, стены без пробоин, подвеска пневма, шины 60%.`,
          trailer.make === "Utility"
            ? "Рефустановка Carrier, часы работы небольшие, держит температуру без проблем. Готов к работе."
            : "Боковые стенки с логистическими рейками, двери и уплотнители новые. Годовая инспекция пройдена.",
          `Цена ${usd(trailer.price, "ru")}. Прицеп стоит ${ctx.city.in.ru}, можно посмотреть в любой день.`,
        ),
        price: usd(trailer.price, "ru"),
        fields: {
          deal: "sale",
          make: trailer.make,
          model: trailer.model,
          year: trailer.year,
          mileage: null,
          transmission: null,
          price: trailer.price,
        },
      };
    },
  },
  {
    lang: "ru",
    cities: ["new-york-city", "los-angeles", "miami"],
    make: (ctx) => {
      const week = 330 + ctx.k * 20;
      const c = pick(
        [
          { make: "Toyota", model: "Camry Hybrid", year: 2022 },
          { make: "Toyota", model: "Prius", year: 2021 },
          { make: "Honda", model: "Accord Hybrid", year: 2022 },
        ],
        ctx.k,
      );
      return {
        category: "rent",
        title: `Аренда авто под Uber и Lyft ${ctx.city.in.ru}, от $${week} в неделю`,
        content: para(
          `Сдаём в аренду гибриды (${c.make} ${c.model} ${c.year} и похожие) для работы в Uber, Lyft и доставке. ` +
            `От $${week} в неделю, страховка включена.`,
          "Обслуживание и ремонт за наш счёт, при поломке — подменная машина. Депозит $400, возвращается при сдаче авто.",
          "Нужны права от года, возраст от 23 лет. Оформление за один день, без кредитной проверки.",
        ),
        price: `от $${week}/нед`,
        fields: {
          deal: "rent",
          make: c.make,
          model: c.model,
          year: c.year,
          mileage: null,
          transmission: "automatic",
          fuel: "hybrid",
          price: week,
        },
      };
    },
  },
  {
    lang: "ua",
    cities: ["chicago", "seattle", "philadelphia"],
    make: (ctx) => {
      const c = pickCar(CARS, ctx.k + 6);
      return {
        category: "sale",
        title: `Продаю ${c.make} ${c.model} ${c.year} ${ctx.city.in.ua}`,
        content: para(
          `Продаю ${c.make} ${c.model} ${c.year} року. Пробіг ${miles(c.mileage, "ua")} миль, чистий тайтл, один власник.`,
          "Регулярне обслуговування, нові шини, без ДТП. У салоні не палили.",
          `Ціна ${usd(c.price, "ua")}, торг біля машини. Дзвоніть увечері.`,
        ),
        price: usd(c.price, "ua"),
        fields: {
          deal: "sale",
          make: c.make,
          model: c.model,
          year: c.year,
          mileage: c.mileage,
          transmission: c.transmission,
          price: c.price,
        },
      };
    },
  },
  {
    lang: "ua",
    cities: ["sacramento", "new-york-city"],
    make: (ctx) => ({
      category: "rent",
      title: `Оренда бокс-трака 26 футів з ліфтгейтом ${ctx.city.in.ua}`,
      content: para(
        "Здаємо в оренду бокс-трак 26 футів з гідробортом (liftgate). Підходить для переїздів, доставки меблів, роботи з маркетплейсами.",
        `$${150 + ctx.k * 20} на день або $${850 + ctx.k * 50} на тиждень, страховка включена. CDL не потрібен.`,
        "Потрібні права та депозит. Машина доглянута, проходить сервіс кожні 10 000 миль.",
      ),
      price: `$${150 + ctx.k * 20}/день`,
      fields: {
        deal: "rent",
        make: "Isuzu",
        model: "NRR 26 ft",
        year: 2021,
        mileage: 88000,
        transmission: "automatic",
        price: 150 + ctx.k * 20,
      },
    }),
  },
  {
    lang: "ua",
    cities: ["miami"],
    make: () => {
      const t = pickCar(TRUCKS, 4);
      return {
        category: "trucks",
        title: `Продаю трак ${t.make} ${t.model} ${t.year}`,
        content: para(
          `${t.make} ${t.model} ${t.year}, пробіг ${miles(t.mileage, "ua")} миль, автомат. Обслуговувався у дилера, всі документи є.`,
          "Спальник, холодильник, APU. Шини в хорошому стані. Продаю, бо переходжу на локальну роботу.",
          `Ціна ${usd(t.price, "ua")}. Огляд у будь-який день.`,
        ),
        price: usd(t.price, "ua"),
        fields: {
          deal: "sale",
          make: t.make,
          model: t.model,
          year: t.year,
          mileage: t.mileage,
          transmission: t.transmission,
          fuel: "diesel",
          price: t.price,
        },
      };
    },
  },
  {
    lang: "en",
    cities: ["los-angeles", "miami"],
    make: (ctx) => {
      const c = pickCar(CARS, ctx.k + 2);
      return {
        category: "sale",
        title: `${c.year} ${c.make} ${c.model} for sale, clean title, ${ctx.city.name.en}`,
        content: para(
          `Selling my ${c.year} ${c.make} ${c.model} with ${miles(c.mileage, "en")} miles. Clean title, no accidents, all maintenance records.`,
          "New tires, recent brake service, no warning lights. Non-smoker, garage kept.",
          `Asking ${usd(c.price, "en")}, reasonable offers considered. Cash or cashier's check only.`,
        ),
        price: usd(c.price, "en"),
        fields: {
          deal: "sale",
          make: c.make,
          model: c.model,
          year: c.year,
          mileage: c.mileage,
          transmission: c.transmission,
          price: c.price,
        },
      };
    },
  },
  {
    lang: "en",
    cities: ["chicago", "houston"],
    make: (ctx) => ({
      category: "trucks",
      title: `Lease-to-own semi trucks ${ctx.city.in.en}, low down payment`,
      content: para(
        "2020–2022 Freightliner Cascadia and Volvo VNL trucks available on a lease-to-own program. Down payment from $5,000, weekly payments.",
        `Weekly payment from ${usd(850 + ctx.k * 50, "en")} including maintenance plan. All trucks pass a DOT inspection before delivery.`,
        "Bad credit is not a problem. CDL-A with one year of experience required.",
      ),
      price: `${usd(850 + ctx.k * 50, "en")}/wk`,
      fields: {
        deal: "rent",
        make: "Freightliner",
        model: "Cascadia",
        year: 2021,
        mileage: 420000,
        transmission: "automatic",
        price: 850 + ctx.k * 50,
      },
    }),
  },
  {
    lang: "pl",
    cities: ["chicago", "new-york-city"],
    make: (ctx) => {
      const c = pickCar(CARS, ctx.k + 8);
      return {
        category: "sale",
        title: `Sprzedam ${c.make} ${c.model} ${c.year} ${ctx.city.in.pl}`,
        content: para(
          `Sprzedam ${c.make} ${c.model}, rocznik ${c.year}, przebieg ${miles(c.mileage, "pl")} mil. Czysty tytuł, bezwypadkowy.`,
          "Serwisowany regularnie, nowe opony i hamulce. Niepalący właściciel.",
          `Cena ${usd(c.price, "pl")} do negocjacji. Zapraszam na jazdę próbną.`,
        ),
        price: usd(c.price, "pl"),
        fields: {
          deal: "sale",
          make: c.make,
          model: c.model,
          year: c.year,
          mileage: c.mileage,
          transmission: c.transmission,
          price: c.price,
        },
      };
    },
  },
  {
    lang: "pl",
    cities: ["chicago"],
    make: (ctx) => ({
      category: "rent",
      title: `Wynajem busa 15-osobowego ${ctx.city.in.pl}`,
      content: para(
        "Wynajmę busa Ford Transit 350 na 15 osób. Idealny na wesela, wycieczki, wyjazdy na lotnisko i imprezy firmowe.",
        "$180 za dzień, ubezpieczenie w cenie. Możliwy wynajem z kierowcą.",
        "Rezerwacje z wyprzedzeniem, szczególnie na weekendy.",
      ),
      price: "$180/dzień",
      fields: {
        deal: "rent",
        make: "Ford",
        model: "Transit 350 Passenger",
        year: 2021,
        mileage: 64000,
        transmission: "automatic",
        price: 180,
      },
    }),
  },
  {
    lang: "pl",
    cities: ["newark"],
    make: (ctx) => {
      const t = pickCar(TRUCKS, 5);
      return {
        category: "trucks",
        title: `Sprzedam ciągnik ${t.make} ${t.model} ${t.year} ${ctx.city.in.pl}`,
        content: para(
          `${t.make} ${t.model} ${t.year}, przebieg ${miles(t.mileage, "pl")} mil, skrzynia manualna. Silnik w bardzo dobrym stanie.`,
          "Kabina sypialna, lodówka, inwerter. Aktualna inspekcja DOT.",
          `Cena ${usd(t.price, "pl")}. Możliwa zamiana na mniejszy box truck.`,
        ),
        price: usd(t.price, "pl"),
        fields: {
          deal: "sale",
          make: t.make,
          model: t.model,
          year: t.year,
          mileage: t.mileage,
          transmission: t.transmission,
          fuel: "diesel",
          price: t.price,
        },
      };
    },
  },
];
