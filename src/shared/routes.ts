import type { MessageDescriptor } from "@lingui/core";
import type { SiteSearchWhere } from "./api-paths";
import type { AdminTab } from "./contract/admin";
import {
  AUTHOR_TYPES,
  isSearchSort,
  isSectionSlug,
  type AuthorType,
  type SearchSort,
  type SectionSlug,
} from "./contract/slugs";
import { isPastLastPage } from "./contract/pagination";
import type { DocumentPage } from "./info-documents";
import { INFO_PAGES, LANDING_PAGES, LOCATION_PAGES } from "./page-titles";
import { LOCALES, type Locale } from "./locales";
import { DRIVER_JOB_SECTIONS } from "./sections";
import { PROPERTY_TYPES, type PropertyType } from "./sections/properties";

/**
 * The route table: every page, its languages, layout, guards and meta type.
 * The client router, the server (status codes, head, hreflang, sitemap) and the tests read it.
 * Patterns leave out the language prefix; `{location?}` is the optional location segment and
 * `{name}` a required parameter.
 */
type Layout = "auth" | "default" | "default-no-bread" | "no-header-no-footer";
export type GuardName = "auth" | "guest" | "hash-or-post-id" | "dating-form" | "seo-listing" | "seo-single";
export type MetaType =
  "cdl" | "job" | "post" | "news" | "afisha" | "dating" | "no-cdl" | "workers" | "item" | "property" | "rent-sale";

/** Which TanStack file route renders an entry; `params` fixes the values of its dynamic segments. */
export type ClientRouteId =
  | "/{-$locale}/{-$location}/"
  | "/{-$locale}/{-$location}/$section/"
  | "/{-$locale}/{-$location}/$section/$category"
  | "/{-$locale}/{-$location}/$section/post/$slug"
  | "/{-$locale}/{-$location}/$section/authors"
  | "/{-$locale}/{-$location}/$section/author/$slug"
  | "/{-$locale}/{-$location}/drivers-category/$category"
  | "/{-$locale}/{-$location}/properties/type/$propertyType"
  | "/{-$locale}/{-$location}/news/listing/"
  | "/{-$locale}/{-$location}/news/listing/tag/$tag"
  | "/{-$locale}/{-$location}/feed/user/$id"
  | "/{-$locale}/{-$location}/form/$kind"
  | "/{-$locale}/{-$location}/$page"
  | "/{-$locale}/{-$location}/search"
  | "/{-$locale}/$page"
  | "/{-$locale}/auth/$step"
  | "/{-$locale}/profile/$page"
  | "/{-$locale}/profile/edit/$kind"
  | "/{-$locale}/admin/{-$tab}";

/** What the page shows; later issues fill the frames of kinds they own. */
type PageKind =
  | "home"
  | "listing"
  | "category"
  | "post"
  | "authors"
  | "author"
  | "news-tag"
  | "user-feed"
  | "form"
  | "info"
  | "landing"
  | "auth"
  | "profile"
  | "profile-edit"
  | "ad-stats"
  | "search"
  | "admin";

/** The part of a listing's /v1/posts call that the page's address fixes; `?page=` and filters come from its search. */
interface ListingWhere {
  section?: SectionSlug | undefined;
  location?: string | undefined;
  category?: string | undefined;
  property_type?: PropertyType | undefined;
  tag?: string | undefined;
  user?: number | undefined;
}

/**
 * One API call a page makes before it draws. The server answers these in the page's boot data and the
 * client's loader runs them: both read them from the page's entry, so they cannot name a call apart.
 */
export type PageLoad =
  | { call: "posts"; where: ListingWhere }
  /** A section page's category list with counts: the page draws without it when it fails. */
  | { call: "category-counts"; section: string; location: string | undefined }
  | { call: "post"; section: string; slug: string }
  | { call: "authors"; type: AuthorType }
  | { call: "author"; type: AuthorType; slug: string; page: number }
  /** The header's section menu and location picker: every page draws them, or draws without them. */
  | { call: "sections" }
  | { call: "locations" }
  /** The whole site's search, when the address carries words to search. */
  | { call: "search"; where: SiteSearchWhere }
  /** The home page's slider of promoted ads: the page draws without it when it fails or is empty. */
  | { call: "slider"; location: string | undefined }
  /** What is on sale and its prices: the offer pages draw them on the server, so they are indexed with them. */
  | { call: "products" }
  /** /feedbacks: a page of approved reviews with their average, drawn with the page (and its structured data). */
  | { call: "feedbacks"; page: number }
  /** A landing's city, counts and ads: drawn on the server, so the landing is indexed with its ads. */
  | { call: "landing"; page: string }
  /** An information page's or a landing's own document (terms, FAQ…): drawn with the page, on the server too. */
  | { call: "info-page"; page: DocumentPage };

/** What every page loads besides its own calls (the language route's loader). */
export const LAYOUT_LOADS: readonly PageLoad[] = [{ call: "sections" }, { call: "locations" }];

