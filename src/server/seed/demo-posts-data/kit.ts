import type { Locale } from "../../../shared/locales";
import type { PostContact } from "../../db/schema";

/** A city of the demo data: its slug in locations-data.ts and the words the texts need around it. */
export interface DemoCity {
  /** The name on its own, per language. */
  name: Record<Locale, string>;
  /** "in <city>" with the preposition and the case each language needs. */
  in: Record<Locale, string>;
  state: string;
  /** Telephone area code for the fictional 555-01xx numbers. */
  area: string;
  /** Neighbourhoods and suburbs where the community lives (English names, as people write them). */
  hoods: readonly string[];
  street: string;
  /** Typical monthly rent of a 1-bedroom and price of a 3-bedroom house, USD. */
  rent: number;
  house: number;
}

const city = (
  names: [ru: string, ua: string, pl: string, en: string],
  ins: [ru: string, ua: string, pl: string],
  state: string,
  area: string,
  hoods: string[],
  street: string,
  rent: number,
  house: number,
): DemoCity => ({
  name: { ru: names[0], ua: names[1], pl: names[2], en: names[3] },
  in: { ru: ins[0], ua: ins[1], pl: ins[2], en: `in ${names[3]}` },
  state,
  area,
  hoods,
  street,
  rent,
  house,
});

/** Only cities of locations-data.ts, keyed by their slug. */
export const CITIES = {
  "los-angeles": city(
    ["Лос-Анджелес", "Лос-Анджелес", "Los Angeles", "Los Angeles"],
    ["в Лос-Анджелесе", "у Лос-Анджелесі", "w Los Angeles"],
    "CA",
    "323",
    ["West Hollywood", "North Hollywood", "Glendale", "Van Nuys"],
    "Fairfax Ave",
    2250,
    985000,
  ),
  miami: city(
    ["Майами", "Маямі", "Miami", "Miami"],
    ["в Майами", "в Маямі", "w Miami"],
    "FL",
    "305",
    ["Aventura", "Hallandale", "Brickell", "North Miami Beach"],
    "Collins Ave",
    2300,
    640000,
  ),
  "new-york-city": city(
    ["Нью-Йорк", "Нью-Йорк", "Nowy Jork", "New York City"],
    ["в Нью-Йорке", "у Нью-Йорку", "w Nowym Jorku"],
    "NY",
    "718",
    ["Brooklyn", "Brighton Beach", "Sheepshead Bay", "Greenpoint", "Rego Park"],
    "Kings Hwy",
    2100,
    1150000,
  ),
  philadelphia: city(
    ["Филадельфия", "Філадельфія", "Filadelfia", "Philadelphia"],
    ["в Филадельфии", "у Філадельфії", "w Filadelfii"],
    "PA",
    "215",
    ["Northeast Philly", "Bustleton", "Somerton", "Port Richmond"],
    "Bustleton Ave",
    1450,
    365000,
  ),
  seattle: city(
    ["Сиэтл", "Сіетл", "Seattle", "Seattle"],
    ["в Сиэтле", "у Сіетлі", "w Seattle"],
    "WA",
    "206",
    ["Bellevue", "Renton", "Federal Way", "Lynnwood"],
    "Aurora Ave N",
    2050,
    870000,
  ),
  chicago: city(
    ["Чикаго", "Чикаго", "Chicago", "Chicago"],
    ["в Чикаго", "у Чикаго", "w Chicago"],
    "IL",
    "312",
    ["Wheeling", "Buffalo Grove", "Jefferson Park", "Niles", "Ukrainian Village"],
    "W Devon Ave",
    1650,
    420000,
  ),
  sacramento: city(
    ["Сакраменто", "Сакраменто", "Sacramento", "Sacramento"],
    ["в Сакраменто", "у Сакраменто", "w Sacramento"],
    "CA",
    "916",
    ["Rancho Cordova", "Citrus Heights", "Carmichael"],
    "Madison Ave",
    1700,
    520000,
  ),
  "san-francisco": city(
    ["Сан-Франциско", "Сан-Франциско", "San Francisco", "San Francisco"],
    ["в Сан-Франциско", "у Сан-Франциско", "w San Francisco"],
    "CA",
    "415",
    ["Richmond District", "Sunset"],
    "Geary Blvd",
    3100,
    1450000,
  ),
  "sunny-isles-beach": city(
    ["Санни-Айлс-Бич", "Санні-Айлс-Біч", "Sunny Isles Beach", "Sunny Isles Beach"],
    ["в Санни-Айлс-Бич", "у Санні-Айлс-Біч", "w Sunny Isles Beach"],
    "FL",
    "305",
    ["Sunny Isles"],
    "Collins Ave",
    2600,
    780000,
  ),
  jacksonville: city(
    ["Джексонвилл", "Джексонвілл", "Jacksonville", "Jacksonville"],
    ["в Джексонвилле", "у Джексонвіллі", "w Jacksonville"],
    "FL",
    "904",
    ["Southside"],
    "Philips Hwy",
    1350,
    330000,
  ),
  atlanta: city(
    ["Атланта", "Атланта", "Atlanta", "Atlanta"],
    ["в Атланте", "в Атланті", "w Atlancie"],
    "GA",
    "404",
    ["Sandy Springs", "Marietta"],
    "Roswell Rd",
    1600,
    420000,
  ),
  denver: city(
    ["Денвер", "Денвер", "Denver", "Denver"],
    ["в Денвере", "у Денвері", "w Denver"],
    "CO",
    "303",
    ["Aurora", "Lakewood"],
    "E Colfax Ave",
    1750,
    590000,
  ),
  houston: city(
    ["Хьюстон", "Х'юстон", "Houston", "Houston"],
    ["в Хьюстоне", "у Х'юстоні", "w Houston"],
    "TX",
    "713",
    ["Katy", "Sugar Land"],
    "Westheimer Rd",
    1300,
    340000,
  ),
  dallas: city(
    ["Даллас", "Даллас", "Dallas", "Dallas"],
    ["в Далласе", "у Далласі", "w Dallas"],
    "TX",
    "214",
    ["Plano", "Frisco"],
    "Preston Rd",
    1450,
    410000,
  ),
  newark: city(
    ["Ньюарк", "Ньюарк", "Newark", "Newark"],
    ["в Ньюарке", "у Ньюарку", "w Newark"],
    "NJ",
    "973",
    ["Ironbound", "Harrison"],
    "Ferry St",
    1700,
    480000,
  ),
  columbus: city(
    ["Колумбус", "Колумбус", "Columbus", "Columbus"],
    ["в Колумбусе", "у Колумбусі", "w Columbus"],
    "OH",
    "614",
    ["Hilliard", "Westerville"],
    "Morse Rd",
    1200,
    300000,
  ),
  spokane: city(
    ["Спокан", "Спокен", "Spokane", "Spokane"],
    ["в Спокане", "у Спокені", "w Spokane"],
    "WA",
    "509",
    ["Spokane Valley"],
    "N Division St",
    1250,
    380000,
  ),
} satisfies Record<string, DemoCity>;

