import type { SectionSlug } from "../../shared/contract/sections";
import type { Locale } from "../../shared/locales";
import type { PostContact } from "../db/schema";
import { AFISHA } from "./demo-posts-data/afisha";
import { BLOG } from "./demo-posts-data/blog";
import { BUSINESS } from "./demo-posts-data/business";
import { CDL } from "./demo-posts-data/cdl";
import { DATING } from "./demo-posts-data/dating";
import { DRIVERS_CORNER } from "./demo-posts-data/drivers-corner";
import { DRIVERS_CV } from "./demo-posts-data/drivers-cv";
import { FEED } from "./demo-posts-data/feed";
import { JOB } from "./demo-posts-data/job";
import { CITIES, phoneOf, type Entry } from "./demo-posts-data/kit";
import { NEWS } from "./demo-posts-data/news";
import { NO_CDL } from "./demo-posts-data/no-cdl";
import { PROPERTIES } from "./demo-posts-data/properties";
import { RENT_SALE } from "./demo-posts-data/rent-sale";
import { WORKERS } from "./demo-posts-data/workers";

export interface DemoUser {
  /** E.164, unique. */
  phone: string;
  name: string;
  /** Unique. */
  email: string;
}

/** The authors of the demo posts: fictional people with fictional 555-01xx numbers. */
export const DEMO_USERS: DemoUser[] = [
  { phone: "+13125550143", name: "Алексей Морозов", email: "alexey.morozov@example.com" },
  { phone: "+17185550118", name: "Ирина Соколова", email: "irina.sokolova@example.com" },
  { phone: "+19165550127", name: "Дмитрий Волков", email: "dmitry.volkov@example.com" },
  { phone: "+13055550164", name: "Елена Кузнецова", email: "elena.kuznetsova@example.com" },
  { phone: "+12155550172", name: "Сергей Лебедев", email: "sergey.lebedev@example.com" },
  { phone: "+12065550109", name: "Андрій Бондаренко", email: "andriy.bondarenko@example.com" },
  { phone: "+13235550181", name: "Оксана Мельник", email: "oksana.melnyk@example.com" },
  { phone: "+13475550136", name: "Тарас Шевчук", email: "taras.shevchuk@example.com" },
  { phone: "+17735550152", name: "Katarzyna Nowak", email: "katarzyna.nowak@example.com" },
  { phone: "+12015550195", name: "Piotr Wiśniewski", email: "piotr.wisniewski@example.com" },
  { phone: "+12675550124", name: "Michael Carter", email: "michael.carter@example.com" },
  { phone: "+14255550177", name: "Jessica Miller", email: "jessica.miller@example.com" },
];

/** Which users write in which language (indexes into DEMO_USERS). */
const AUTHORS: Record<Locale, readonly number[]> = { ru: [0, 1, 2, 3, 4], ua: [5, 6, 7], pl: [8, 9], en: [10, 11] };

export interface DemoPostSeed {
  section: SectionSlug;
  /** A category slug of the section in sections-data.ts. */
  category: string;
  /** A city slug of locations-data.ts. */
  location: string;
  userIndex: number;
  lang: Locale;
  title: string;
  content: string;
  price: string | null;
  fields: Record<string, unknown>;
  contact: PostContact;
  promoted: boolean;
  daysAgo: number;
  hoursAgo: number;
}

/** Every section's templates, in the menu's order. */
const SECTIONS: [SectionSlug, Entry[]][] = [
  ["job", JOB],
  ["workers", WORKERS],
  ["cdl", CDL],
  ["no-cdl", NO_CDL],
  ["drivers-cv", DRIVERS_CV],
  ["drivers-corner", DRIVERS_CORNER],
  ["business", BUSINESS],
  ["properties", PROPERTIES],
  ["rent-sale", RENT_SALE],
  ["afisha", AFISHA],
  ["dating", DATING],
  ["blog", BLOG],
  ["news", NEWS],
  ["feed", FEED],
];

/** Sections whose posts are never promoted: articles, profiles and the feed. */
export const NOT_PROMOTED: ReadonlySet<SectionSlug> = new Set(["drivers-corner", "dating", "blog", "news", "feed"]);

const MAX_DAYS = 60;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A stride coprime with `count`, so that `i * stride % count` visits every position once. */
function strideFor(count: number): number {
  let stride = 97;
  while (count > 1 && gcd(stride, count) !== 1) stride += 2;
  return stride;
}

/** Without the keys whose value is undefined, so the JSON stays clean. */
function compact(contact: PostContact): PostContact {
  return Object.fromEntries(Object.entries(contact).filter(([, value]) => value !== undefined));
}

/**
 * The demo marketplace: 300+ hand-written posts in four languages over every section and many cities.
 * Deterministic — the same array on every call — so seeds and tests are reproducible.
 */
export function demoPosts(): DemoPostSeed[] {
  const drafts = SECTIONS.flatMap(([section, entries]) =>
    entries.flatMap((entry) => entry.cities.map((slug, k) => ({ section, entry, slug, k }))),
  );
  const stride = strideFor(drafts.length);
  let commercial = 0;
  const perLang: Record<Locale, number> = { ru: 0, ua: 0, pl: 0, en: 0 };

  return drafts.map(({ section, entry, slug, k }, index) => {
    const city = CITIES[slug];
    const phone = phoneOf(city.area, index * 37 + 11);
    const draft = entry.make({ slug, city, k, phone });

    // An article signed by a demo user is theirs; other posts go round the users of the language.
    const authors = AUTHORS[entry.lang];
    const signed = DEMO_USERS.findIndex((user) => user.name === draft.fields.author);
    const userIndex = signed >= 0 ? signed : (authors[perLang[entry.lang]++ % authors.length] ?? 0);
    const firstName = DEMO_USERS[userIndex]?.name.split(" ")[0] ?? "";

    const promotable = !NOT_PROMOTED.has(section);
    const promoted = promotable && commercial++ % 10 === 3;

    // Spread the sections over the last 60 days: neighbours in time come from different sections.
    const position = (index * stride) % drafts.length;
    const daysAgo = Math.floor((position * (MAX_DAYS + 1)) / drafts.length);
    const hoursAgo = (index * 5 + 3) % 24;

    const base: PostContact = draft.noPhone ? { contact_person: firstName } : { phone, contact_person: firstName };
    return {
      section,
      category: draft.category,
      location: slug,
      userIndex,
      lang: entry.lang,
      title: draft.title,
      content: draft.content,
      price: draft.price,
      fields: draft.fields,
      contact: compact({ ...base, ...draft.contact }),
      promoted,
      daysAgo,
      hoursAgo,
    };
  });
}