/**
 * Whether a load's answer makes its page a 404, one rule for the server's status and the client's loader:
 * a listing page past its last (404, not «page 99 of 17»), an author the API does not know.
 */
export function answerMissesPage(
  load: PageLoad,
  answer: { status: number; meta?: { page: number; last_page: number } | undefined },
): boolean {
  if (load.call === "author") return answer.status === 404;
  return load.call === "posts" && answer.status === 200 && answer.meta !== undefined && isPastLastPage(answer.meta);
}

/** Whether a load can make its page a 404 (answerMissesPage): the server asks only those before it answers. */
export const mayMissPage = (load: PageLoad, page: number): boolean =>
  load.call === "author" || (load.call === "posts" && page > 1);

/** What a page's loads are made of: its address (the table's parameter names) and `?page=` (1 when absent). */
interface PageInput {
  location: string | null;
  params: Readonly<Record<string, string>>;
  page: number;
  /** The search page's words and choices (siteSearchOf), null or absent elsewhere. */
  search?: SiteSearchInput | null;
}

/** What the search page's address asks: words to search, and optionally one section and an order. */
export interface SiteSearchInput {
  q: string;
  section: SectionSlug | undefined;
  sort: SearchSort | undefined;
}

/** The longest search the API takes; longer words are no search at all. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * The search page's `?q=&section=&sort=`, read alike by the server (strings) and the client (the router has
 * JSON-parsed `?q=2020` into a number): null without 2 to 100 characters of words, a malformed choice left out.
 */
export function siteSearchOf(read: (name: "q" | "section" | "sort") => unknown): SiteSearchInput | null {
  const raw = read("q");
  const q = typeof raw === "string" || (typeof raw === "number" && Number.isFinite(raw)) ? String(raw).trim() : "";
  if (q.length < 2 || q.length > SEARCH_MAX_LENGTH) return null;
  const section = read("section");
  const sort = read("sort");
  return {
    q,
    section: typeof section === "string" && isSectionSlug(section) ? section : undefined,
    sort: typeof sort === "string" && isSearchSort(sort) && sort !== "relevance" ? sort : undefined,
  };
}

/**
 * What must exist, besides its location, for the page to be found: the server asks its database, the
 * client the API, each on this one description.
 */
type PageSubject =
  /** A category of one of these sections, named by the `category` parameter. */
  | { of: "category"; sections: readonly string[] }
  /** One of the fixed property types, named by `property_type`. */
  | { of: "property-type" }
  /** A tag that active news carry, named by `tag`. */
  | { of: "news-tag" }
  /** An active post of the section, named by `slug`. */
  | { of: "post"; section: string }
  /** A user, named by `id`. */
  | { of: "user" };

export interface RouteDef {
  id: RouteId;
  pattern: string;
  kind: PageKind;
  client: ClientRouteId;
  /** Values of the client route's dynamic segments that this entry stands for. */
  params: Readonly<Record<string, string>>;
  locales: readonly Locale[];
  layout: Layout;
  guards: readonly GuardName[];
  meta: MetaType | null;
  title: MessageDescriptor;
  /** Public pages go into the sitemap and are indexable; private and flow pages are not. */
  indexable: boolean;
  /** The section whose posts the page shows (listings, categories, posts, authors). */
  section: string | null;
  /** The calls the page makes before it draws. */
  loads: (input: PageInput) => readonly PageLoad[];
  /** What its parameters name that must exist; null when the address alone decides. */
  subject: PageSubject | null;
}

/* ---------------- Sections ---------------- */

const LISTING_SECTIONS = [
  "cdl",
  "no-cdl",
  "job",
  "workers",
  "business",
  "properties",
  "afisha",
  "dating",
  "blog",
  "news",
  "drivers-cv",
  "drivers-corner",
  "rent-sale",
  "feed",
] as const;
export type ListingSection = (typeof LISTING_SECTIONS)[number];

const CATEGORY_SECTIONS = [
  "cdl",
  "no-cdl",
  "job",
  "workers",
  "business",
  "blog",
  "rent-sale",
  "properties",
  "drivers-corner",
] as const;
export const POST_SECTIONS = [
  "cdl",
  "no-cdl",
  "job",
  "blog",
  "news",
  "afisha",
  "dating",
  "workers",
  "business",
  "rent-sale",
  "properties",
  "drivers-cv",
  "drivers-corner",
  "feed",
] as const;
const AUTHOR_SECTIONS = AUTHOR_TYPES;
/** These sections have no Polish pages: their listings, ads and categories exist in ru, ua and en only. */
export const NO_POLISH_SECTIONS: readonly string[] = ["afisha", "dating", "properties"];

/** The meta type of each section's pages (several sections may share one). */
export const META_OF_SECTION: Record<(typeof POST_SECTIONS)[number], MetaType> = {
  cdl: "cdl",
  "no-cdl": "no-cdl",
  job: "job",
  workers: "workers",
  business: "item",
  properties: "property",
  afisha: "afisha",
  dating: "dating",
  blog: "post",
  news: "news",
  "drivers-cv": "workers",
  "drivers-corner": "post",
  "rent-sale": "rent-sale",
  feed: "post",
};