export type CityKey = keyof typeof CITIES;

/** What a template gets: where the post is, which variation it is and its contact phone. */
export interface Ctx {
  slug: CityKey;
  city: DemoCity;
  /** The variation: the index of this city in the entry's list. */
  k: number;
  /** A fictional 555-01xx number in the city's area code. */
  phone: string;
}

/** A post as a template writes it; the generator adds the location, author, dates and promotion. */
export interface Draft {
  category: string;
  title: string;
  content: string;
  price: string | null;
  fields: Record<string, unknown>;
  /** Merged over the default contact (the phone and the author's first name). */
  contact?: PostContact;
  /** Articles, dating profiles and feed posts show no phone. */
  noPhone?: boolean;
}

/** One hand-written template in one language, used once in each of its cities. */
export interface Entry {
  lang: Locale;
  cities: readonly CityKey[];
  make: (ctx: Ctx) => Draft;
}

/** Paragraphs of plain text. */
export const para = (...paragraphs: string[]): string => paragraphs.join("\n\n");

export function pick<T>(items: readonly T[], k: number): T {
  const item = items[k % items.length];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/** A whole-dollar amount as people write it: "$2 100" (ru, ua, pl) or "$2,100" (en). */
export function usd(amount: number, lang: Locale): string {
  const digits = String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, lang === "en" ? "," : " ");
  return `$${digits}`;
}

/** Cents per mile as "$0.72". */
export const perMile = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/** The neighbourhood of the k-th variation. */
export const hood = (ctx: Ctx): string => pick(ctx.city.hoods, ctx.k);

/** A fictional street address in the city. */
export const address = (ctx: Ctx, number: number): string =>
  `${number} ${ctx.city.street}, ${ctx.city.name.en}, ${ctx.city.state}`;

/** A fictional phone number 555-01xx in an area code. */
export const phoneOf = (area: string, n: number): string => `${area}-555-01${String(n % 100).padStart(2, "0")}`;

/** WhatsApp link for a fictional number. */
export const whatsapp = (phone: string): string => `https://wa.me/1${phone.replace(/\D/g, "")}`;

/** A post written for one city only. */
export const single = (lang: Locale, slug: CityKey, draft: Draft): Entry => ({
  lang,
  cities: [slug],
  make: () => draft,
});

/** An article: several paragraphs, an author and tags, no price and no phone. */
export const article = (
  category: string,
  title: string,
  author: string,
  tags: string[],
  paragraphs: string[],
): Draft => ({
  category,
  title,
  content: para(...paragraphs),
  price: null,
  fields: { author, tags },
  contact: { contact_person: author },
  noPhone: true,
});
