import type { Db } from "../../db/client";
import { feedbacks } from "../../db/schema";

const DAY_MS = 24 * 3_600_000;

/**
 * A demo marketplace's approved reviews: a few people in each language, so /feedbacks has a list, an average
 * and its structured data before anyone writes. Invented first names with an initial, never real people.
 */
const DEMO_FEEDBACKS = [
  {
    authorName: "Ирина К.",
    locale: "ru",
    rating: 5,
    daysAgo: 3,
    text:
      "Искала няню в Бруклине: за два дня написали четыре человека, все с " +
      "рекомендациями. Удобно, что можно писать по-русски.",
  },
  {
    authorName: "Тарас М.",
    locale: "ua",
    rating: 5,
    daysAgo: 6,
    text:
      "Знайшов роботу водієм CDL у Чикаго через тиждень після переїзду. " +
      "Оголошення свіжі, роботодавці відповідають швидко.",
  },
  {
    authorName: "Agnieszka W.",
    locale: "pl",
    rating: 4,
    daysAgo: 9,
    text:
      "Sprzedałam meble przed przeprowadzką do Filadelfii. Prosto i " +
      "szybko, tylko chciałabym więcej zdjęć w ogłoszeniu.",
  },
  {
    authorName: "Daniel R.",
    locale: "en",
    rating: 5,
    daysAgo: 14,
    text:
      "Rented a room in Brighton Beach from a family who posted here. The " +
      "phone sign-in took a minute and the chat just works.",
  },
  {
    authorName: "Сергей Л.",
    locale: "ru",
    rating: 4,
    daysAgo: 21,
    text:
      "Разместил объявление о ремонте квартир в Майами, звонки пошли в " +
      "первый же день. Продвижение стоит своих денег.",
  },
  {
    authorName: "Олена П.",
    locale: "ua",
    rating: 5,
    daysAgo: 30,
    text: "Дякую за розділ для українців: знайшла юриста щодо TPS і житло на перші місяці. Усе зрозуміло, без зайвого.",
  },
] as const;

/** Inserts the demo reviews as approved ones, dated back from `now`; returns how many. */
export async function seedDemoFeedbacks(tx: Db, now: Date): Promise<number> {
  const rows = DEMO_FEEDBACKS.map(({ daysAgo, ...review }) => {
    const createdAt = new Date(now.getTime() - daysAgo * DAY_MS);
    return { ...review, status: "approved" as const, createdAt, reviewedAt: createdAt };
  });
  return (await tx.insert(feedbacks).values(rows).returning({ id: feedbacks.id })).length;
}