/** Section names for titles and breadcrumbs (the API has them too, but the head is rendered before it answers). */
export const SECTION_TITLES: Record<ListingSection, MessageDescriptor> = {
  cdl: /*i18n*/ { id: "section.cdl", message: "Работа CDL" },
  "no-cdl": /*i18n*/ { id: "section.no-cdl", message: "Работа без CDL" },
  job: /*i18n*/ { id: "section.job", message: "Работа" },
  workers: /*i18n*/ { id: "section.workers", message: "Резюме" },
  business: /*i18n*/ { id: "section.business", message: "Бизнес и услуги" },
  properties: /*i18n*/ { id: "section.properties", message: "Недвижимость" },
  afisha: /*i18n*/ { id: "section.afisha", message: "Афиша" },
  dating: /*i18n*/ { id: "section.dating", message: "Знакомства" },
  blog: /*i18n*/ { id: "section.blog", message: "Блог" },
  news: /*i18n*/ { id: "section.news", message: "Новости" },
  "drivers-cv": /*i18n*/ { id: "section.drivers-cv", message: "Резюме водителей" },
  "drivers-corner": /*i18n*/ { id: "section.drivers-corner", message: "Уголок водителя" },
  "rent-sale": /*i18n*/ { id: "section.rent-sale", message: "Авторынок" },
  feed: /*i18n*/ { id: "section.feed", message: "Лента" },
};

/* ---------------- Single pages ---------------- */

const AD_STATS_PAGES = {
  requests: /*i18n*/ { id: "page.requests", message: "Отклики на объявление" },
  statistic: /*i18n*/ { id: "page.statistic", message: "Статистика объявления" },
} satisfies Record<string, MessageDescriptor>;

const AUTH_PAGES = {
  login: /*i18n*/ { id: "auth.login", message: "Вход или регистрация" },
  register: /*i18n*/ { id: "auth.register", message: "Регистрация" },
  "email-login": /*i18n*/ { id: "auth.email-login", message: "Вход по почте" },
  "reset-password": /*i18n*/ { id: "auth.reset-password", message: "Новый пароль" },
  "forgot-password": /*i18n*/ { id: "auth.forgot-password", message: "Восстановление пароля" },
} satisfies Record<string, MessageDescriptor>;
/** Auth pages that only an anonymous visitor needs (the guest guard sends signed-in users away). */
const GUEST_ONLY: readonly string[] = ["login", "register", "email-login"];

/** The account's pages and their titles: the page head, the account's tabs and each page's heading read them. */
export const PROFILE_PAGES = {
  listing: /*i18n*/ { id: "profile.listing", message: "Мои объявления" },
  "find-job": /*i18n*/ { id: "profile.find-job", message: "Поиск работы" },
  settings: /*i18n*/ { id: "profile.settings", message: "Настройки" },
  chat: /*i18n*/ { id: "profile.chat", message: "Сообщения" },
  "favorite-posts": /*i18n*/ { id: "profile.favorite-posts", message: "Избранное" },
  payments: /*i18n*/ { id: "profile.payments", message: "Платежи и подписка" },
  banners: /*i18n*/ { id: "profile.banners", message: "Мои баннеры" },
  "finish-registration": /*i18n*/ { id: "profile.finish-registration", message: "Завершение регистрации" },
} satisfies Record<string, MessageDescriptor>;
export type ProfilePageSlug = keyof typeof PROFILE_PAGES;
export const isProfilePageSlug = (page: string): page is ProfilePageSlug => Object.hasOwn(PROFILE_PAGES, page);

const EDIT_KINDS = [
  "cv",
  "cdl",
  "job",
  "feed",
  "afisha",
  "dating",
  "business",
  "property",
  "property-find",
  "autobazar",
  "drivers-cv",
] as const;

const FORM_KINDS = {
  cv: /*i18n*/ { id: "form.cv", message: "Разместить резюме" },
  cdl: /*i18n*/ { id: "form.cdl", message: "Разместить вакансию для водителей" },
  job: /*i18n*/ { id: "form.job", message: "Разместить вакансию" },
  business: /*i18n*/ { id: "form.business", message: "Разместить бизнес или услугу" },
  property: /*i18n*/ { id: "form.property", message: "Разместить недвижимость" },
  "property-find": /*i18n*/ { id: "form.property-find", message: "Ищу жильё" },
  afisha: /*i18n*/ { id: "form.afisha", message: "Разместить событие" },
  dating: /*i18n*/ { id: "form.dating", message: "Анкета знакомств" },
  "drivers-cv": /*i18n*/ { id: "form.drivers-cv", message: "Разместить резюме водителя" },
  "autobazar-rent": /*i18n*/ { id: "form.autobazar-rent", message: "Сдать авто в аренду" },
  "autobazar-sale": /*i18n*/ { id: "form.autobazar-sale", message: "Продать авто" },
} satisfies Record<string, MessageDescriptor>;

