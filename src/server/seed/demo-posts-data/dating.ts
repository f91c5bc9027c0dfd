import type { Locale } from "../../../shared/locales";
import { para, single, type CityKey, type Entry } from "./kit";

interface Profile {
  name: string;
  age: number;
  gender: "female" | "male";
  seeking: "male" | "female" | "friends";
  title: string;
  about: string;
  more: string;
  telegram?: string;
}

const CATEGORY = { male: "women", female: "men", friends: "friends" } as const;

/** A short profile: the category follows whom the author is looking for. */
const profile = (lang: Locale, city: CityKey, p: Profile): Entry =>
  single(lang, city, {
    category: CATEGORY[p.seeking],
    title: p.title,
    content: para(p.about, p.more),
    price: null,
    fields: { age: p.age, gender: p.gender, seeking: p.seeking === "friends" ? "any" : p.seeking, about: p.about },
    contact: p.telegram ? { contact_person: p.name, telegram: p.telegram } : { contact_person: p.name },
    noPhone: true,
  });

/** Dating and friendship profiles. */
export const DATING: Entry[] = [
  profile("ru", "new-york-city", {
    name: "Ирина",
    age: 34,
    gender: "female",
    seeking: "male",
    title: "Ирина, 34, ищу серьёзные отношения",
    about: "Живу в Бруклине шестой год, работаю медсестрой. Люблю море, долгие прогулки по набережной и хорошее кино.",
    more:
      "Ищу надёжного мужчину 35–45 лет без вредных привычек, с чувством юмора и серьёзными намерениями. Пишите, " +
      "отвечу всем, кто представится.",
  }),
  profile("ru", "chicago", {
    name: "Наталья",
    age: 41,
    gender: "female",
    seeking: "male",
    title: "Наталья, 41: хочу встретить своего человека",
    about: "Разведена, взрослый сын учится в колледже. Работаю бухгалтером, по выходным хожу в бассейн и пеку пироги.",
    more:
      "Хотелось бы познакомиться с мужчиной до 50 лет, который ценит уют, семью и честность. Не ищу приключений " +
      "и переписку ради переписки.",
  }),
  profile("ru", "miami", {
    name: "Алина",
    age: 29,
    gender: "female",
    seeking: "male",
    title: "Алина, 29, Майами — давай пить кофе у океана",
    about: "Дизайнер интерьеров, переехала во Флориду два года назад. Обожаю путешествия, йогу и сальсу.",
    more: "Ищу активного и целеустремлённого мужчину 30–38 лет, с которым интересно и легко. Фото пришлю в личке.",
    telegram: "https://t.me/alina_miami_demo",
  }),
  profile("ru", "los-angeles", {
    name: "Виктория",
    age: 37,
    gender: "female",
    seeking: "male",
    title: "Виктория, 37, Лос-Анджелес, ищу спутника жизни",
    about: "Работаю в сфере недвижимости, есть дочка 8 лет. Люблю горы, поездки в Сан-Диего и вечера с друзьями.",
    more: "Ищу мужчину, который любит детей и готов к семье. Главное — доброта и уважение.",
  }),
  profile("ru", "philadelphia", {
    name: "Сергей",
    age: 45,
    gender: "male",
    seeking: "female",
    title: "Сергей, 45, познакомлюсь с женщиной для семьи",
    about: "Водитель CDL, сейчас работаю на регионале и каждые выходные дома. Свой дом, не пью, не курю.",
    more: "Хочу познакомиться с доброй и хозяйственной женщиной 35–48 лет. Дети не помеха.",
  }),
  profile("ru", "seattle", {
    name: "Алексей",
    age: 33,
    gender: "male",
    seeking: "female",
    title: "Алексей, 33, программист, ищу девушку",
    about: "Работаю в IT, живу в Белвью. Люблю походы, сноуборд, настольные игры и готовить.",
    more: "Ищу девушку 25–33 лет для серьёзных отношений, с которой можно и в горы, и на диване с сериалом.",
    telegram: "https://t.me/alexey_seattle_demo",
  }),
  profile("ru", "sacramento", {
    name: "Дмитрий",
    age: 52,
    gender: "male",
    seeking: "female",
    title: "Дмитрий, 52, вдовец, ищу вторую половинку",
    about: "Занимаюсь строительным бизнесом, дети взрослые и живут отдельно. Люблю рыбалку, дачу и русскую баню.",
    more: "Ищу спокойную и искреннюю женщину 42–55 лет, чтобы вместе встречать рассветы и путешествовать.",
  }),
  profile("ru", "new-york-city", {
    name: "Михаил",
    age: 38,
    gender: "male",
    seeking: "female",
    title: "Михаил, 38, Бруклин, хочу познакомиться",
    about: "Инженер, в США восемь лет. Занимаюсь спортом, играю на гитаре, люблю Манхэттен ночью.",
    more: "Ищу девушку 28–38 лет с добрым сердцем и чувством юмора. Встретимся за чашкой кофе?",
  }),
  profile("ru", "chicago", {
    name: "Людмила",
    age: 63,
    gender: "female",
    seeking: "friends",
    title: "Людмила, 63, ищу подруг для прогулок и театра",
    about: "На пенсии, живу в Виллинге. Скучно одной по вечерам, хочется общения.",
    more:
      "Ищу подруг 55–70 лет для прогулок у озера, походов в театр и на концерты, просто чтобы было с кем " +
      "поговорить.",
  }),
  profile("ru", "sunny-isles-beach", {
    name: "Олег",
    age: 58,
    gender: "male",
    seeking: "friends",
    title: "Олег, 58, ищу партнёров по теннису и шахматам",
    about: "Недавно переехал во Флориду. Играю в теннис на среднем уровне и в шахматы — неплохо.",
    more: "Ищу компанию для игры по утрам и просто общения. Возраст и пол не важны.",
  }),
  profile("ua", "chicago", {
    name: "Оксана",
    age: 32,
    gender: "female",
    seeking: "male",
    title: "Оксана, 32, шукаю чоловіка для серйозних стосунків",
    about: "Працюю фармацевтом, в Чикаго третій рік. Люблю українські пісні, вишивку та подорожі.",
    more: "Шукаю щирого й відповідального чоловіка 32–42 років, який цінує родину.",
  }),
  profile("ua", "seattle", {
    name: "Марія",
    age: 27,
    gender: "female",
    seeking: "male",
    title: "Марія, 27, Сіетл, познайомлюся з хлопцем",
    about: "Графічна дизайнерка, люблю гори, каву та кіно. Вихідні проводжу на природі.",
    more: "Хочу познайомитися з хлопцем 27–35 років, активним і з почуттям гумору.",
    telegram: "https://t.me/maria_seattle_demo",
  }),
  profile("ua", "philadelphia", {
    name: "Тарас",
    age: 36,
    gender: "male",
    seeking: "female",
    title: "Тарас, 36, шукаю дружину",
    about: "Електрик, маю власну справу. Не палю, спортом займаюся регулярно. Люблю риболовлю і футбол.",
    more: "Шукаю жінку 28–38 років для створення сім'ї. Можна з дитиною.",
  }),
  profile("ua", "new-york-city", {
    name: "Андрій",
    age: 41,
    gender: "male",
    seeking: "female",
    title: "Андрій, 41, Нью-Йорк — познайомлюся",
    about: "Водій, живу у Брукліні. Спокійний, надійний, вмію готувати борщ.",
    more: "Шукаю добру жінку 33–45 років для серйозних стосунків.",
  }),
  profile("en", "los-angeles", {
    name: "Michael",
    age: 40,
    gender: "male",
    seeking: "female",
    title: "Michael, 40, looking for a kind and honest woman",
    about: "Originally from Kyiv, in LA for twelve years. Work as a project manager, love hiking and cooking.",
    more: "Looking for a woman 30–40 who values family and wants a serious relationship. Let's meet for coffee.",
  }),
  profile("en", "miami", {
    name: "Anna",
    age: 35,
    gender: "female",
    seeking: "male",
    title: "Anna, 35, Miami — looking for my person",
    about: "Dentist, love the beach, tennis and travelling. Speak English, Russian and a bit of Spanish.",
    more: "Looking for a confident, caring man 35–45 who knows what he wants.",
  }),
  profile("en", "seattle", {
    name: "Kate",
    age: 30,
    gender: "female",
    seeking: "friends",
    title: "Kate, 30, new in Seattle, looking for friends",
    about: "Just moved from Chicago for work. Enjoy board games, hiking and trying new restaurants.",
    more: "Would love to meet people for weekend hikes and coffee. Any age, any gender.",
  }),
  profile("pl", "chicago", {
    name: "Magda",
    age: 39,
    gender: "female",
    seeking: "male",
    title: "Magda, 39, poznam mężczyznę z Chicago",
    about: "Pracuję w biurze, mam syna w wieku szkolnym. Lubię taniec, góry i dobre książki.",
    more: "Szukam mężczyzny 38–48 lat, uczciwego i z poczuciem humoru. Na początek kawa.",
  }),
  profile("pl", "chicago", {
    name: "Marek",
    age: 46,
    gender: "male",
    seeking: "female",
    title: "Marek, 46, szukam partnerki na dobre i na złe",
    about: "Mam własną firmę remontową, mieszkam na Jefferson Park. Lubię wędkowanie i podróże.",
    more: "Szukam spokojnej, ciepłej kobiety 38–50 lat do stałego związku.",
  }),
  profile("pl", "new-york-city", {
    name: "Ewa",
    age: 55,
    gender: "female",
    seeking: "friends",
    title: "Ewa, 55, szukam koleżanek na Greenpoincie",
    about: "Od niedawna na emeryturze, mam dużo wolnego czasu. Lubię spacery, kino i gotowanie.",
    more: "Chętnie poznam panie w podobnym wieku na wspólne wyjścia i rozmowy.",
  }),
];
