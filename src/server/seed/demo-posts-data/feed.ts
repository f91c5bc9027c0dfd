import type { Locale } from "../../../shared/locales";
import { para, single, type CityKey, type Entry } from "./kit";

/** A short post of the general feed: a question, a giveaway, a thank-you. */
const post = (lang: Locale, city: CityKey, title: string, ...paragraphs: string[]): Entry =>
  single(lang, city, {
    category: "general",
    title,
    content: para(...paragraphs),
    price: null,
    fields: {},
    noPhone: true,
  });

/** The community feed. */
export const FEED: Entry[] = [
  post(
    "ru",
    "new-york-city",
    "Посоветуйте хорошего педиатра в Бруклине",
    "Переехали в Шипсхед-Бей, ищем педиатра для сына 4 лет. Желательно, чтобы говорил по-русски и принимал " +
      "страховку Medicaid.",
    "Буду благодарна за реальные отзывы, а не рекламу.",
  ),
  post(
    "ru",
    "chicago",
    "Отдам детскую коляску бесплатно, самовывоз",
    "Отдам коляску 2-в-1 в хорошем состоянии, дочка выросла. В комплекте дождевик и сумка для мамы.",
    "Забирать в Buffalo Grove, в выходные. Пишите в личку.",
  ),
  post(
    "ru",
    "chicago",
    "Ищу попутчиков из Чикаго в Нью-Йорк на праздники",
    "Еду на машине в Нью-Йорк перед Новым годом, выезд 27 декабря утром. Есть два свободных места, делим бензин.",
    "Без животных, багаж — одна сумка на человека.",
  ),
  post(
    "ru",
    "seattle",
    "Где купить нормальный творог в Сиэтле?",
    "Подскажите, где в районе Белвью или Редмонда можно купить хороший творог и кефир? В обычных супермаркетах не то.",
    "Может, кто-то делает домашний на заказ?",
  ),
  post(
    "ru",
    "philadelphia",
    "Потерялась собака в районе Bustleton, помогите найти",
    "Вчера вечером убежала собака — небольшой рыжий шпиц по кличке Бим, на нём синий ошейник. Очень боится " +
      "машин и незнакомых людей.",
    "Если увидите, пожалуйста, напишите в комментариях. Вознаграждение гарантируем.",
  ),
  post(
    "ru",
    "miami",
    "Кто сдавал на права во Флориде — поделитесь опытом",
    "Через месяц записан на экзамен по вождению во Флориде. Расскажите, на что обращают внимание экзаменаторы " +
      "и что нужно взять с собой?",
    "Особенно интересует парковка — боюсь её больше всего.",
  ),
  post(
    "ru",
    "los-angeles",
    "Ищем игроков для волейбола по выходным",
    "Собираемся по субботам утром на пляже в Санта-Монике, играем в волейбол 4 на 4. Уровень любительский, " +
      "главное — хорошее настроение.",
    "Присоединяйтесь, будем рады новым людям!",
  ),
  post(
    "ru",
    "sacramento",
    "Спасибо соседям за помощь с переездом!",
    "Хочу поблагодарить ребят из нашей общины, которые в субботу помогли перевезти вещи маме. Без вас мы бы не " +
      "справились за один день.",
    "Приятно, что есть люди, на которых можно положиться.",
  ),
  post(
    "ua",
    "chicago",
    "Де в Чикаго знайти українську пекарню?",
    "Скучаю за справжнім хлібом і пиріжками з капустою. Порадьте перевірену пекарню в районі Ukrainian Village " +
      "або поблизу.",
    "Дякую всім, хто відгукнеться!",
  ),
  post(
    "ua",
    "new-york-city",
    "Шукаю розмовний клуб англійської",
    "Хочу практикувати англійську в невеликій групі. Є щось безкоштовне або недороге в Брукліні чи Квінсі?",
    "Рівень у мене середній, але говорити ще соромлюся.",
  ),
  post(
    "ua",
    "seattle",
    "Віддам дитячі речі на 2–3 роки",
    "Віддам пакет дитячого одягу для хлопчика на 2–3 роки: куртки, штани, светри. Все чисте, в хорошому стані.",
    "Забрати можна в Рентоні у будь-який день після 18:00.",
  ),
  post(
    "en",
    "los-angeles",
    "Anyone know a good mechanic who speaks Russian in LA?",
    "My car is making a strange noise when braking, and I would like to explain the problem in Russian. " +
      "Looking for an honest shop in the Valley.",
    "Thanks in advance for your recommendations!",
  ),
  post(
    "en",
    "miami",
    "Found a set of keys near the community center",
    "Found a set of car keys with a small blue teddy bear keychain near the community center parking lot on Saturday.",
    "Describe the car brand and the keychain and I will return them.",
  ),
  post(
    "pl",
    "chicago",
    "Polecicie dobrego dentystę w Chicago?",
    "Szukam dentysty mówiącego po polsku, najlepiej w okolicy Jefferson Park. Mam ubezpieczenie z pracy.",
    "Będę wdzięczna za polecenia sprawdzonych gabinetów.",
  ),
  post(
    "pl",
    "philadelphia",
    "Szukam osób do wspólnego biegania",
    "Biegam trzy razy w tygodniu rano wzdłuż rzeki, około 5–8 km. Szukam towarzystwa, bo samemu trudniej się " +
      "zmotywować.",
    "Tempo spokojne, wszyscy mile widziani.",
  ),
  post(
    "pl",
    "new-york-city",
    "Oddam meble za darmo na Greenpoincie",
    "Oddam komodę, stolik kawowy i dwa krzesła. Wszystko w dobrym stanie, przeprowadzamy się i nie zabieramy mebli.",
    "Odbiór własny w ten weekend.",
  ),
];