/** The fixed property types of /properties/type/{property_type} (not database categories: a listing filter). */
export { PROPERTY_TYPES, type PropertyType };
export const PROPERTY_TYPE_NAMES: Record<PropertyType, MessageDescriptor> = {
  apartment: /*i18n*/ { id: "property-type.apartment", message: "Квартиры" },
  house: /*i18n*/ { id: "property-type.house", message: "Дома" },
  townhouse: /*i18n*/ { id: "property-type.townhouse", message: "Таунхаусы" },
  room: /*i18n*/ { id: "property-type.room", message: "Комнаты" },
  commercial: /*i18n*/ { id: "property-type.commercial", message: "Коммерческая недвижимость" },
  land: /*i18n*/ { id: "property-type.land", message: "Земельные участки" },
};

export function isPropertyType(value: string): value is PropertyType {
  return (PROPERTY_TYPES as readonly string[]).includes(value);
}

const propertyTypeOf = (value: string | undefined): PropertyType | undefined =>
  value !== undefined && isPropertyType(value) ? value : undefined;

/**
 * The team's console: one page per tab (the contract's ADMIN_TABS; the type keeps this record complete). Every tab
 * is titled «Модерация»: the tabs' own names live with the console, out of the site's first page.
 */
const ADMIN_PAGES = {
  queue: true,
  reports: true,
  users: true,
  bans: true,
  audit: true,
  settings: true,
  words: true,
  categories: true,
  pages: true,
  banners: true,
} satisfies Record<AdminTab, true>;
const ADMIN_TITLE = /*i18n*/ { id: "admin.console", message: "Модерация" };

const EDIT_TITLE = /*i18n*/ { id: "profile.edit", message: "Редактирование объявления" };
const HOME_TITLE = /*i18n*/ { id: "page.home", message: "Объявления для своих в США" };
const NEWS_LISTING_TITLE = /*i18n*/ { id: "page.news-listing", message: "Все новости" };
const NEWS_TAG_TITLE = /*i18n*/ { id: "page.news-tag", message: "Новости по теме" };
const AUTHORS_TITLE = /*i18n*/ { id: "page.authors", message: "Авторы" };
const AUTHOR_TITLE = /*i18n*/ { id: "page.author", message: "Автор" };
const USER_FEED_TITLE = /*i18n*/ { id: "page.user-feed", message: "Лента пользователя" };
const DRIVERS_CATEGORY_TITLE = /*i18n*/ { id: "page.drivers-category", message: "Вакансии для водителей" };
const PROPERTY_TYPE_TITLE = /*i18n*/ { id: "page.property-type", message: "Недвижимость по типу" };
const SEARCH_TITLE = /*i18n*/ { id: "page.search", message: "Поиск по объявлениям" };

/* ---------------- Route ids and their parameters ---------------- */

type Key<T> = keyof T & string;

/** Every entry's id, spelled from the same lists the table is built from: a link to a missing page does not compile. */
export type RouteId =
  | "home"
  | "search"
  | `listing.${ListingSection}`
  | "news.listing"
  | "news.tag"
  | `category.${(typeof CATEGORY_SECTIONS)[number]}`
  | "drivers-category"
  | "properties.type"
  | `post.${(typeof POST_SECTIONS)[number]}`
  | `authors.${AuthorType}`
  | `author.${AuthorType}`
  | "feed.user"
  | `form.${Key<typeof FORM_KINDS>}`
  | `page.${Key<typeof LOCATION_PAGES> | Key<typeof INFO_PAGES> | Key<typeof AD_STATS_PAGES>}`
  | `landing.${Key<typeof LANDING_PAGES>}`
  | `auth.${Key<typeof AUTH_PAGES>}`
  | `profile.${Key<typeof PROFILE_PAGES>}`
  | `profile.edit.${(typeof EDIT_KINDS)[number]}`
  | "admin"
  | `admin.${AdminTab}`;

/** The parameters an entry's pattern names, by id (none for most pages). */
type RouteParams<I extends RouteId> = I extends `category.${string}` | "drivers-category"
  ? { category: string }
  : I extends "properties.type"
    ? { property_type: PropertyType }
    : I extends `post.${string}` | `author.${string}`
      ? { slug: string }
      : I extends "news.tag"
        ? { tag: string }
        : I extends "feed.user"
          ? { id: string }
          : null;

/** What a link to an entry needs besides its language: its location (optional) and, where it has some, its params. */
export type PathValues<I extends RouteId> =
  RouteParams<I> extends null
    ? [values?: { location?: string | null }]
    : [values: { location?: string | null; params: RouteParams<I> }];

/** The keys of a record of the table's pages, with their literal types. */
const keysOf = <T extends object>(record: T) => Object.keys(record) as Key<T>[];

/* ---------------- The table ---------------- */

type Defaulted = "locales" | "params" | "guards" | "meta" | "section" | "indexable" | "loads" | "subject";
type Draft = Omit<RouteDef, Defaulted> & Partial<Pick<RouteDef, Defaulted>>;

const ALL: readonly Locale[] = LOCALES;
const noPolish = (section: string): readonly Locale[] =>
  NO_POLISH_SECTIONS.includes(section) ? LOCALES.filter((l) => l !== "pl") : ALL;

const NO_LOADS = (): readonly PageLoad[] => [];

function def(draft: Draft): RouteDef {
  const defaults = { locales: ALL, params: {}, guards: [], meta: null, section: null, indexable: true };
  return { ...defaults, loads: NO_LOADS, subject: null, ...draft };
}

/** A listing page's loads: its posts (the address fixes `where`) and, for a section with categories, their list. */
/** A page drawn from its own document loads it (the page draws without it while it has none). */
const documentLoads = (page: DocumentPage) => (): readonly PageLoad[] => [{ call: "info-page", page }];

/** The single pages that are steps of paying for something: not indexed, not documents. */
const PAYMENT_STEPS: readonly string[] = [
  "after-payment",
  "authorize-payment",
  "credit-card-payment",
  "payment-auto-charge",
  "quick-payment",
  "single-promotion",
];

/**
 * The single pages that are offers or steps of paying rather than documents of their own; every other single,
 * location and landing page is drawn from its document (DOCUMENT_PAGES, which a unit test holds to this).
 */
const NOT_DOCUMENTS: ReadonlySet<string> = new Set(["kp", "subscription", ...PAYMENT_STEPS]);

function listingLoads(where: (params: Readonly<Record<string, string>>) => ListingWhere, counted: string | null) {
  return ({ location, params }: PageInput): readonly PageLoad[] => [
    { call: "posts", where: { location: location ?? undefined, ...where(params) } },
    ...(counted ? [{ call: "category-counts", section: counted, location: location ?? undefined } as const] : []),
  ];
}

/** The section a listing's call names (every listing section is one of the API's). */
const sectionOf = (section: string): SectionSlug | undefined => (isSectionSlug(section) ? section : undefined);
/** Sections whose pages list their categories with counts (those with category pages). */
const countedSection = (section: string): string | null =>
  (CATEGORY_SECTIONS as readonly string[]).includes(section) ? section : null;

/** What the page of one section loads, and what its address must name, by kind. */
function sectionFacts(
  kind: "listing" | "category" | "post",
  section: ListingSection,
): Pick<RouteDef, "loads" | "subject"> {
  switch (kind) {
    case "listing":
      return { loads: listingLoads(() => ({ section: sectionOf(section) }), countedSection(section)), subject: null };
    case "category":
      return {
        loads: listingLoads(
          (params) => ({ section: sectionOf(section), category: params.category }),
          countedSection(section),
        ),
        subject: { of: "category", sections: [section] },
      };
    case "post":
      return {
        loads: ({ params }) => [{ call: "post", section, slug: params.slug ?? "" }],
        subject: { of: "post", section },
      };
  }
}

/** A page of one section: its listing, a category of it or one of its posts. */
function sectionEntry(
  id: RouteId,
  kind: "listing" | "category" | "post",
  section: ListingSection,
  suffix: string,
  client: ClientRouteId,
  guards: readonly GuardName[],
): RouteDef {
  return def({
    id,
    pattern: `/{location?}/${section}${suffix}`,
    kind,
    client,
    params: { section },
    locales: noPolish(section),
    layout: "default",
    guards,
    meta: META_OF_SECTION[section],
    section,
    title: SECTION_TITLES[section],
    ...sectionFacts(kind, section),
  });
}

function build(): RouteDef[] {
  const table: RouteDef[] = [
    def({
      id: "home",
      pattern: "/{location?}",
      kind: "home",
      client: "/{-$locale}/{-$location}/",
      layout: "default-no-bread",
      guards: ["seo-listing"],
      title: HOME_TITLE,
      // The slider is the first page's alone: further pages are the newest ads.
      loads: (input) => [
        ...listingLoads(() => ({}), null)(input),
        ...(input.page === 1 ? [{ call: "slider", location: input.location ?? undefined } as const] : []),
      ],
    }),
    def({
      id: "search",
      pattern: "/{location?}/search",
      kind: "search",
      client: "/{-$locale}/{-$location}/search",
      layout: "default-no-bread",
      // Results change by the minute and any words make a page: nothing for a search engine to keep.
      indexable: false,
      title: SEARCH_TITLE,
      loads: ({ location, page, search }) =>
        search ? [{ call: "search", where: { ...search, location: location ?? undefined, page } }] : [],
    }),
  ];
  for (const section of LISTING_SECTIONS) {
    table.push(
      sectionEntry(
        `listing.${section}`,
        "listing",
        section,
        "",
        "/{-$locale}/{-$location}/$section/",
        section === "rent-sale" ? [] : ["seo-listing"],
      ),
    );
  }
  table.push(
    def({
      id: "news.listing",
      pattern: "/{location?}/news/listing",
      kind: "listing",
      client: "/{-$locale}/{-$location}/news/listing/",
      layout: "default",
      guards: ["seo-listing"],
      meta: "news",
      section: "news",
      title: NEWS_LISTING_TITLE,
      loads: listingLoads(() => ({ section: "news" }), null),
    }),
    def({
      id: "news.tag",
      pattern: "/{location?}/news/listing/tag/{tag}",
      kind: "news-tag",
      client: "/{-$locale}/{-$location}/news/listing/tag/$tag",
      layout: "default",
      guards: ["seo-listing"],
      meta: "news",
      section: "news",
      title: NEWS_TAG_TITLE,
      loads: listingLoads((params) => ({ section: "news", tag: params.tag }), null),
      subject: { of: "news-tag" },
    }),
  );
  for (const section of CATEGORY_SECTIONS) {
    table.push(
      sectionEntry(
        `category.${section}`,
        "category",
        section,
        "/{category}",
        "/{-$locale}/{-$location}/$section/$category",
        section === "rent-sale" ? [] : ["seo-listing"],
      ),
    );
  }
  table.push(
    def({
      id: "drivers-category",
      pattern: "/{location?}/drivers-category/{category}",
      kind: "category",
      client: "/{-$locale}/{-$location}/drivers-category/$category",
      layout: "default",
      guards: ["seo-listing"],
      meta: "cdl",
      section: "cdl",
      title: DRIVERS_CATEGORY_TITLE,
      // Driver jobs of a category, CDL and non-CDL together.
      loads: listingLoads((params) => ({ category: params.category }), null),
      subject: { of: "category", sections: DRIVER_JOB_SECTIONS },
    }),
    def({
      id: "properties.type",
      pattern: "/{location?}/properties/type/{property_type}",
      kind: "category",
      client: "/{-$locale}/{-$location}/properties/type/$propertyType",
      locales: noPolish("properties"),
      layout: "default",
      guards: ["seo-listing"],
      meta: "property",
      section: "properties",
      title: PROPERTY_TYPE_TITLE,
      loads: listingLoads(
        (params) => ({ section: "properties", property_type: propertyTypeOf(params.property_type) }),
        null,
      ),
      subject: { of: "property-type" },
    }),
  );
  for (const section of POST_SECTIONS) {
    table.push(
      sectionEntry(
        `post.${section}`,
        "post",
        section,
        "/post/{slug}",
        "/{-$locale}/{-$location}/$section/post/$slug",
        section === "feed" ? [] : ["seo-single"],
      ),
    );
  }
  for (const section of AUTHOR_SECTIONS) {
    table.push(
      def({
        id: `authors.${section}`,
        pattern: `/{location?}/${section}/authors`,
        kind: "authors",
        client: "/{-$locale}/{-$location}/$section/authors",
        params: { section },
        layout: "default",
        section,
        title: AUTHORS_TITLE,
        loads: () => [{ call: "authors", type: section }],
      }),
      def({
        id: `author.${section}`,
        pattern: `/{location?}/${section}/author/{slug}`,
        kind: "author",
        client: "/{-$locale}/{-$location}/$section/author/$slug",
        params: { section },
        layout: "default",
        section,
        title: AUTHOR_TITLE,
        loads: ({ params, page }) => [{ call: "author", type: section, slug: params.slug ?? "", page }],
      }),
    );
  }
  table.push(
    def({
      id: "feed.user",
      pattern: "/{location?}/feed/user/{id}",
      kind: "user-feed",
      client: "/{-$locale}/{-$location}/feed/user/$id",
      layout: "default",
      meta: "post",
      section: "feed",
      title: USER_FEED_TITLE,
      loads: listingLoads((params) => ({ user: Number(params.id) }), null),
      subject: { of: "user" },
    }),
  );
  for (const kind of keysOf(FORM_KINDS)) {
    const title = FORM_KINDS[kind];
    table.push(
      def({
        id: `form.${kind}`,
        pattern: `/{location?}/form/${kind}`,
        kind: "form",
        client: "/{-$locale}/{-$location}/form/$kind",
        params: { kind },
        layout: "default",
        // Anyone may fill an ad form; the form signs the visitor in with the ad's phone on submit
        // (docs/decisions/2026-11-23-posting-ads-client.md). Dating needs an account with a dating profile first.
        guards: kind === "dating" ? ["auth", "dating-form"] : [],
        indexable: false,
        title,
      }),
    );
  }
  for (const page of keysOf(LOCATION_PAGES)) {
    const title = LOCATION_PAGES[page];
    table.push(
      def({
        id: `page.${page}`,
        pattern: `/{location?}/${page}`,
        kind: "info",
        client: "/{-$locale}/{-$location}/$page",
        params: { page },
        layout: "default",
        loads: documentLoads(page),
        title,
      }),
    );
  }
  for (const page of keysOf(INFO_PAGES)) {
    const title = INFO_PAGES[page];
    const flow = [...PAYMENT_STEPS, "create-contact"].includes(page);
    table.push(
      def({
        id: `page.${page}`,
        pattern: `/${page}`,
        kind: "info",
        client: "/{-$locale}/$page",
        params: { page },
        layout: "default",
        // A promotion is chosen by the ad's signed-in author (a link with the ad's secret opens /quick-payment);
        // auto-charge lists the user's own promotions and cards.
        guards: page === "single-promotion" || page === "payment-auto-charge" ? ["auth"] : [],
        indexable: !flow,
        ...(page === "kp" || page === "subscription" ? { loads: () => [{ call: "products" }] as const } : {}),
        // /feedbacks draws a page of its reviews with its document.
        ...(NOT_DOCUMENTS.has(page)
          ? {}
          : {
              loads: ({ page: n }: PageInput): readonly PageLoad[] => [
                ...documentLoads(page as DocumentPage)(),
                ...(page === "feedbacks" ? [{ call: "feedbacks", page: n } as const] : []),
              ],
            }),
        title,
      }),
    );
  }
  for (const page of keysOf(LANDING_PAGES)) {
    const title = LANDING_PAGES[page];
    table.push(
      def({
        id: `landing.${page}`,
        pattern: `/${page}`,
        kind: "landing",
        client: "/{-$locale}/$page",
        params: { page },
        layout: "no-header-no-footer",
        loads: (): readonly PageLoad[] => [...documentLoads(page)(), { call: "landing", page }],
        title,
      }),
    );
  }
  for (const page of keysOf(AD_STATS_PAGES)) {
    const title = AD_STATS_PAGES[page];
    table.push(
      def({
        id: `page.${page}`,
        pattern: `/${page}`,
        kind: "ad-stats",
        client: "/{-$locale}/$page",
        params: { page },
        layout: "default-no-bread",
        guards: ["hash-or-post-id"],
        indexable: false,
        title,
      }),
    );
  }
  for (const step of keysOf(AUTH_PAGES)) {
    const title = AUTH_PAGES[step];
    table.push(
      def({
        id: `auth.${step}`,
        pattern: `/auth/${step}`,
        kind: "auth",
        client: "/{-$locale}/auth/$step",
        params: { step },
        layout: "auth",
        guards: GUEST_ONLY.includes(step) ? ["guest"] : [],
        indexable: false,
        title,
      }),
    );
  }
  for (const page of keysOf(PROFILE_PAGES)) {
    const title = PROFILE_PAGES[page];
    table.push(
      def({
        id: `profile.${page}`,
        pattern: `/profile/${page}`,
        kind: "profile",
        client: "/{-$locale}/profile/$page",
        params: { page },
        layout: "default-no-bread",
        guards: ["auth"],
        indexable: false,
        title,
      }),
    );
  }
  for (const kind of EDIT_KINDS) {
    table.push(
      def({
        id: `profile.edit.${kind}`,
        pattern: `/profile/edit/${kind}`,
        kind: "profile-edit",
        client: "/{-$locale}/profile/edit/$kind",
        params: { kind },
        layout: "default-no-bread",
        guards: ["auth"],
        indexable: false,
        title: EDIT_TITLE,
      }),
    );
  }
  // The console opens on its queue; who may see it is the API's answer (GET /v1/admin/me), not the table's. Its
  // tabs come first: the bare /admin (no tab) is the entry a client match without a tab finds.
  for (const tab of [...keysOf(ADMIN_PAGES), null]) {
    table.push(
      def({
        id: tab ? `admin.${tab}` : "admin",
        pattern: tab ? `/admin/${tab}` : "/admin",
        kind: "admin",
        client: "/{-$locale}/admin/{-$tab}",
        params: tab ? { tab } : {},
        layout: "default-no-bread",
        guards: ["auth"],
        indexable: false,
        title: ADMIN_TITLE,
      }),
    );
  }
  return table;
}

export const ROUTES: readonly RouteDef[] = build();
export const ROUTES_BY_ID: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((route) => [route.id, route]));

/** The entry a client route stands for, given its parsed params. */
export function routeForClient(
  client: ClientRouteId,
  params: Readonly<Record<string, string | undefined>>,
): RouteDef | undefined {
  return ROUTES.find(
    (route) => route.client === client && Object.entries(route.params).every(([key, value]) => params[key] === value),
  );
}

/** Values a dynamic client segment may take, from the table: anything else is not that route. */
export function allowedValues(client: ClientRouteId, param: string): ReadonlySet<string> {
  return new Set(ROUTES.filter((route) => route.client === client).flatMap((route) => route.params[param] ?? []));
}

/* ---------------- Matching a path (the server's view) ---------------- */

/** Every first path segment the table uses: none of them can be a location slug. */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  ...LOCALES,
  ...ROUTES.map((route) => route.pattern.split("/").filter((s) => s && !s.startsWith("{"))[0] ?? ""),
]);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Literal segments of deeper patterns ("post", "authors"…): never a category, slug or tag of their own. */
const STRUCTURAL = new Set(["post", "author", "authors", "type", "listing", "tag", "user"]);

/** A value a dynamic segment of the table may take: a slug or a number, and not a structural word. */
export function isParamValue(segment: string): boolean {
  return (SLUG.test(segment) || /^\d+$/.test(segment)) && !STRUCTURAL.has(segment);
}

/** Segments whose values have a narrower shape than a slug; every other parameter is isParamValue. */
const PARAM_SHAPES: Readonly<Record<string, (segment: string) => boolean>> = {
  // Users are numbered by a PostgreSQL integer: a longer id cannot exist (and must not reach a query).
  id: (segment) => /^[1-9]\d{0,8}$/.test(segment),
  property_type: isPropertyType,
};

/** Whether a segment may be the table's parameter `name` (as a pattern names it): the server and client both ask. */
export function fitsParam(name: string, segment: string): boolean {
  return (PARAM_SHAPES[name] ?? isParamValue)(segment);
}

/** A well-formed location slug that no page claims; whether it exists is the database's answer. */
export function isLocationCandidate(segment: string): boolean {
  return SLUG.test(segment) && !RESERVED_SEGMENTS.has(segment);
}

export interface RouteMatch {
  route: RouteDef;
  locale: Locale;
  location: string | null;
  params: Record<string, string>;
}

interface Candidate extends RouteMatch {
  statics: number;
}

function matchPattern(route: RouteDef, segments: readonly string[]): Omit<Candidate, "route" | "locale"> | null {
  const parts = route.pattern.split("/").filter(Boolean);
  const attempt = (withLocation: boolean) => {
    const rest = parts[0] === "{location?}" ? parts.slice(1) : parts;
    let index = 0;
    let location: string | null = null;
    if (parts[0] === "{location?}" && withLocation) {
      const first = segments[0];
      if (first === undefined || !isLocationCandidate(first)) return null;
      location = first;
      index = 1;
    }
    if (segments.length - index !== rest.length) return null;
    const params: Record<string, string> = {};
    let statics = 0;
    for (const [offset, part] of rest.entries()) {
      const segment = segments[index + offset] ?? "";
      if (part.startsWith("{")) {
        const name = part.slice(1, -1);
        if (!fitsParam(name, segment)) return null;
        params[name] = segment;
      } else if (part === segment) {
        statics++;
      } else {
        return null;
      }
    }
    return { location, params, statics };
  };
  return attempt(false) ?? (parts[0] === "{location?}" ? attempt(true) : null);
}

/**
 * The route a path (with its language prefix) names, or null: an unmatched path, a page that
 * does not exist in that language, or a malformed segment. Case-sensitive, like the client.
 * The most specific pattern wins (more literal segments), as in the client router.
 */
export function matchPath(pathname: string): RouteMatch | null {
  const segments = pathname.split("/").filter(Boolean);
  let locale: Locale = "ru";
  const first = segments[0];
  if (first === "ua" || first === "pl" || first === "en") {
    locale = first;
    segments.shift();
  }
  let best: Candidate | null = null;
  for (const route of ROUTES) {
    const found = matchPattern(route, segments);
    if (!found) continue;
    if (!best || found.statics > best.statics) best = { ...found, route, locale };
  }
  if (!best || !best.route.locales.includes(locale)) return null;
  return { route: best.route, locale: best.locale, location: best.location, params: best.params };
}

/** The path of a route entry in a language, with its parameters filled in. */
export function buildPath(
  route: RouteDef,
  locale: Locale,
  values: { location?: string | null; params?: Record<string, string> } = {},
): string {
  const segments = route.pattern
    .split("/")
    .filter(Boolean)
    .flatMap((part) => {
      if (part === "{location?}") return values.location ? [values.location] : [];
      if (part.startsWith("{")) {
        const value = values.params?.[part.slice(1, -1)];
        if (value === undefined) throw new Error(`buildPath: ${route.id} needs ${part}`);
        return [value];
      }
      return [part];
    });
  const prefix = locale === "ru" ? "" : `/${locale}`;
  const path = `${prefix}/${segments.join("/")}`;
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** The client router spells `{property_type}` as `$propertyType` (route params are identifiers). */
const CLIENT_PARAM: Readonly<Record<string, string>> = { property_type: "propertyType" };

/** A client match's params as the table's pattern names them, for buildPath. */
export function patternValues(
  route: RouteDef,
  params: Readonly<Record<string, string | undefined>>,
): { location: string | null; params: Record<string, string> } {
  const names = [...route.pattern.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = params[CLIENT_PARAM[name] ?? name];
    if (value !== undefined) values[name] = value;
  }
  return { location: params.location ?? null, params: values };
}

/**
 * The path of a table entry by id in a language; the language's home page when the entry is missing
 * there. TypeScript checks the id and the parameters its pattern needs.
 */
export function pathOf<I extends RouteId>(id: I, locale: Locale, ...values: PathValues<I>): string {
  const route = ROUTES_BY_ID.get(id);
  if (!route?.locales.includes(locale)) return locale === "ru" ? "/" : `/${locale}`;
  // PathValues is checked at the call; here it is the loose shape buildPath reads.
  const [given] = values as readonly [{ location?: string | null; params?: Record<string, string> }?];
  return buildPath(route, locale, given);
}
